/** A path without its trailing slashes, cut into segments (`/` gives one empty segment). */
function segments(path: string): string[] {
  return path.replace(/\/+$/, '').split('/');
}

/**
 * True when `pathname` matches a route pattern such as `/online-bulten/:itemId` as the router matches it:
 * each `:name` one non-empty segment, the others equal but for letter case, a trailing slash allowed.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => {
      const actual = given[index]!;
      return segment.startsWith(':') ? actual !== '' : segment.toLowerCase() === actual.toLowerCase();
    })
  );
}
