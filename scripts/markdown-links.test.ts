/**
 * The repository's own markdown links resolve: in every tracked `*.md` (outside node_modules), each relative
 * link `[text](path#anchor)` names an existing file and, with an anchor, a heading of that file (GitHub's
 * anchors); each `#anchor` a heading of the file itself; and a markdown file named in a code span
 * (`docs/DEPLOY.md`) exists, relative to the file or to the repository root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text outside fenced code blocks, line by line (fences' lines left empty, so line numbers hold). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The anchors of a file's headings, the second of a name `name-1` and so on, as GitHub numbers them. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** A link's or code span's target that points outside the repository's files (a URL, a mail address). */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Every problem of one file's links, as `file:line: target: problem`. */
function problemsOf(file: string): string[] {
  const problems: string[] = [];
  const where = relative(ROOT, file);
  proseLines(readFileSync(file, 'utf8')).forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    const withoutCode = line.replace(/`[^`]*`/g, '``');
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const problem = linkProblem(file, match[1]);
      if (problem) problems.push(`${at}: ${match[1]}: ${problem}`);
    }
    for (const match of line.matchAll(/`([^`\s]+\.md)(#[^`\s]*)?`/g)) {
      if (isExternal(match[1])) continue;
      const candidates = [join(dirname(file), match[1]), join(ROOT, match[1])];
      if (!candidates.some((path) => existsSync(path))) problems.push(`${at}: ${match[1]}: no such file`);
    }
  });
  return problems;
}

/** Why a link does not resolve, or undefined when it does. */
function linkProblem(file: string, target: string): string | undefined {
  if (isExternal(target)) return undefined;
  const [path, anchor] = target.split('#', 2);
  const linked = path === '' ? file : join(path.startsWith('/') ? ROOT : dirname(file), decodeURI(path));
  if (!existsSync(linked)) return 'no such file';
  if (anchor === undefined || !linked.endsWith('.md')) return undefined;
  return anchorsOf(linked).has(decodeURIComponent(anchor).toLowerCase()) ? undefined : 'no such heading';
}

const markdownFiles = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && !path.split('/').includes('node_modules'))
  .map((path) => join(ROOT, path));

describe('markdown links', () => {
  it('finds the tracked markdown files', () => {
    expect(markdownFiles.map((file) => relative(ROOT, file))).toContain('README.md');
  });

  it('resolve to existing files and headings in every tracked markdown file', () => {
    expect(markdownFiles.flatMap(problemsOf)).toEqual([]);
  });

  it('make anchors as GitHub does', () => {
    const anchors = {
      'Sending SMS': 'sending-sms',
      'Configuration (environment)': 'configuration-environment',
      '`npm start`: what it runs': 'npm-start-what-it-runs',
      'Screens → endpoints → server modules': 'screens--endpoints--server-modules',
      'Sözlük ve Ağırlıklı ortalama': 'sözlük-ve-ağırlıklı-ortalama',
    };
    for (const [heading, anchor] of Object.entries(anchors))
      expect(headingAnchor(heading), heading).toBe(anchor);
  });
});
