import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from './demo.repository.js';
import { cmsTexts, GALLERY, kvkkNotice, MODULE_OPTIONS } from './demo.texts.js';

/** The ticker colour of the demo. */
export const DEMO_TICKER_COLOR = '#1b5e20';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A self-contained placeholder picture (SVG data URL) with a caption, so the gallery needs no files. */
export function placeholderImage(caption: string, color: string): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">',
    `<rect width="800" height="450" fill="${color}"/>`,
    '<path d="M0 330 Q200 270 400 330 T800 330 V450 H0 Z" fill="#ffffff" fill-opacity="0.15"/>',
    '<text x="400" y="235" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">',
    `${escapeXml(caption)}</text></svg>`,
  ].join('');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Writes the ticker (empty text: built from the figures), the KVKK notice and the CMS contents. */
export async function seedDemoContent(db: Kysely<Database>, exchange: string, at: Date): Promise<void> {
  const stamp = at.toISOString();
  await insertRows(db, 'ticker', [
    { id: 1, text_tr: '', text_en: '', color: DEMO_TICKER_COLOR, updated_at: stamp },
  ]);
  const kvkk = kvkkNotice(exchange);
  await insertRows(db, 'kvkk_text', [
    {
      title_tr: kvkk.titleTr,
      title_en: kvkk.titleEn,
      body_tr: kvkk.bodyTr,
      body_en: kvkk.bodyEn,
      published_at: stamp,
      published_by: null,
    },
  ]);
  await insertRows(
    db,
    'cms_module_option',
    MODULE_OPTIONS.map(([module, key, value]) => ({ module, key, value: JSON.stringify(value) })),
  );
  await insertRows(
    db,
    'cms_value',
    cmsTexts(exchange).flatMap(([module, key, tr, en]) => [
      { module, key, lang: 'tr', value: tr, version: 1, updated_at: stamp },
      { module, key, lang: 'en', value: en, version: 1, updated_at: stamp },
    ]),
  );
  await insertRows(
    db,
    'cms_gallery',
    GALLERY.map(([titleTr, titleEn, descTr, descEn, color], i) => ({
      module: 'galeri',
      title_tr: titleTr,
      title_en: titleEn,
      description_tr: descTr,
      description_en: descEn,
      image_url: placeholderImage(titleTr, color),
      link_url: null,
      sort_order: i + 1,
      published: 1,
      created_at: stamp,
    })),
  );
}
