import { type EmbedKind, parseEmbedPath } from '@bulten/core/embed';

/**
 * The reads the price widget makes. Written out (tested equal to the endpoint table in
 * `embed-paths.test.ts`) because the table's module brings zod, which alone is over the widget's budget.
 */
export const EMBED_PATHS = {
  config: '/config.json',
  dailyClassCards: '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineGunlukKartlar',
} as const;

/** What the widget shows of a `GetOnlineGunlukKartlar` row. */
export interface EmbedClassRow {
  GrupId: number;
  GrupAdi: string;
  SinifId: number | null;
  SinifAdi: string | null;
  IslemTarih: string;
  Kesin: boolean;
  FiyatBirimi: string | null;
  OrtFiyat: number;
  DegisimYuzde: number | null;
  Yon: 'UP' | 'DOWN' | 'UNCH' | null;
}

/** What the widget reads of `/config.json`. */
export interface EmbedConfig {
  exchangeName: string;
  liveStreamUrl: string;
}

/** The widget's address: which class or group, language and theme (`/gomulu/fiyat/12?lang=en&tema=koyu`). */
export interface EmbedTarget {
  kind: EmbedKind;
  id: number;
  lang: 'tr' | 'en';
  dark: boolean;
}

/** Reads the widget's address; null for a path that names no class or group. */
export function embedTarget(location: Pick<Location, 'pathname' | 'search'>): EmbedTarget | null {
  const page = parseEmbedPath(location.pathname);
  if (!page) return null;
  const params = new URLSearchParams(location.search);
  return {
    ...page,
    lang: params.get('lang') === 'en' ? 'en' : 'tr',
    dark: params.get('tema') === 'koyu',
  };
}

/** The rows of the target: its class, or its group's classes. */
export function targetRows(rows: readonly EmbedClassRow[], target: EmbedTarget): EmbedClassRow[] {
  return rows.filter((r) => (target.kind === 'class' ? r.SinifId === target.id : r.GrupId === target.id));
}
