#!/usr/bin/env node
// Sums the gzip size of the JavaScript the built index page loads first (its module entry and every
// modulepreload link) and fails above the budget; the same for the price widget's page (`embed.html`,
// served at /gomulu/…) against its own budget. Builds nothing: run `npm run build -w web` first.
// Usage: node scripts/check-bundle.mjs [dist directory, default web/dist]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the first load of `/`, in bytes of gzipped JavaScript: the last measured figure rounded up to the
 * next kB, so that any growth fails (lower it when the first load shrinks). */
export const BUDGET_BYTES = 116_000;

/** Budget of the price widget's page (`/gomulu/…`, `embed.html`), in bytes of gzipped JavaScript (30 kB). */
export const EMBED_BUDGET_BYTES = 30_000;

const dist = process.argv[2]
  ? resolve(process.argv[2])
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist');

/** The JS files the index page loads initially: module scripts and modulepreload links, in order. */
export function initialScripts(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) return [attr('src')];
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) return [attr('href')];
    return [];
  });
  return [...new Set(urls)].filter((url) => !/^https?:\/\//.test(url));
}

/** Prints the page's initial scripts and its verdict; answers whether it is within the budget. */
function checkPage(page, label, budget) {
  const file = join(dist, page);
  if (!existsSync(file)) {
    console.error(`check-bundle: ${file} is missing; run \`npm run build -w web\` first`);
    process.exit(2);
  }
  let total = 0;
  for (const url of initialScripts(readFileSync(file, 'utf8'))) {
    const size = gzipSync(readFileSync(join(dist, url.replace(/^\//, ''))), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${url}`);
  }
  const verdict = total <= budget ? 'within' : 'OVER';
  console.log(
    `check-bundle: first load of ${label} ships ${(total / 1000).toFixed(1)} kB gzipped JS (${verdict} the ${budget / 1000} kB budget)`,
  );
  return total <= budget;
}

function main() {
  const app = checkPage('index.html', '/', BUDGET_BYTES);
  const embed = checkPage('embed.html', '/gomulu', EMBED_BUDGET_BYTES);
  if (!app || !embed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
