import { findControlCharacter, showControlCharacters } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** `where: [what ]U+0000 at character N` of a text's first control character, or null. */
function problemIn(where: string, text: string, multiLine: boolean, what = ''): string | null {
  const found = findControlCharacter(text, multiLine);
  return found ? `${where}: ${what}${found.codePoint} at character ${found.position}` : null;
}

function decoded(text: string, plusIsSpace: boolean): string {
  const spaced = plusIsSpace ? text.replaceAll('+', ' ') : text;
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Malformed escapes are left to the router and the schemas; the raw text is what gets checked.
    return spaced;
  }
}

/** The first control character of a request URL: in the decoded path, else in a query name or value. */
export function urlProblem(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const inPath = problemIn('path', decoded(path, false), false);
  if (inPath || mark === -1) return inPath;
  for (const pair of url.slice(mark + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = decoded(equals === -1 ? pair : pair.slice(0, equals), true);
    const value = equals === -1 ? '' : decoded(pair.slice(equals + 1), true);
    const shown = `query ${showControlCharacters(name)}`;
    const problem = problemIn(shown, name, false) ?? problemIn(shown, value, false);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first control character of a parsed body. JSON strings are texts that may span lines (tab, LF and
 * CR pass); keys may not hold any. A text body (a CSV upload) is named by line. Walked without recursion,
 * so a deeply nested body cannot overflow the stack.
 */
export function bodyProblem(body: unknown): string | null {
  if (typeof body === 'string') return textBodyProblem(body);
  const pending: Array<{ path: string; value: unknown }> = [{ path: 'body', value: body }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, value } = next;
    if (typeof value === 'string') {
      const problem = problemIn(path, value, true);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const problem = problemIn(`${path}.${showControlCharacters(key)}`, key, false, 'key ');
        if (problem) return problem;
      }
      for (const [key, item] of entries.reverse()) pending.push({ path: `${path}.${key}`, value: item });
    }
  }
  return null;
}

function textBodyProblem(text: string): string | null {
  const found = findControlCharacter(text, true);
  if (!found) return null;
  const before = text.slice(0, found.position - 1);
  const line = before.split('\n').length;
  const column = found.position - (before.lastIndexOf('\n') + 1);
  return `body: line ${line}: ${found.codePoint} at character ${column}`;
}

/**
 * Refuses control characters wherever input enters over HTTP — the path, the query and the body of every
 * route, known or not — with 400 CONTROL_CHARACTER, before any route, guard or schema sees the request.
 * CSV files are checked cell by cell as well, by the import's row reader (the CLI does not come through here).
 */
export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = urlProblem(request.url);
    if (problem) throw new AppError(400, 'CONTROL_CHARACTER', [problem]);
  });
  app.addHook('preValidation', async (request) => {
    const problem = bodyProblem(request.body);
    if (problem) throw new AppError(400, 'CONTROL_CHARACTER', [problem]);
  });
}
