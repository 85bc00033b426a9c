import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject, type RunnerTestCase } from 'vitest';

/** What a test opened: closed after it, kept as files when it failed. */
interface Tracked {
  context: BrowserContext;
  closed: boolean;
}

let tracked: Tracked[] = [];

/**
 * Starts a trace of the context: DOM snapshots per action, no screencast (the full-page screenshot of a
 * failure shows the end; a screencast made traces of one test 20 MB). Dropped when the test passes.
 */
export async function startTracing(context: BrowserContext): Promise<void> {
  await context.tracing.start({ snapshots: true, screenshots: false });
}

/** Registers a context the current test opened, to finish it after the test. */
export function trackPage({ context }: { context: BrowserContext }): void {
  const entry: Tracked = { context, closed: false };
  context.on('close', () => {
    entry.closed = true;
  });
  tracked.push(entry);
}

/** The folder of this run's failure artifacts (inside the run's temp folder, kept when it has files). */
export function failuresDir(): string {
  return join(inject('e2e').runDir, 'failures');
}

/** `file--describe--test`, safe as a file name. */
function fileStem(test: RunnerTestCase): string {
  const names: string[] = [test.name];
  for (let suite = test.suite; suite; suite = suite.suite) if (suite.name) names.unshift(suite.name);
  names.unshift(test.file.name.replace(/^.*\//, '').replace(/\.test\.ts$/, ''));
  return names
    .map((name) => name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, ''))
    .join('--')
    .slice(0, 180);
}

/** Saves a full-page screenshot of every page and the trace of one context; answers the files' paths. */
async function keep(context: BrowserContext, stem: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [i, page] of context.pages().entries()) {
    const path = join(failuresDir(), `${stem}${i ? `-page${i + 1}` : ''}.png`);
    await page.screenshot({ path, fullPage: true }).then(
      () => paths.push(path),
      (error: Error) => paths.push(`(no screenshot: ${error.message.split('\n')[0]})`),
    );
  }
  const trace = join(failuresDir(), `${stem}.trace.zip`);
  await context.tracing.stop({ path: trace });
  paths.push(trace);
  return paths;
}

/** Names the saved files in the test's failure: printed now and added to its first error's message. */
function report(test: RunnerTestCase, paths: string[]): void {
  const lines = [
    'Failure artifacts (open a trace with `npx playwright-core show-trace <file>`):',
    ...paths.map((p) => `  ${p}`),
  ].join('\n');
  console.error(lines);
  const error = test.result?.errors?.[0];
  if (error) error.message = `${error.message}\n\n${lines}`;
}

/**
 * After each test: closes what it opened. When the test failed, first keeps a full-page screenshot and a
 * trace per context under the run's temp folder, named after the test, and names them in the failure.
 */
export async function finishTrackedPages(test: RunnerTestCase): Promise<void> {
  const open = tracked.filter((entry) => !entry.closed);
  tracked = [];
  const failed = test.result?.state === 'fail';
  const paths: string[] = [];
  if (failed && open.length) mkdirSync(failuresDir(), { recursive: true });
  for (const [i, { context }] of open.entries()) {
    try {
      if (failed) paths.push(...(await keep(context, `${fileStem(test)}${i ? `-context${i + 1}` : ''}`)));
      else await context.tracing.stop();
    } finally {
      await context.close();
    }
  }
  if (paths.length) report(test, paths);
}
