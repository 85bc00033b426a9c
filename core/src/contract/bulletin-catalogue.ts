import { z } from 'zod';
import { CATALOGUE_LEVELS, UNITS } from '../domain.js';

/** A product group as the bulletin lists it (`GetUrunGruplari`). */
export const groupRowSchema = z.object({
  GrupId: z.number().int().describe('Group id (one id space with classes and products)'),
  GrupKodu: z.string().describe('Group code'),
  GrupAdi: z.string().describe('Group name in the request language'),
  CanliHayvan: z.boolean().describe('True for a live-animal group'),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

/** A class inside a group. */
export const classRowSchema = z.object({
  SinifId: z.number().int(),
  SinifKodu: z.string(),
  SinifAdi: z.string(),
});
export type ClassRow = z.infer<typeof classRowSchema>;

/** The fields that name a class in an answer: its id and its name in the request language. */
export const classNameShape = { SinifId: z.number().int(), SinifAdi: z.string() };

/** A group with its classes (`GetBultenUrunGruplarGruplar`). */
export const groupWithClassesSchema = groupRowSchema.extend({ Siniflar: z.array(classRowSchema) });
export type GroupWithClasses = z.infer<typeof groupWithClassesSchema>;

/** A product as a selector shows it. */
export const productRowSchema = z.object({
  UrunId: z.number().int(),
  UrunKodu: z.string(),
  UrunAdi: z.string(),
  Birim: z.enum(UNITS).nullable().describe('Trading unit: KG, TON, ADET or BAS'),
  FiyatBirimi: z.string().nullable().describe('Price unit label in the request language, e.g. TL/kg'),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** A class with its products (`GetBultenGrupSinifUrunSelect/{groupId}`). */
export const classWithProductsSchema = classRowSchema.extend({ Urunler: z.array(productRowSchema) });
export type ClassWithProducts = z.infer<typeof classWithProductsSchema>;

/** One option of a flat group → class → product select list (`GetGrupSinifUrunSelectler/{groupId}`). */
export const selectOptionSchema = z.object({
  Id: z.number().int(),
  Kod: z.string(),
  Ad: z.string(),
  Seviye: z.enum(CATALOGUE_LEVELS).describe('GROUP, CLASS or PRODUCT'),
  UstId: z.number().int().nullable().describe('Id of the parent node; null for the group'),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;
