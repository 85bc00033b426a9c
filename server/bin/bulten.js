#!/usr/bin/env -S node --max-semi-space-size=8 --heap-growing-percent=50
// `npx bulten` (its options from the line above; `node bin/bulten.js` runs without them): the TypeScript CLI
// run through tsx, no build step. V8's young generation capped at 16 MB as `npm start` does (a bulk import's
// peak memory some 15 MB lower, no slower), and its old generation let grow by half its live size between
// full collections, not up to four times: a million-row import's peak 270-310 -> 240-250 MB, as fast.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
