/** Meta of the shell's own queries (ticker, options…): a same-URL navigation refetches every other query. */
export const SHELL_QUERY = { shell: true } as const;

/** True for a query of the shell (kept when a page's data is refetched). */
export function isShellQuery(meta: Record<string, unknown> | undefined): boolean {
  return meta?.shell === true;
}
