import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const STYLES = join(__dirname, '..', '..', '..', 'node_modules', '@mantine', 'core', 'styles');

// Components drawn with another component's styles too (Mantine builds them on it).
const BUILT_ON: Record<string, readonly string[]> = {
  ColorInput: ['ColorPicker', 'ColorSwatch'],
  Radio: ['RadioIndicator'],
  Checkbox: ['CheckboxIndicator'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The components each file imports from `@mantine/core` (capitalised names). */
function mantineComponents(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
    for (const part of match[1]!.split(','))
      if (!/^\s*type\s/.test(part)) found.push(part.trim().split(/\s+as\s+/)[0]!);
  return found.filter((name) => /^[A-Z]/.test(name));
}

describe("Mantine's styles", () => {
  it('are imported for every component a screen draws (a missing one draws unstyled, e.g. black dots)', () => {
    const files = sourceFiles(SRC);
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    const imported = new Set(
      texts.flatMap((text) => [...text.matchAll(/'@mantine\/core\/styles\/(\w+)\.css'/g)].map((m) => m[1]!)),
    );
    const used = new Set(
      texts.flatMap(mantineComponents).flatMap((name) => [name, ...(BUILT_ON[name] ?? [])]),
    );
    const missing = [...used].filter(
      (name) => existsSync(join(STYLES, `${name}.css`)) && !imported.has(name),
    );
    expect(missing.sort()).toEqual([]);
  });
});
