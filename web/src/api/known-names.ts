import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

// A catalogue id names one node (groups, classes and products share one id space): an answer that holds
// `UrunId`, `SinifId` or `GrupId` equal to it holds the node's name beside it, in the page's language.
const NAMED = [
  ['UrunId', 'UrunAdi'],
  ['SinifId', 'SinifAdi'],
  ['GrupId', 'GrupAdi'],
] as const;

/** The deepest an answer is searched (a day's bulletin: answer → rows → row). */
const MAX_DEPTH = 4;

function nameIn(value: unknown, id: number, depth: number): string | null {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  if (!Array.isArray(value)) {
    const row = value as Record<string, unknown>;
    for (const [idKey, nameKey] of NAMED) {
      const name = row[nameKey];
      if (row[idKey] === id && typeof name === 'string' && name !== '') return name;
    }
  }
  for (const item of items) {
    const found = nameIn(item, id, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The name of a catalogue node as some answer the page already holds gives it (the home page's cards, a
 * day's bulletin, the selectors, an earlier summary), or null: a page opened from another one shows the
 * name with its first paint instead of a placeholder while its own answer loads.
 */
export function knownItemName(client: QueryClient, id: number): string | null {
  if (!Number.isInteger(id) || id <= 0) return null;
  for (const query of client.getQueryCache().getAll()) {
    const found = nameIn(query.state.data, id, 0);
    if (found) return found;
  }
  return null;
}

/** `knownItemName` of the page's query client, looked up when the id changes. */
export function useKnownItemName(id: number): string | null {
  const client = useQueryClient();
  return useMemo(() => knownItemName(client, id), [client, id]);
}
