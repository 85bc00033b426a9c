import type { CorrectionRow } from '@bulten/core';
import type { Locator, Page } from 'playwright-core';
import { type Figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { bodyRows } from '../support/tables';

/** One correction as a test compares it: item, figure label, before and after read back, mark. */
export type ShownCorrection = [string, string, Figure | null, Figure | null, string];

const MARK_KEYS: Record<CorrectionRow['Tur'], string> = {
  DUZELTME: 'corrections.mark',
  IPTAL: 'corrections.cancelledMark',
  GEC_TESCIL: 'corrections.lateMark',
  ICE_AKTARMA: 'corrections.importMark',
};

/** The corrections block of the day bulletin and the product page (table named by its caption). */
export class CorrectionsBlock {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** The block's table, named by a caption key of `corrections`. */
  table(captionKey: 'dayCaption' | 'itemCaption', values: Record<string, string>): Locator {
    const name = text(this.lang, `corrections.${captionKey}`, values);
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The "corrected" mark of a row's kind (a cancellation, a late registration, an import say so). */
  markText(kind: CorrectionRow['Tur']): string {
    return text(this.lang, MARK_KEYS[kind]);
  }

  /** What the API's rows should show. */
  expected(rows: readonly CorrectionRow[]): ShownCorrection[] {
    return rows.map((r) => {
      const unit =
        r.Alan === 'count' ? '' : r.Alan === 'amount' ? 'TL' : r.Alan === 'quantity' ? null : r.FiyatBirimi;
      const value = (v: number | null) => (v === null ? null : { value: v, unit: unit ?? '' });
      return [
        r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi,
        text(this.lang, `figures.${r.Alan}`),
        value(r.Onceki),
        value(r.Sonraki),
        this.markText(r.Tur),
      ];
    });
  }

  /** The shown rows: item, figure, before and after read back (quantities without their unit), mark. */
  async shown(table: Locator, dated = false): Promise<ShownCorrection[]> {
    const rows = await bodyRows(table);
    return rows.map((cells) => {
      const [item = '', field = '', change = '', mark = ''] = dated ? [cells[0], ...cells.slice(2)] : cells;
      const [before, after] = change.split(' → ').map((part) => readFigure(this.lang, part));
      const quantity = field === text(this.lang, 'figures.quantity');
      const bare = (f: Figure | null | undefined) => (f && quantity ? { ...f, unit: '' } : (f ?? null));
      return [item, field, bare(before), bare(after), mark];
    });
  }
}
