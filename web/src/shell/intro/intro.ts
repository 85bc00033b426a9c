import type { CmsValue } from '@bulten/core';
import { readParam, writeParam } from '../../session/storage';

/** Storage parameter holding the intro content version already shown. */
export const INTRO_VERSION_PARAM = 'intro_version';

/** The intro is on unless the module option `intro.enabled` is false. */
export function introEnabled(option: unknown): boolean {
  return option !== false && option !== 'false' && option !== 0;
}

/** True when the intro content has text and a version this browser has not shown yet. */
export function introDue(storage: Storage, value: CmsValue): boolean {
  return value.Deger.trim() !== '' && readParam(storage, INTRO_VERSION_PARAM) !== String(value.Versiyon);
}

/** Remembers that this content version was shown. */
export function markIntroSeen(storage: Storage, value: CmsValue): void {
  writeParam(storage, INTRO_VERSION_PARAM, String(value.Versiyon));
}
