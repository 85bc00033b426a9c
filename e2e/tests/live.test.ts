import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { TransactionsPage } from '../pages/transactions-page';
import { openPage, openScreen } from '../support/open-page';
import { tradeDesk } from '../support/trade-desk';
import { waitUntil } from '../support/wait';

const desk = tradeDesk();

function tradeNo(): string {
  return `E2E-S1-${Date.now()}`;
}

describe('live trades', () => {
  it('a trade registered through the staff API shows on the dashboard and the latest trades within 2 s', async () => {
    const dashboard = await openPage({ path: '/' });
    const trades = await openPage({ path: '/son-islemler' });
    await new DashboardPage(dashboard.page).ready();
    const list = await new TransactionsPage(trades.page).ready();
    // Let both pages' live streams connect before registering: each server-rendered page opened its
    // loader's stream, then its app's.
    for (const opened of [dashboard, trades])
      await waitUntil(
        async () => opened.requests.filter((r) => r.url().endsWith('/Canli/Akis')).length,
        (n) => n >= 2,
        20_000,
      );
    await dashboard.page.waitForTimeout(500);

    const no = tradeNo();
    await desk.register(no);
    const registeredAt = Date.now();
    await Promise.all([
      dashboard.page.locator(`tr[data-trade-no="${no}"]`).waitFor({ timeout: 2000 }),
      list.row(no).waitFor({ timeout: 2000 }),
    ]);
    const elapsed = Date.now() - registeredAt;
    console.info(`live trade shown on both screens after ${elapsed} ms`);
    expect(elapsed).toBeLessThan(2000);
    expect(await list.rows().first().getAttribute('data-trade-no')).toBe(no);
    expect(dashboard.consoleErrors).toEqual([]);
  });

  it('pause keeps the list as it is; resume brings the new trade', async () => {
    const { page, screen: list } = await openScreen(TransactionsPage, { path: '/son-islemler' });
    await page.waitForTimeout(500);
    await list.pauseButton().click();
    expect(await list.resumeButton().getAttribute('aria-pressed')).toBe('true');
    const no = tradeNo();
    await desk.register(no, '21.5');
    await page.waitForTimeout(1500);
    expect(await list.row(no).count()).toBe(0);
    await list.resumeButton().click();
    await list.row(no).waitFor({ timeout: 2000 });
  });
});
