import type { CmsValue, ModuleOption } from '@bulten/core';
import type { QueryClient } from '@tanstack/react-query';
import { moduleOption } from '../api/cms-api';
import type { Translator } from '../i18n/translator';
import { introEnabled } from '../shell/intro/intro';

/**
 * What the loader (`public/boot.js`) needs to show the intro: its title, button text, content and content
 * version. The server puts it in `<script type="application/json" id="boot-intro-data">`.
 */
export interface BootIntro {
  title: string;
  ok: string;
  text: string;
  version: number;
}

/**
 * The intro of a rendered page, from the queries its shell made (`IntroGate`): null when the module option
 * `intro.enabled` is off or the content is empty or was not read. Whether this browser saw it is the loader's.
 */
export function bootIntro(client: QueryClient, translator: Translator): BootIntro | null {
  const options = client.getQueryData<ModuleOption[]>(['cms', 'moduleOptions']) ?? [];
  const content = client.getQueryData<CmsValue>(['cms', 'value', 'intro', 'content']);
  if (!introEnabled(moduleOption(options, 'intro', 'enabled')) || !content?.Deger.trim()) return null;
  return {
    title: translator.t('intro.title'),
    ok: translator.t('dialog.ok'),
    text: content.Deger,
    version: content.Versiyon,
  };
}

/** JSON of the intro, safe inside a `<script>` element (no `<`). */
export function serializeBootIntro(intro: BootIntro): string {
  return JSON.stringify(intro).replace(/</g, '\\u003c');
}
