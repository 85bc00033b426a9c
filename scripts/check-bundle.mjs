#!/usr/bin/env node
// Sums the gzip size of the JavaScript the built index page loads first (its module entry and every
// modulepreload link) and fails above the budget. Builds nothing: run `npm run build -w web` first.
// Usage: node scripts/check-bundle.mjs [dist directory, default web/dist]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the first load of `/`, in bytes of gzipped JavaScript (250 kB). */
export const BUDGET_BYTES = 250_000;

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

function main() {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    console.error(`check-bundle: ${index} is missing; run \`npm run build -w web\` first`);
    process.exit(2);
  }
  let total = 0;
  for (const url of initialScripts(readFileSync(index, 'utf8'))) {
    const size = gzipSync(readFileSync(join(dist, url.replace(/^\//, ''))), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${url}`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `check-bundle: first load of / ships ${(total / 1000).toFixed(1)} kB gzipped JS (${verdict} the ${BUDGET_BYTES / 1000} kB budget)`,
  );
  if (total > BUDGET_BYTES) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
