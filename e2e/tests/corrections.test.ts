import type { CorrectionRow } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { BulletinPage } from '../pages/bulletin-page';
import { CorrectionsBlock } from '../pages/corrections-block';
import { bulletinApi, previousTradingDay } from '../support/api';
import { seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday, shownDate } from '../support/dates';
import { text } from '../support/i18n';
import { cropCorrections, expectNewLowShown } from '../support/late-changes';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { tradeDesk } from '../support/trade-desk';
import { waitUntil } from '../support/wait';

const desk = tradeDesk();

/** Today's corrections of the crops' bulletin (a class whose every trade was cancelled included). */
describe.each(['tr', 'en'] as const)('corrections in the open in %s', (lang) => {
  it('marks the figures a cancellation changes after they were shown, live, with before → after', async () => {
    const today = istanbulToday();
    const no = `E2E-KOR-${lang}-${Date.now()}`;
    // A trade that stays keeps the class in the bulletin at any hour, even before the day's first demo trade.
    await desk.register(`${no}-KALAN`);
    // A price far below any other: the class's low is this trade until it is cancelled.
    const price = lang === 'tr' ? 1.0001 : 1.0002;
    await desk.register(no, String(price));
    const { page } = await openPage({ language: lang, path: `/online-bulten?tarih=${today}` });
    const bulletin = await new BulletinPage(page, lang).ready();
    await bulletin.dayTable(today).waitFor();
    await page.waitForTimeout(500);
    await desk.cancel(no);

    const block = new CorrectionsBlock(page, lang);
    const table = block.table('dayCaption', { date: shownDate(lang, today) });
    const api = await cropCorrections(today, lang);
    const mine = api.filter((r) => r.Alan === 'min' && r.Onceki === price);
    expect(mine).toHaveLength(1);
    const shown = await waitUntil(
      async () => ((await table.count()) ? block.shown(table) : []),
      (rows) => rows.length === api.length,
      10_000,
    );
    expect(shown).toEqual(block.expected(api));
    expect(await bulletin.marks(today)).toContainEqual([
      mine[0]!.SinifAdi,
      text(lang, 'figures.min'),
      block.markText('IPTAL'),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('marks a late registration on the final previous trading day in its bulletin, as one', async () => {
    const day = await previousTradingDay();
    const no = `E2E-GEC-${lang}-${Date.now()}`;
    // Below any price of the class that day (the English run's lower still): the class's low changes.
    const price = lang === 'tr' ? 1.0007 : 1.0006;
    await desk.register(no, String(price), `${day} 16:30`);
    await expectNewLowShown(lang, day, 'GEC_TESCIL', price);
  });

  it("lists a class's corrections on its product page, readable at 360 px", async () => {
    const today = istanbulToday();
    const from = daysBefore(today, 30);
    const day = (await cropCorrections(today, 'tr'))[0];
    if (!day?.SinifId) throw new Error('no correction today (the first test makes one)');
    const api = await bulletinApi<CorrectionRow[]>(
      `GetKalemDuzeltmeleri/${day.SinifId}/${from}/${today}`,
      lang,
    );
    const { page } = await openPage({
      language: lang,
      viewport: PHONE,
      path: `/online-bulten/${day.SinifId}?aralik=custom&bas=${from}&bit=${today}`,
    });
    const block = new CorrectionsBlock(page, lang);
    const name = api[0]?.SinifAdi ?? '';
    const table = block.table('itemCaption', { name });
    await table.waitFor();
    expect(await block.shown(table, true)).toEqual(block.expected(api));
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
