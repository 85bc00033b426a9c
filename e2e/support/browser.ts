import { type Browser, chromium } from 'playwright-core';

let shared: Promise<Browser> | undefined;

/** Debian's Chromium with the flags of the brief, and any more a test needs. */
export function launchBrowser(moreArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...moreArgs,
    ],
  });
}

/** The test file's browser, started on first use (`setup.ts` closes it after the file). */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

/** Closes the test file's browser if one was started. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
}
