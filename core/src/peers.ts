import { divRound, parseScaled } from './money.js';

/**
 * Peers: neighbouring exchanges whose public bulletins a Bülten reads and shows beside its own figures.
 * Everything here is pure: the kinds of peer, why a peer is stale, class-name matching, units.
 */

/** What a peer runs: another Bülten, or the Alpha.WebPanel bulletin's public API. */
export const PEER_KINDS = ['bulten', 'alpha-webpanel'] as const;
export type PeerKind = (typeof PEER_KINDS)[number];

/**
 * Why a peer's last read failed (it is then stale): no answer in time, no connection, an HTTP status other
 * than 200, an answer that is not JSON (an HTML error page), larger than allowed, of another shape, for
 * another day than asked, or with prices no market has.
 */
export const PEER_STALE_REASONS = [
  'TIMEOUT',
  'UNREACHABLE',
  'HTTP_STATUS',
  'NOT_JSON',
  'TOO_LARGE',
  'SCHEMA',
  'WRONG_DAY',
  'ABSURD_PRICE',
] as const;
export type PeerStaleReason = (typeof PEER_STALE_REASONS)[number];

/** The price units a peer's class may be quoted in: per kilogram or per tonne. */
export const PEER_PRICE_UNITS = ['KG', 'TON'] as const;
export type PeerPriceUnit = (typeof PEER_PRICE_UNITS)[number];

/** A price (e4 TL) per one of the peer price units, per kilogram (e4 TL/kg, rounded half away from zero). */
export function pricePerKgE4(priceE4: number, unit: PeerPriceUnit): number {
  return unit === 'TON' ? Number(divRound(BigInt(priceE4), 1000n)) : priceE4;
}

/**
 * A compatibility price string (`"20,6840"`: comma decimal, at most 4 decimals, no grouping) as e4, or
 * null for anything else (a dot, a thousands separator, a sign, more decimals).
 */
export function compatPriceE4(text: string): number | null {
  if (!/^\d+(,\d{1,4})?$/.test(text)) return null;
  return parseScaled(text, 4, ',');
}

// Turkish letters folded to their Latin base after upper-casing in Turkish (i → İ, ı → I), so that a
// peer that writes "EKMEKLIK", "Ekmeklik" or "ekmeklik" names the same class as "EKMEKLİK".
const FOLD: Record<string, string> = {
  İ: 'I',
  Ş: 'S',
  Ğ: 'G',
  Ü: 'U',
  Ö: 'O',
  Ç: 'C',
  Â: 'A',
  Î: 'I',
  Û: 'U',
};

// Keys already worked out (upper-casing in a locale is not cheap; boards compare the same names often).
const keys = new Map<string, string>();
const KEPT_KEYS = 5000;

/**
 * The key two class names are compared by: upper case in Turkish, Turkish letters folded (İ/I/ı, Ş, Ğ…),
 * every run of other characters (dots, spaces, brackets, dashes) one space: "1.GRUP" ≈ "1. grup".
 */
export function classNameKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    if (keys.size >= KEPT_KEYS) keys.clear();
    key = foldedKey(name);
    keys.set(name, key);
  }
  return key;
}

function foldedKey(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleUpperCase('tr-TR')
    .replace(/[İŞĞÜÖÇÂÎÛ]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

function bigrams(key: string): Map<string, number> {
  const counts = new Map<string, number>();
  const text = ` ${key} `;
  for (let i = 0; i < text.length - 1; i += 1) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

const numbersOf = (key: string) => key.split(' ').filter((word) => /^\d+$/.test(word));

/**
 * How alike two class names are, from 0 to 1: the Dice coefficient of their keys' letter pairs, halved when
 * they carry different numbers ("1 GRUP" and "2 GRUP" are different classes however alike they read).
 */
export function classNameSimilarity(a: string, b: string): number {
  const ka = classNameKey(a);
  const kb = classNameKey(b);
  if (ka === '' || kb === '') return 0;
  if (ka === kb) return 1;
  const pa = bigrams(ka);
  const pb = bigrams(kb);
  let shared = 0;
  let total = 0;
  for (const [pair, count] of pa) {
    shared += Math.min(count, pb.get(pair) ?? 0);
    total += count;
  }
  for (const count of pb.values()) total += count;
  const dice = (2 * shared) / total;
  return numbersOf(ka).join(' ') === numbersOf(kb).join(' ') ? dice : dice / 2;
}

/** One of our classes as a candidate for a peer's class: its id and its names (every language). */
export interface ClassCandidate {
  id: number;
  names: readonly string[];
}

/** A suggested class with its score (0–1, two decimals). */
export interface ClassSuggestion {
  id: number;
  score: number;
}

/** The least score a class is suggested with. */
export const SUGGESTION_FLOOR = 0.5;

/**
 * Our classes most like a peer's class name, best first (at most `limit`, each scoring at least
 * `SUGGESTION_FLOOR`; ties in the candidates' order).
 */
export function suggestClasses(
  peerName: string,
  candidates: readonly ClassCandidate[],
  limit = 3,
): ClassSuggestion[] {
  return candidates
    .map((c) => ({ id: c.id, score: Math.max(0, ...c.names.map((n) => classNameSimilarity(peerName, n))) }))
    .filter((s) => s.score >= SUGGESTION_FLOOR)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit)
    .map((s) => ({ id: s.id, score: Math.round(s.score * 100) / 100 }));
}

/**
 * The class a peer's class maps to by itself: the one candidate whose name has the same key, or null when
 * none or several do.
 */
export function sameNamedClass(peerName: string, candidates: readonly ClassCandidate[]): number | null {
  const key = classNameKey(peerName);
  const matches = candidates.filter((c) => c.names.some((n) => classNameKey(n) === key));
  return matches.length === 1 ? matches[0]!.id : null;
}
