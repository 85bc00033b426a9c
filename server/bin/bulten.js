#!/usr/bin/env node
// `npx bulten` (and `node bin/bulten.js`): the TypeScript CLI run through tsx, no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
