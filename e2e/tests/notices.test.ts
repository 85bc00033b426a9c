import { describe, expect, it } from 'vitest';
import { TestPage } from '../pages/test-page';
import { seriousViolations } from '../support/axe';
import { parseFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { DESKTOP, openScreen } from '../support/open-page';
import { waitUntil } from '../support/wait';

const VIEWPORT = DESKTOP;

describe('toasts', () => {
  it('stack newest on top at the top right, in four kinds', async () => {
    const { screen: testPage } = await openScreen(TestPage, {
      viewport: VIEWPORT,
      path: TestPage.path,
    });
    const kinds = ['success', 'info', 'error', 'warning'] as const;
    for (const kind of kinds) await testPage.toastButton(kind).click();
    const toasts = testPage.shell.toasts();
    expect(
      await waitUntil(
        () => toasts.count(),
        (n) => n === 4,
        1500,
      ),
    ).toBe(4);
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => toasts.nth(i).boundingBox()));
    const placed = await Promise.all(
      [0, 1, 2, 3].map(async (i) => ({
        text: (await toasts.nth(i).textContent()) ?? '',
        y: boxes[i]!.y,
        box: boxes[i]!,
      })),
    );
    for (const { box } of placed) {
      expect(box.x + box.width).toBeGreaterThan(VIEWPORT.width - 40);
      expect(box.y).toBeLessThan(VIEWPORT.height / 2);
    }
    const topToBottom = placed.sort((a, b) => a.y - b.y).map((p) => p.text);
    const expected = [...kinds]
      .reverse()
      .map((kind, i) =>
        text('tr', 'testPage.toastMessage', { kind: text('tr', `testPage.kinds.${kind}`), n: 4 - i }),
      );
    expect(topToBottom).toEqual(expected);
  });

  it('pass axe, their close button included (a hovered toast stays)', async () => {
    const { page, screen: testPage } = await openScreen(TestPage, { path: TestPage.path });
    await testPage.toastButton('info').click();
    await testPage.shell.toasts().first().hover();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await testPage.shell.toasts().count()).toBe(1);
  });

  it('vanish after 2 s', async () => {
    const { page, screen: testPage } = await openScreen(TestPage, {
      viewport: VIEWPORT,
      path: TestPage.path,
    });
    await testPage.toastButton('info').click();
    const shown = Date.now();
    await testPage.shell.toasts().first().waitFor();
    await page.waitForTimeout(1200);
    expect(await testPage.shell.toasts().count()).toBe(1);
    await testPage.shell.toasts().first().waitFor({ state: 'detached', timeout: 4000 });
    const lasted = Date.now() - shown;
    expect(lasted).toBeGreaterThanOrEqual(1900);
    expect(lasted).toBeLessThan(3500);
  });
});

describe('dialogs', () => {
  for (const lang of ['tr', 'en'] as Lang[]) {
    it(`show lg and xl sizes with a static backdrop and the default "${text(lang, 'dialog.ok')}" button`, async () => {
      const { page, screen: testPage } = await openScreen(TestPage, {
        viewport: VIEWPORT,
        language: lang,
        path: TestPage.path,
      });
      for (const [button, title, width] of [
        ['testPage.openAlert', 'testPage.alertTitle', 620],
        ['testPage.openWide', 'testPage.wideTitle', 780],
      ] as const) {
        await testPage.button(button).click();
        const dialog = testPage.shell.dialog(text(lang, title));
        await dialog.waitFor();
        expect(Math.round((await dialog.boundingBox())!.width)).toBe(width);
        await page.mouse.click(10, VIEWPORT.height - 10);
        await page.waitForTimeout(300);
        expect(await dialog.isVisible()).toBe(true);
        await dialog.getByRole('button', { name: text(lang, 'dialog.ok'), exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    });
  }
});

describe('numeric input', () => {
  for (const [lang, typed, grouped, ambiguous, asThousands, asDecimal] of [
    ['tr', '9876543,21', '9.876.543,21', '1,234', '1.234', '1,2340'],
    ['en', '9876543.21', '9,876,543.21', '25.000', '25,000', '25'],
  ] as const) {
    it(`reads numbers the ${lang} way, groups them on leaving the field and refuses an ambiguous one`, async () => {
      const { page, screen: testPage } = await openScreen(TestPage, { language: lang, path: TestPage.path });
      const input = testPage.amountInput();
      const initial = await input.inputValue();
      expect(parseFigure(lang, initial)).toEqual({ value: 1250000.5, unit: '', decimals: 1 });
      await input.fill('');
      await input.pressSequentially(typed);
      await input.press('Tab');
      expect(await input.inputValue()).toBe(grouped);
      await page.getByText(text(lang, 'testPage.rawValue', { value: '9876543.21' })).waitFor();
      await input.fill(ambiguous);
      await input.press('Tab');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      await page
        .getByText(text(lang, 'numberField.ambiguous', { text: ambiguous, asThousands, asDecimal }))
        .waitFor();
      expect(await input.inputValue()).toBe(ambiguous);
    });
  }
});
