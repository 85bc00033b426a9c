import type { CorrectionRow } from '@bulten/core';
import { expect } from 'vitest';
import { BulletinPage } from '../pages/bulletin-page';
import { CorrectionsBlock } from '../pages/corrections-block';
import { bulletinApi } from './api';
import { seriousViolations } from './axe';
import { shownDate } from './dates';
import { type Lang, text } from './i18n';
import { openPage } from './open-page';

/** A day's corrections (`GetDuzeltmeler`) of the crops' market, as its bulletin lists them. */
export async function cropCorrections(date: string, lang: Lang): Promise<CorrectionRow[]> {
  const rows = await bulletinApi<CorrectionRow[]>(`GetDuzeltmeler/${date}`, lang);
  return rows.filter((r) => !r.CanliHayvan);
}

/**
 * A change of `kind` (a late registration, an import) that set a class's low of a shown day to `price`: listed
 * once by `GetDuzeltmeler`, marked on the day's bulletin, and in the day's corrections table as the API lists
 * the crops' changes; axe clean. Answers the listed change.
 */
export async function expectNewLowShown(
  lang: Lang,
  day: string,
  kind: CorrectionRow['Tur'],
  price: number,
): Promise<CorrectionRow> {
  const crops = await cropCorrections(day, lang);
  const mine = crops.filter((r) => r.Tur === kind && r.Alan === 'min' && r.Sonraki === price);
  expect(mine).toHaveLength(1);
  const { page } = await openPage({ language: lang, path: `/online-bulten?tarih=${day}` });
  const bulletin = await new BulletinPage(page, lang).ready();
  await bulletin.dayTable(day).waitFor();
  const block = new CorrectionsBlock(page, lang);
  expect(await bulletin.marks(day)).toContainEqual([
    mine[0]!.SinifAdi,
    text(lang, 'figures.min'),
    block.markText(kind),
  ]);
  const table = block.table('dayCaption', { date: shownDate(lang, day) });
  await table.waitFor();
  expect(await block.shown(table)).toEqual(block.expected(crops));
  expect(await seriousViolations(page)).toEqual([]);
  return mine[0]!;
}
