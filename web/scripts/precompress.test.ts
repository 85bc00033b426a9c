import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './precompress.mjs';

const text = (bytes: number) => 'x'.repeat(bytes);

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz twins of the served text files big enough, and of nothing else', async () => {
    const files: Record<string, string> = {
      'assets/app-Ab_9-xYz.js': `console.log(${JSON.stringify(text(3000))});`,
      'assets/app-Ab_9-xYz.css': `body{margin:0}${'.a{color:red}'.repeat(200)}`,
      'assets/i18n/tr.json': JSON.stringify({ hello: text(2000) }),
      'assets/tiny-Ab_9-xYz.js': 'console.log(1);',
      'assets/logo.png': text(5000),
      'ssr/entry-server.js': text(5000),
      '.vite/manifest.json': JSON.stringify({ a: text(5000) }),
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const result = await precompress(dir);
    const twinned = ['assets/app-Ab_9-xYz.js', 'assets/app-Ab_9-xYz.css', 'assets/i18n/tr.json'];
    expect(result.files).toBe(twinned.length);
    for (const path of twinned) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString(), path).toBe(files[path]);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString(), path).toBe(files[path]);
    }
    for (const path of Object.keys(files).filter((p) => !twinned.includes(p)))
      expect(existsSync(join(dir, `${path}.br`)) || existsSync(join(dir, `${path}.gz`)), path).toBe(false);
    expect(files['assets/tiny-Ab_9-xYz.js']!.length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
  });
});
