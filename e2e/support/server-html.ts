import { LANGUAGE_COOKIE } from '@bulten/core';
import { expect, inject } from 'vitest';
import type { Lang } from './i18n';

/** The page at `path` as the server renders it (before any script runs), in `lang`. */
export async function serverHtml(path: string, lang: Lang): Promise<string> {
  const response = await fetch(new URL(path, inject('e2e').baseUrl), {
    headers: { cookie: `${LANGUAGE_COOKIE}=${lang}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}
