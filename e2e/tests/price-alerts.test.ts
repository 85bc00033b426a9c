import type { GroupWithClasses } from '@bulten/core';
import { describe, expect, inject, it } from 'vitest';
import { MemberAreaPage } from '../pages/member-area-page';
import { PriceAlerts } from '../pages/price-alerts';
import { SignInPage } from '../pages/sign-in-page';
import { apiGet, apiSignIn, bulletinApi, cancelTrade, registerTrade } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { E2E_USERS } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { DESKTOP, openPage, PHONE } from '../support/open-page';
import { bodyRows } from '../support/tables';

const member = () => ({ ...E2E_USERS.member, memberCode: inject('e2e').memberCode });

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
      const { page, consoleErrors } = await openPage({
        language: lang,
        viewport: DESKTOP,
        path: SignInPage.path,
      });
      await new SignInPage(page, lang).signIn(member());
      await page.setViewportSize(viewport);
      await new MemberAreaPage(page, lang).open('/kullanici-bulten');
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
});
