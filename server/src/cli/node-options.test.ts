import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The V8 options a command line starts node with (those before the script or `--import`). */
function v8Options(commandLine: string): string[] {
  return commandLine.split(/\s+/).filter((word) => /^--(?!import)[a-z-]+=/.test(word));
}

describe('the command line’s node options', () => {
  it('are the same for `npx bulten` and `npm run bulten`, and bound the heap’s growth', () => {
    const shebang = read('../../bin/bulten.js').split('\n')[0]!;
    const script = (JSON.parse(read('../../package.json')) as { scripts: Record<string, string> }).scripts
      .bulten!;
    expect(v8Options(shebang)).toEqual(v8Options(script));
    expect(v8Options(shebang)).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=50']);
  });
});
