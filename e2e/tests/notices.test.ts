import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPageModel } from '../pages/test-page';
import { launchBrowser, openPage, waitUntil } from '../support/browser';
import { type Lang, text } from '../support/i18n';

const VIEWPORT = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('toasts', () => {
  it('stack newest on top at the top right, in four kinds', async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT });
    const testPage = new TestPageModel(page);
    await testPage.open();
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
    await context.close();
  });

  it('vanish after 2 s', async () => {
    const { page, context } = await openPage(browser, { viewport: VIEWPORT });
    const testPage = new TestPageModel(page);
    await testPage.open();
    await testPage.toastButton('info').click();
    const shown = Date.now();
    await testPage.shell.toasts().first().waitFor();
    await page.waitForTimeout(1200);
    expect(await testPage.shell.toasts().count()).toBe(1);
    await testPage.shell.toasts().first().waitFor({ state: 'detached', timeout: 4000 });
    const lasted = Date.now() - shown;
    expect(lasted).toBeGreaterThanOrEqual(1900);
    expect(lasted).toBeLessThan(3500);
    await context.close();
  });
});

describe('dialogs', () => {
  for (const lang of ['tr', 'en'] as Lang[]) {
    it(`show lg and xl sizes with a static backdrop and the default "${text(lang, 'dialog.ok')}" button`, async () => {
      const { page, context } = await openPage(browser, { viewport: VIEWPORT, language: lang });
      const testPage = new TestPageModel(page, lang);
      await testPage.open();
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
      await context.close();
    });
  }
});

describe('numeric input', () => {
  for (const [lang, initial, typed, shown] of [
    ['tr', '1 250 000,5', '9876543,21', '9 876 543,21'],
    ['en', '1 250 000.5', '9876543.21', '9 876 543.21'],
  ] as const) {
    it(`masks with space thousands and "${lang === 'tr' ? ',' : '.'}" decimals in ${lang}`, async () => {
      const { page, context } = await openPage(browser, { language: lang });
      const testPage = new TestPageModel(page, lang);
      await testPage.open();
      const input = testPage.amountInput();
      expect(await input.inputValue()).toBe(initial);
      await input.fill('');
      await input.pressSequentially(typed);
      expect(await input.inputValue()).toBe(shown);
      await page.getByText(text(lang, 'testPage.rawValue', { value: '9876543.21' })).waitFor();
      await context.close();
    });
  }
});
