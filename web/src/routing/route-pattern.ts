import { parse } from 'regexparam';

// Each pattern's expression, made once: the server asks for every page request (`isAppPath`, the rendered
// pages), and the patterns are a fixed few dozen.
const COMPILED = new Map<string, RegExp>();

/**
 * True when `pathname` matches a route pattern such as `/online-bulten/:itemId` exactly as the router
 * matches it: through regexparam, wouter's own pattern parser (each `:name` one segment, letter case
 * aside, a trailing slash allowed).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  let compiled = COMPILED.get(pattern);
  if (!compiled) {
    compiled = parse(pattern).pattern;
    COMPILED.set(pattern, compiled);
  }
  return compiled.test(pathname);
}
