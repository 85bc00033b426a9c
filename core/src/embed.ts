// The price widget's pages, defined once: the server serves them, the web's widget reads its target from the
// path and the product page's snippet links to them. No imports, so the widget's bundle stays without zod.

/** The widget's two kinds of page and the word each takes in the path. */
export const EMBED_KINDS = { class: 'fiyat', group: 'grup' } as const;

/** A class's widget (one class's day) or a group's (the group's classes). */
export type EmbedKind = keyof typeof EMBED_KINDS;

/** The folder every widget page is under. */
export const EMBED_ROOT = '/gomulu';

/** The widget page of a class or a group: `/gomulu/fiyat/{classId}`, `/gomulu/grup/{groupId}`. */
export function embedPath(kind: EmbedKind, id: number | string): string {
  return `${EMBED_ROOT}/${EMBED_KINDS[kind]}/${id}`;
}

/** The server's route patterns of the widget's pages (`/gomulu/fiyat/:classId`, `/gomulu/grup/:groupId`). */
export const EMBED_ROUTES = [embedPath('class', ':classId'), embedPath('group', ':groupId')] as const;

/** The kind and id a widget page's path names (a trailing slash allowed); null for any other path. */
export function parseEmbedPath(pathname: string): { kind: EmbedKind; id: number } | null {
  for (const kind of Object.keys(EMBED_KINDS) as EmbedKind[]) {
    const match = new RegExp(`^${EMBED_ROOT}/${EMBED_KINDS[kind]}/(\\d{1,9})/?$`).exec(pathname);
    if (match) return { kind, id: Number(match[1]) };
  }
  return null;
}
