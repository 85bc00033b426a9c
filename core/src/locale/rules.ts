import { ANALYSES, type AnalysisKey } from '../analyses.js';

/**
 * What a number field allows: its decimals (the value is kept as an integer scaled by 10^decimals) and its
 * range in whole units. Typed entries and file columns of the same field read with the same rule.
 */
export interface NumberRule {
  decimals: number;
  /** Smallest allowed value; default 0. */
  min?: number;
  /** Whether `min` itself is allowed; default true. */
  minInclusive?: boolean;
  /** Largest allowed value; at most 15 significant digits in any case (see `MAX_SCALED`). */
  max?: number;
  /** Shown with exactly `decimals` decimals (prices: `20,4500`), else with the decimals it has (`12,5`). */
  fixed?: boolean;
}

/**
 * The largest scaled value of any field: 15 digits, the most a JSON number carries exactly, so a value read
 * here reaches the server and comes back in an answer without a digit changed.
 */
export const MAX_SCALED = 999_999_999_999_999;

/** The fields people type and files carry, by kind. */
export const NUMBER_RULES = {
  /** A traded quantity in its unit: up to 3 decimals, more than 0. */
  quantity: { decimals: 3, min: 0, minInclusive: false },
  /** A unit price in TL: 4 decimals, more than 0. */
  price: { decimals: 4, min: 0, minInclusive: false, fixed: true },
  /** A count of animals: a whole number, 1 to a million. */
  heads: { decimals: 0, min: 1, max: 1_000_000 },
  /** A live weight in kg: up to 3 decimals, more than 0. */
  liveWeight: { decimals: 3, min: 0, minInclusive: false },
  /** A share in percent (protein, moisture…): 2 decimals, 0 to 100. */
  percent: { decimals: 2, min: 0, max: 100, fixed: true },
  /** A measure of another unit (hectolitre weight, sedimentation): 2 decimals, 0 or more. */
  measure: { decimals: 2, min: 0, fixed: true },
  /** A price move in percent (an alert's threshold): 2 decimals, more than 0, at most 100. */
  move: { decimals: 2, min: 0, minInclusive: false, max: 100, fixed: true },
} as const satisfies Record<string, NumberRule>;

/** The rule of an analysis: a percentage when its unit is `%`, else a measure. */
export function analysisRule(key: AnalysisKey): NumberRule {
  return ANALYSES.find((a) => a.key === key)?.unit === '%' ? NUMBER_RULES.percent : NUMBER_RULES.measure;
}

/** The number columns of a registration (the CSV file's and the staff form's), each with its rule. */
export const REGISTRATION_NUMBER_RULES = {
  Miktar: NUMBER_RULES.quantity,
  BirimFiyat: NUMBER_RULES.price,
  BasSayisi: NUMBER_RULES.heads,
  CanliAgirlik: NUMBER_RULES.liveWeight,
  ...(Object.fromEntries(ANALYSES.map((a) => [a.key, analysisRule(a.key)])) as Record<
    AnalysisKey,
    NumberRule
  >),
} as const;

/** A number column of a registration. */
export type RegistrationNumberColumn = keyof typeof REGISTRATION_NUMBER_RULES;

/** Why a value is outside its rule's range: the limit in whole units (as exact decimal text). */
export type RangeProblem =
  | { code: 'TOO_SMALL'; limit: `${number}`; inclusive: boolean }
  | { code: 'TOO_LARGE'; limit: `${number}` };

/** Checks a scaled value against its rule's range; null when it lies inside. */
export function rangeProblem(rule: NumberRule, scaled: number): RangeProblem | null {
  const factor = 10 ** rule.decimals;
  const min = rule.min ?? 0;
  const inclusive = rule.minInclusive ?? true;
  const minScaled = Math.round(min * factor);
  if (inclusive ? scaled < minScaled : scaled <= minScaled)
    return { code: 'TOO_SMALL', limit: `${min}`, inclusive };
  if (rule.max !== undefined && scaled > Math.round(rule.max * factor))
    return { code: 'TOO_LARGE', limit: `${rule.max}` };
  if (scaled > MAX_SCALED) return { code: 'TOO_LARGE', limit: largestOf(rule) };
  return null;
}

/** The largest value a rule allows, as exact decimal text (`999999999999.999` for a quantity). */
export function largestOf(rule: NumberRule): `${number}` {
  if (rule.max !== undefined) return `${rule.max}`;
  const digits = String(MAX_SCALED);
  if (rule.decimals === 0) return digits as `${number}`;
  return `${digits.slice(0, -rule.decimals)}.${digits.slice(-rule.decimals)}` as `${number}`;
}
