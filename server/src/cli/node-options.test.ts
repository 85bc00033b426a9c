import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The V8 options a command line starts node with (`--name=value` ones) (those before the script or `--import`). */
function v8Options(commandLine: string): string[] {
  return commandLine.split(/\s+/).filter((word) => /^--(?!import)[a-z-]+=/.test(word));
}

describe('the command line’s and the server’s node options', () => {
  it('are the same for `npx bulten` and `npm run bulten`, and bound the heap’s growth', () => {
    const shebang = read('../../bin/bulten.js').split('\n')[0]!;
    const script = (JSON.parse(read('../../package.json')) as { scripts: Record<string, string> }).scripts
      .bulten!;
    expect(v8Options(shebang)).toEqual(v8Options(script));
    expect(v8Options(shebang)).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50']);
  });

  it('are those `npm start` runs the built server with', () => {
    const scripts = (JSON.parse(read('../../package.json')) as { scripts: Record<string, string> }).scripts;
    expect(v8Options(scripts.start!)).toEqual(v8Options(scripts.bulten!));
  });
});
