import { z } from 'zod';

/** `GET .../GetKayanYazi`: the ticker text in the request language; `Otomatik` when built from the day's figures. */
export const tickerTextSchema = z.object({ Metin: z.string(), Otomatik: z.boolean() });
export type TickerText = z.infer<typeof tickerTextSchema>;

/** `GET .../GetKayanYaziRenkKodu`: the ticker colour as `#rrggbb`. */
export const tickerColorSchema = z.object({ RenkKodu: z.string() });
export type TickerColor = z.infer<typeof tickerColorSchema>;

/** A `#rrggbb` colour. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** `POST /api/v1/KayanYazi/Set` (staff): ticker texts (empty = build from figures) and colour. */
export const tickerUpdateSchema = z.object({
  MetinTr: z.string().max(2000),
  MetinEn: z.string().max(2000),
  RenkKodu: hexColorSchema,
});
export type TickerUpdate = z.infer<typeof tickerUpdateSchema>;

/** One module option of `GET /api/v1/CMS/Option/GetModulOptions`; `Deger` is the parsed JSON value. */
export const moduleOptionSchema = z.object({ Modul: z.string(), Anahtar: z.string(), Deger: z.unknown() });
export type ModuleOption = z.infer<typeof moduleOptionSchema>;

/** `GET /api/v1/CMS/Values/GetValues/{module}/{key}`: a content value in the request language. */
export const cmsValueSchema = z.object({
  Modul: z.string(),
  Anahtar: z.string(),
  Deger: z.string(),
  Versiyon: z.number().int(),
  GuncellemeZamani: z.string(),
});
export type CmsValue = z.infer<typeof cmsValueSchema>;

const moduleName = z.string().regex(/^[A-Za-z0-9_.-]{1,50}$/);

/** `POST /api/v1/CMS/SetValue` (staff): both languages of a value; its version grows by one. */
export const cmsValueUpdateSchema = z.object({
  Modul: moduleName,
  Anahtar: moduleName,
  DegerTr: z.string().max(100_000),
  DegerEn: z.string().max(100_000),
});
export type CmsValueUpdate = z.infer<typeof cmsValueUpdateSchema>;

/** Answer of `POST /api/v1/CMS/SetValue`: the value's new version. */
export const cmsValueVersionSchema = z.object({
  Modul: z.string(),
  Anahtar: z.string(),
  Versiyon: z.number(),
});
export type CmsValueVersion = z.infer<typeof cmsValueVersionSchema>;

/** `POST /api/v1/CMS/SetModulOption` (staff): a module option with any JSON value. */
export const moduleOptionUpdateSchema = z.object({ Modul: moduleName, Anahtar: moduleName, Deger: z.json() });
export type ModuleOptionUpdate = z.infer<typeof moduleOptionUpdateSchema>;

/** Body of `POST /api/v1/CMS/Galeri/GetWithFilterInfo`: text filter, module, 1-based page. */
export const galleryFilterSchema = z.object({
  Filter: z.string().max(200).optional().nullable(),
  Modul: z.string().max(50).optional().nullable(),
  Page: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(100).default(12),
});
export type GalleryFilter = z.infer<typeof galleryFilterSchema>;

// The image, link, order and publication of a gallery item, after its names in either form.
const galleryShownShape = {
  ResimUrl: z.string(),
  LinkUrl: z.string().nullable(),
  Sira: z.number(),
  Yayinda: z.boolean(),
  OlusturmaZamani: z.string(),
};

/** A gallery item in the request language. */
export const galleryItemSchema = z.object({
  Id: z.number(),
  Modul: z.string(),
  Baslik: z.string(),
  Aciklama: z.string(),
  ...galleryShownShape,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** A page of gallery items. */
export const galleryPageSchema = z.object({
  Items: z.array(galleryItemSchema),
  TotalCount: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

/** `POST /api/v1/CMS/Galeri/Create` and `.../Update/{id}` (staff): a gallery item in both languages. */
export const galleryItemInputSchema = z.object({
  Modul: moduleName,
  BaslikTr: z.string().min(1).max(300),
  BaslikEn: z.string().min(1).max(300),
  AciklamaTr: z.string().max(5000).default(''),
  AciklamaEn: z.string().max(5000).default(''),
  ResimUrl: z.string().min(1).max(1000),
  LinkUrl: z.string().max(1000).nullable().default(null),
  Sira: z.number().int().min(0).max(1_000_000).default(0),
  Yayinda: z.boolean().default(true),
});
export type GalleryItemInput = z.infer<typeof galleryItemInputSchema>;

/** A gallery item in both languages, as staff edit it (`POST /api/v1/CMS/Galeri/GetAllWithFilterInfo`). */
export const galleryAdminItemSchema = z.object({
  Id: z.number(),
  Modul: z.string(),
  BaslikTr: z.string(),
  BaslikEn: z.string(),
  AciklamaTr: z.string(),
  AciklamaEn: z.string(),
  ...galleryShownShape,
});
export type GalleryAdminItem = z.infer<typeof galleryAdminItemSchema>;

/** A page of gallery items for staff (published or not). */
export const galleryAdminPageSchema = galleryPageSchema.extend({ Items: z.array(galleryAdminItemSchema) });
export type GalleryAdminPage = z.infer<typeof galleryAdminPageSchema>;
