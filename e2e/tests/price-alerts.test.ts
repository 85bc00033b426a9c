import type { GroupWithClasses } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { e2eMember, openMemberArea } from '../pages/member-area-page';
import { PriceAlerts } from '../pages/price-alerts';
import { apiGet, apiPost, apiSignIn, bulletinApi, cancelTrade, registerTrade } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { E2E_USERS } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, PHONE } from '../support/open-page';
import { bodyRows } from '../support/tables';

const member = e2eMember;

describe.each([
  ['tr', PHONE, '0,01'],
  ['en', DESKTOP, '0.01'],
] as const)('price alerts in %s', (lang: Lang, viewport, price) => {
  it(
    'sets, pauses and resumes an alert that fires once on the next registration, then deletes it',
    async () => {
      // `registerTrade` trades product 010101, of class 0101.
      const groups = await bulletinApi<GroupWithClasses[]>('GetBultenUrunGruplarGruplar', lang);
      const klass = groups.flatMap((g) => g.Siniflar).find((c) => c.SinifKodu === '0101');
      if (!klass) throw new Error('the demo has no class 0101');
      const { page, consoleErrors } = await openMemberArea(lang, viewport);
      const alerts = new PriceAlerts(page, lang);

      await alerts.add(klass.SinifAdi, 'USTUNDE', price);
      const condition = text(lang, 'alerts.conditionUSTUNDE', { price: `${price}00 TL/kg` });
      await alerts.rowButton('alerts.pauseOf', klass.SinifAdi, condition).click();
      await alerts.rowButton('alerts.resumeOf', klass.SinifAdi, condition).click();
      await alerts.rowButton('alerts.pauseOf', klass.SinifAdi, condition).waitFor();
      const mine = await bodyRows(alerts.alertsTable(1));
      expect(mine).toEqual([
        [klass.SinifAdi, condition, text(lang, 'alerts.active'), '–', expect.any(String)],
      ]);

      // A registration of the class today passes 0.01: one inbox message, however many trades follow.
      const token = await apiSignIn(E2E_USERS.admin);
      const nos = [`E2E-ALARM-${lang}-1`, `E2E-ALARM-${lang}-2`];
      for (const no of nos) await registerTrade(token, no);
      try {
        const message = alerts.inbox().getByRole('listitem').filter({ hasText: klass.SinifAdi });
        await expect.poll(() => message.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        // Two trades, one message for this alert.
        const memberToken = await apiSignIn(member());
        const [alert] = await apiGet<Array<{ Id: number }>>('Uye/Alarmlar', { token: memberToken });
        const inbox = await apiGet<Array<{ AlarmId: number }>>('Uye/GelenKutusu', { token: memberToken });
        expect(inbox.filter((m) => m.AlarmId === alert?.Id)).toHaveLength(1);
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
      } finally {
        for (const no of nos) await cancelTrade(token, no);
      }
      await alerts.rowButton('alerts.deleteOf', klass.SinifAdi, condition).click();
      await alerts.rowButton('alerts.deleteOf', klass.SinifAdi, condition).waitFor({ state: 'detached' });
      expect(consoleErrors).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

  it('refuses an identical alert, set or resumed, with a message in the screen language', async () => {
    const groups = await bulletinApi<GroupWithClasses[]>('GetBultenUrunGruplarGruplar', lang);
    const klass = groups.flatMap((g) => g.Siniflar).find((c) => c.SinifKodu === '0101');
    if (!klass) throw new Error('the demo has no class 0101');
    const { page, consoleErrors, failedResponses } = await openMemberArea(lang, viewport);
    const alerts = new PriceAlerts(page, lang);
    // At or below 0,01 TL: never passes, so nothing fires while the test runs.
    const condition = text(lang, 'alerts.conditionALTINDA', { price: `${price}00 TL/kg` });
    const rows = page.getByRole('row').filter({ hasText: klass.SinifAdi }).filter({ hasText: condition });
    try {
      await alerts.add(klass.SinifAdi, 'ALTINDA', price);
      await expect.poll(() => rows.count()).toBe(1);
      await alerts.add(klass.SinifAdi, 'ALTINDA', price);
      const refusal = page.getByRole('alert').filter({ hasText: text(lang, 'alerts.notAdded') });
      await expect.poll(() => refusal.textContent()).toContain(text(lang, 'errors.ALERT_DUPLICATE'));
      expect(await rows.count()).toBe(1);
      // A paused twin may be set; resuming the paused one is then refused the same way.
      await alerts.rowButton('alerts.pauseOf', klass.SinifAdi, condition).click();
      await alerts.rowButton('alerts.resumeOf', klass.SinifAdi, condition).waitFor();
      await alerts.add(klass.SinifAdi, 'ALTINDA', price);
      await expect.poll(() => rows.count()).toBe(2);
      await alerts.rowButton('alerts.resumeOf', klass.SinifAdi, condition).click();
      const notChanged = page.getByRole('alert').filter({ hasText: text(lang, 'alerts.notChanged') });
      await expect.poll(() => notChanged.textContent()).toContain(text(lang, 'errors.ALERT_DUPLICATE'));
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      const memberToken = await apiSignIn(member());
      const mine = await apiGet<Array<{ Id: number; SinifId: number; Tur: string }>>('Uye/Alarmlar', {
        token: memberToken,
      });
      for (const a of mine.filter((m) => m.SinifId === klass.SinifId && m.Tur === 'ALTINDA'))
        await apiPost(`Uye/Alarm/Sil/${a.Id}`, {}, { token: memberToken });
    }
    // The two refusals, and nothing else, failed.
    expect(failedResponses.map((r) => r.split(' ')[0])).toEqual(['409', '409']);
    expect(consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
