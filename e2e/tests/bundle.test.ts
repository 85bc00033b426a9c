import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../support/paths';

describe('bundle budgets', () => {
  it('the first load of / stays within the budget of gzipped JavaScript (BUDGET_BYTES in the script)', () => {
    // The global setup built the web for this run; the script only reads that build.
    const script = join(REPO_ROOT, 'scripts', 'check-bundle.mjs');
    const run = spawnSync(process.execPath, [script, inject('e2e').webDist], { encoding: 'utf8' });
    console.log(run.stdout.trim());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/first load of \/ ships \d+\.\d kB gzipped JS \(within the \d+ kB budget\)/);
  });

  it('/ as the server renders it, with the dashboard chunks, stays within its budget (RENDERED_BUDGET_BYTES)', () => {
    const script = join(REPO_ROOT, 'scripts', 'check-bundle.mjs');
    const run = spawnSync(process.execPath, [script, inject('e2e').webDist], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const rendered = run.stdout.slice(run.stdout.indexOf('first load of /gomulu ships'));
    expect(rendered).toMatch(/\/assets\/dashboard-[\w-]+\.js/);
    expect(rendered).toMatch(
      /first load of \/ rendered on the server ships \d+\.\d kB gzipped JS \(within the \d+ kB budget\)/,
    );
  });

  it('the price widget (/gomulu/…) ships at most 30 kB of gzipped JavaScript, and none of the app', () => {
    const script = join(REPO_ROOT, 'scripts', 'check-bundle.mjs');
    const run = spawnSync(process.execPath, [script, inject('e2e').webDist], { encoding: 'utf8' });
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
