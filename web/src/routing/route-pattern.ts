import { parse } from 'regexparam';

/**
 * True when `pathname` matches a route pattern such as `/online-bulten/:itemId` exactly as the router
 * matches it: through regexparam, wouter's own pattern parser (each `:name` one segment, letter case
 * aside, a trailing slash allowed).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return parse(pattern).pattern.test(pathname);
}
