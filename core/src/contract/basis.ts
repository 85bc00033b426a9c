import { z } from 'zod';
import { classNameShape } from './bulletin-catalogue.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tlPerKg = (what: string) => z.number().nullable().describe(`${what}, TL/kg; null without one`);

/** The basis of a day: the exchange's class average against the TÜRİB reference, both in TL/kg. */
const basisFiguresShape = {
  BorsaOrtalama: tlPerKg("The exchange's weighted class average"),
  TuribOrtalama: tlPerKg("TÜRİB's weighted average of the mapped instrument class (all warehouses)"),
  Fark: tlPerKg('Exchange minus TÜRİB'),
  FarkYuzde: z.number().nullable().describe('That difference in % of the TÜRİB price (2 decimals)'),
};

/** One class of the basis board. */
export const basisRowSchema = z.object({
  ...classNameShape,
  GrupAdi: z.string(),
  TuribSinif: z.string().describe('The TÜRİB instrument class it is compared with'),
  ...basisFiguresShape,
});
export type BasisRow = z.infer<typeof basisRowSchema>;

/** `GetBazTablosu`: every mapped class on a day. */
export const basisBoardSchema = z.object({
  Tarih: date,
  Kesin: z.boolean().describe("false while the day's session is open (preliminary figures)"),
  Satirlar: z.array(basisRowSchema),
});
export type BasisBoard = z.infer<typeof basisBoardSchema>;

/** A day of a class's basis history. */
export const basisPointSchema = z.object({ Tarih: date, ...basisFiguresShape });
export type BasisPoint = z.infer<typeof basisPointSchema>;

/** `GetBazGecmisi`: a mapped class's basis per day of a range (days either side traded), oldest first. */
export const basisHistorySchema = z.object({
  ...classNameShape,
  TuribSinif: z.string(),
  Noktalar: z.array(basisPointSchema),
});
export type BasisHistory = z.infer<typeof basisHistorySchema>;

/** A class's mapping as staff edit it. */
export const basisMappingSchema = z.object({
  ...classNameShape,
  GrupAdi: z.string(),
  TuribSinif: z.string().nullable().describe('null: the class is not on the basis board'),
});
export type BasisMapping = z.infer<typeof basisMappingSchema>;

/** Answer of the staff read: every crop class with its mapping, and the TÜRİB classes seen so far. */
export const basisMappingsSchema = z.object({
  Eslesmeler: z.array(basisMappingSchema),
  TuribSiniflari: z.array(z.string()),
});
export type BasisMappings = z.infer<typeof basisMappingsSchema>;

/** Body of the staff write: map a class to a TÜRİB class, or take it off the board with null. */
export const basisMappingRequestSchema = z.object({
  SinifId: z.number().int().positive().max(2_147_483_647),
  TuribSinif: z.string().trim().min(1).max(200).nullable(),
});
export type BasisMappingRequest = z.infer<typeof basisMappingRequestSchema>;
