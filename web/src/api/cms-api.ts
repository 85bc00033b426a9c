import type { CmsValue, ModuleOption, TickerColor, TickerText } from '@bulten/core';
import type { HttpClient } from './http';

// The ticker is refetched when a live event says it changed: revalidate (ETag) past the browser cache.
const REVALIDATE = { cache: 'no-cache' } as const;

/** GetKayanYazi: the ticker text in the request language. */
export function getTickerText(http: HttpClient): Promise<TickerText> {
  return http.call('bulletin.GetKayanYazi', {}, REVALIDATE);
}

/** GetKayanYaziRenkKodu: the ticker colour (`#rrggbb`). */
export function getTickerColor(http: HttpClient): Promise<TickerColor> {
  return http.call('bulletin.GetKayanYaziRenkKodu', {}, REVALIDATE);
}

/** Option/GetModulOptions: every module option. */
export function getModuleOptions(http: HttpClient): Promise<ModuleOption[]> {
  return http.call('cms.GetModulOptions');
}

/** Values/GetValues/{module}/{key}: a content value in the request language, with its version. */
export function getCmsValue(http: HttpClient, module: string, key: string): Promise<CmsValue> {
  return http.call('cms.GetValues', { params: { module, key } });
}

/** The value of one module option, or undefined when it is not set. */
export function moduleOption(options: readonly ModuleOption[], module: string, key: string): unknown {
  return options.find((o) => o.Modul === module && o.Anahtar === key)?.Deger;
}
