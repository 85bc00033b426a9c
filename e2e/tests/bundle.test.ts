import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../support/paths';

// The global setup built the web for this run; the script only reads that build, so one run serves every test.
let checked: SpawnSyncReturns<string> | undefined;
function checkBundle(): SpawnSyncReturns<string> {
  const script = join(REPO_ROOT, 'scripts', 'check-bundle.mjs');
  checked ??= spawnSync(process.execPath, [script, inject('e2e').webDist], { encoding: 'utf8' });
  return checked;
}

describe('bundle budgets', () => {
  it('the first load of / stays within the budget of gzipped JavaScript (BUDGET_BYTES in the script)', () => {
    const run = checkBundle();
    console.log(run.stdout.trim());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/first load of \/ ships \d+\.\d kB gzipped JS \(within the \d+ kB budget\)/);
  });

  it('/ as the server renders it, with the dashboard chunks, stays within its budget (RENDERED_BUDGET_BYTES)', () => {
    const run = checkBundle();
    expect(run.status).toBe(0);
    const rendered = run.stdout.slice(run.stdout.indexOf('first load of /gomulu ships'));
    expect(rendered).toMatch(/\/assets\/dashboard-[\w-]+\.js/);
    expect(rendered).toMatch(
      /first load of \/ rendered on the server ships \d+\.\d kB gzipped JS \(within the \d+ kB budget\)/,
    );
  });

  it('the price widget (/gomulu/…) ships at most 30 kB of gzipped JavaScript, and none of the app', () => {
    const run = checkBundle();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /first load of \/gomulu ships \d+\.\d kB gzipped JS \(within the 30 kB budget\)/,
    );
    const widget = run.stdout.slice(
      run.stdout.indexOf('first load of / ships'),
      run.stdout.indexOf('first load of /gomulu ships'),
    );
    expect(widget).not.toMatch(/\/assets\/(main|vendor)-/);
  });
});
