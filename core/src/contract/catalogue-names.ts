import { z } from 'zod';
import { CATALOGUE_LEVELS } from '../domain.js';

/**
 * Longest short name data staff may set: about two lines of a class on the hall's television (its name
 * cell holds some 20 capitals a line at 1080p).
 */
export const SHORT_NAME_MAX = 40;

/** A catalogue node's names as data staff edit them (`KatalogAdlari`). */
export const catalogueNameRowSchema = z.object({
  Id: z.number().int(),
  Seviye: z.enum(CATALOGUE_LEVELS).describe('GROUP, CLASS or PRODUCT'),
  UstId: z.number().int().nullable().describe('Id of the parent node; null for a group'),
  Kod: z.string(),
  AdTr: z.string().describe('Full name in Turkish'),
  AdEn: z.string().describe('Full name in English'),
  KisaAdTr: z.string().nullable().describe('Short name in Turkish; null: screens show the full name'),
  KisaAdEn: z.string().nullable().describe('Short name in English; null: screens show the full name'),
});
export type CatalogueNameRow = z.infer<typeof catalogueNameRowSchema>;

// Blank (or spaces only) clears the short name: the screens fall back to the full name.
const shortName = z.string().trim().max(SHORT_NAME_MAX).nullable();

/** `KatalogKisaAdKaydet`: a node's short names in both languages (blank or null: none). */
export const shortNameRequestSchema = z.object({
  Id: z.number().int().positive().describe('A group, class or product id'),
  KisaAdTr: shortName.describe(
    `Short name in Turkish, at most ${SHORT_NAME_MAX} characters; blank or null: none`,
  ),
  KisaAdEn: shortName.describe(
    `Short name in English, at most ${SHORT_NAME_MAX} characters; blank or null: none`,
  ),
});
export type ShortNameRequest = z.infer<typeof shortNameRequestSchema>;
