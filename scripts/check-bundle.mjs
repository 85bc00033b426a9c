#!/usr/bin/env node
// Sums the gzip size of the JavaScript the built index page loads first (its module entry and every
// modulepreload link) and fails above the budget; the same for the price widget's page (`embed.html`,
// served at /gomulu/…) and for `/` as the server renders it (the index page's scripts and the dashboard's
// chunks, which its `boot.js` loads once the page has painted), each against its own budget. Builds
// nothing: run `npm run build -w web` first.
// Usage: node scripts/check-bundle.mjs [dist directory, default web/dist]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budget of the first load of `/`, in bytes of gzipped JavaScript: the last measured figure rounded up to the
 * next kB, so that any growth fails (lower it when the first load shrinks). A first visitor's phone loads only
 * `boot.js` before its first interaction (or the first live event); this is what it loads then. */
export const BUDGET_BYTES = 111_000;

/**
 * Budget of `/` rendered on the server, in bytes of gzipped JavaScript: the index page's first load and the
 * dashboard's chunks (what a visitor's phone loads to take the page over, at its first interaction). Issue 12's
 * target is 120 kB; the last measured figure rounded up (the frame's buttons without Mantine's loader took it
 * from 120.8 to 118.5 kB): React DOM alone is some 68 kB of it.
 */
export const RENDERED_BUDGET_BYTES = 119_000;

/** The feature area `/` renders on the server. */
const HOME_FEATURE = 'dashboard';

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

/**
 * The scripts of `src/features/<feature>/index.ts` and of every chunk it imports statically, from Vite's
 * manifest: the ones the server preloads with the feature's rendered page (`server/src/web/manifest.ts`).
 */
export function featureScripts(manifest, feature) {
  const scripts = [];
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`src/features/${feature}/index.ts`);
  return scripts;
}

function readBuilt(name) {
  const file = join(dist, name);
  if (!existsSync(file)) {
    console.error(`check-bundle: ${file} is missing; run \`npm run build -w web\` first`);
    process.exit(2);
  }
  return readFileSync(file, 'utf8');
}

/** Prints the scripts and their verdict; answers whether they are within the budget. */
function checkScripts(urls, label, budget) {
  let total = 0;
  for (const url of urls) {
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

/**
 * Whether a built page has one module script, its entry, and modulepreload links for the rest: the server
 * starts a rendered page's scripts from that entry (`server/src/web/web-pages.ts`), and a page whose entry
 * chunk is a facade of other chunks gets one script tag for each.
 */
export function hasOneEntry(html, label) {
  const entries = html.match(/<script type="module"[^>]*\bsrc=/g) ?? [];
  if (entries.length === 1) return true;
  console.error(
    `check-bundle: ${label} has ${entries.length} module scripts, not one entry (see web/scripts/chunk-plan.ts)`,
  );
  return false;
}

function main() {
  const indexHtml = readBuilt('index.html');
  const embedHtml = readBuilt('embed.html');
  const oneEntry = hasOneEntry(indexHtml, 'index.html') && hasOneEntry(embedHtml, 'embed.html');
  const index = initialScripts(indexHtml);
  const app = checkScripts(index, '/', BUDGET_BYTES);
  const embed = checkScripts(initialScripts(embedHtml), '/gomulu', EMBED_BUDGET_BYTES);
  const home = featureScripts(JSON.parse(readBuilt('.vite/manifest.json')), HOME_FEATURE);
  const rendered = checkScripts(
    [...new Set([...index, ...home])],
    '/ rendered on the server',
    RENDERED_BUDGET_BYTES,
  );
  if (!oneEntry || !app || !embed || !rendered) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
