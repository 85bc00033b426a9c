import { z } from 'zod';
import { PEER_KINDS, PEER_PRICE_UNITS, PEER_STALE_REASONS } from '../peers.js';
import { classNameShape } from './bulletin-catalogue.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().describe('ISO 8601 instant (UTC)');
const tlPerKg = (what: string) => z.number().nullable().describe(`${what}, TL/kg; null without one`);
const id = z.number().int().positive().max(2_147_483_647);
const name = (max: number) => z.string().trim().min(1).max(max);

/** A peer's base URL: http or https, no user name or password, no query or fragment. */
const baseUrl = z
  .string()
  .trim()
  .max(300)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === ''
      );
    } catch {
      return false;
    }
  }, 'an http(s) address without user, password, query or fragment')
  .describe("The peer's site root, e.g. https://www.ktb.org.tr (its API answers under /api/v1/)");

/** What a peer is: its name, city, kind, address and whether the board shows it. */
export const peerRequestSchema = z.object({
  Ad: name(120).describe('Name of the exchange'),
  Sehir: name(80).describe('Its city'),
  Tur: z.enum(PEER_KINDS).describe('bulten (another Bülten) or alpha-webpanel (the Alpha.WebPanel API)'),
  Adres: baseUrl,
  Gosterilsin: z.boolean().describe('Shown on the regional board'),
});
export type PeerRequest = z.infer<typeof peerRequestSchema>;

/** Body of a peer's change: its id and every field again. */
export const peerUpdateSchema = peerRequestSchema.extend({ Id: id });
export type PeerUpdate = z.infer<typeof peerUpdateSchema>;

/** Body naming one peer. */
export const peerIdSchema = z.object({ Id: id });
export type PeerIdRequest = z.infer<typeof peerIdSchema>;

/** Answer of a peer's creation. */
export const peerCreatedSchema = z.object({ ok: z.literal(true), Id: z.number().int() });

/** What made a read fail, beside its reason code (each field only where it applies). */
export const peerStaleDetailSchema = z.object({
  Durum: z.number().int().optional().describe('HTTP status of the answer'),
  Alan: z.string().optional().describe('Where the answer broke the expected shape (row and field)'),
  Sinif: z.string().optional().describe("The peer's class whose price was refused"),
  Fiyat: z.number().optional().describe('The refused price, TL/kg'),
  Bizim: z.number().optional().describe("Our class's average it was compared with, TL/kg"),
  Gun: date.optional().describe('The day the answer was for (WRONG_DAY)'),
  Bayt: z.number().int().optional().describe('The limit in bytes an answer exceeded (TOO_LARGE)'),
});
export type PeerStaleDetail = z.infer<typeof peerStaleDetailSchema>;

/** A peer as staff see it: what it is and how its reads go. */
export const peerStatusSchema = z.object({
  Id: z.number().int(),
  ...peerRequestSchema.shape,
  SonDeneme: instant.nullable().describe('When it was last read (or tried)'),
  SonBasarili: instant.nullable().describe('When a read last succeeded'),
  Bayat: z.boolean().describe('True when the last read failed: the board shows the figures read before'),
  BayatNedeni: z.enum(PEER_STALE_REASONS).nullable(),
  BayatAyrinti: peerStaleDetailSchema.nullable(),
  BayatBaslangic: instant.nullable().describe('Since when reads fail'),
  ArdisikHata: z.number().int().describe('Failed reads in a row'),
  SonrakiDeneme: instant.nullable().describe('Not read again before (backoff after failures)'),
  SonGun: date.nullable().describe('The latest day of its figures held'),
  EslesmemisSinif: z.number().int().describe('Its classes that are compared with none of ours'),
});
export type PeerStatus = z.infer<typeof peerStatusSchema>;

/** Answer of a read started by staff: how it went, per day read. */
export const peerReadResultSchema = z.object({
  Id: z.number().int(),
  Sonuc: z.enum(['OK', 'STALE', 'BUSY']).describe('BUSY: another process is reading this peer'),
  Gunler: z.array(
    z.object({
      Tarih: date,
      Satir: z.number().int().nullable().describe('Classes stored; null when the read failed'),
      BayatNedeni: z.enum(PEER_STALE_REASONS).nullable(),
    }),
  ),
});
export type PeerReadResult = z.infer<typeof peerReadResultSchema>;

/** One of our crop classes, as a mapping target. */
export const ownClassSchema = z.object({
  ...classNameShape,
  GrupAdi: z.string(),
});
export type OwnClass = z.infer<typeof ownClassSchema>;

/** How a peer's class is compared: by staff, by its name alone, or not at all. */
export const PEER_MAPPING_SOURCES = ['STAFF', 'AUTO', 'NONE'] as const;

/** A peer's class with what it is compared with, and the suggestions for it. */
export const peerClassMappingSchema = z.object({
  KomsuId: z.number().int(),
  KomsuAdi: z.string(),
  KomsuSinifAdi: z.string(),
  KomsuGrupAdi: z.string(),
  SonGun: date.describe('The latest day this class traded at the peer'),
  SinifId: z.number().int().nullable().describe('Our class it is compared with; null: none'),
  Kaynak: z
    .enum(PEER_MAPPING_SOURCES)
    .describe('STAFF: set by staff; AUTO: the same name after normalisation; NONE: not compared'),
  FiyatBirimi: z.enum(PEER_PRICE_UNITS).describe('The unit its prices are read in'),
  BirimElle: z.boolean().describe("True when staff set the unit (else the peer's own)"),
  Oneriler: z.array(z.object({ SinifId: z.number().int(), Puan: z.number() })).describe('Best first'),
});
export type PeerClassMapping = z.infer<typeof peerClassMappingSchema>;

/** Staff read of the mappings: our classes, and every peer class seen. */
export const peerMappingsSchema = z.object({
  Siniflar: z.array(ownClassSchema),
  Eslesmeler: z.array(peerClassMappingSchema),
});
export type PeerMappings = z.infer<typeof peerMappingsSchema>;

/**
 * Body of a mapping change: compare a peer's class with one of ours (`SinifId`) or with none (null), with
 * its prices read per kg or per tonne (null: as the peer says); `Otomatik: true` drops staff's choice.
 */
export const peerMappingRequestSchema = z.object({
  KomsuId: id,
  KomsuSinifAdi: name(200),
  SinifId: id.nullable(),
  FiyatBirimi: z.enum(PEER_PRICE_UNITS).nullable(),
  Otomatik: z.boolean().optional(),
});
export type PeerMappingRequest = z.infer<typeof peerMappingRequestSchema>;

/** A peer on the public board: whose figures they are, where they come from and when they were read. */
export const publicPeerSchema = z.object({
  KomsuId: z.number().int(),
  Ad: z.string(),
  Sehir: z.string(),
  Tur: z.enum(PEER_KINDS),
  Adres: z.string().describe("The peer's site"),
  SonOkunma: instant.nullable().describe('When its bulletin was last read successfully'),
  OkunmaYasiDakika: z.number().int().nullable().describe('Minutes since then, at the time of this answer'),
  Guncel: z.boolean().describe('False while its reads fail (its figures are those read before)'),
});
export type PublicPeer = z.infer<typeof publicPeerSchema>;

/** One of our classes beside one peer's class mapped to it. */
export const regionalRowSchema = z.object({
  ...classNameShape,
  GrupAdi: z.string(),
  BorsaTarih: date.nullable().describe("Our class's trading day shown: the board's day or the last before"),
  BorsaOrtalama: tlPerKg("Our class's weighted average that day"),
  KomsuId: z.number().int(),
  KomsuAdi: z.string(),
  KomsuSehir: z.string(),
  KomsuSinifAdi: z.string().describe("The peer's own class name"),
  AyniSinifAdi: z
    .boolean()
    .describe("True when the peer's class name is ours after Turkish-aware normalisation"),
  KomsuTarih: date.nullable().describe("The peer's own trading day of its figure (never ours)"),
  KomsuOrtalama: tlPerKg("The peer's average that day, as its bulletin gives it"),
  KomsuMiktar: z.number().nullable().describe("The peer's quantity that day, kg"),
  KomsuIslemSayisi: z.number().int().nullable().describe('Its trades that day (Bülten peers only)'),
  KomsuKesin: z.boolean().describe("True when read after the peer's day closed (or the peer said final)"),
  Okunma: instant.nullable().describe('When that figure was read'),
  OkunmaYasiDakika: z.number().int().nullable(),
  Fark: tlPerKg('Peer minus ours'),
  FarkYuzde: z.number().nullable().describe('That difference in % of our average (2 decimals)'),
  KomsuBulteni: z.string().nullable().describe("Link to the peer's own bulletin of its day"),
});
export type RegionalRow = z.infer<typeof regionalRowSchema>;

/** `GetBolgeTablosu/{date}`: our classes beside the peers' (one row per class and peer class). */
export const regionalBoardSchema = z.object({
  Tarih: date,
  Kesin: z
    .boolean()
    .describe('false while the session of one of our shown days is open (preliminary figures)'),
  BorsaAdi: z.string().describe('Our exchange'),
  Satirlar: z.array(regionalRowSchema),
  Komsular: z.array(publicPeerSchema),
});
export type RegionalBoard = z.infer<typeof regionalBoardSchema>;

/** A day of one exchange's average of a class: ours (`KomsuId` null) or a peer's. */
export const regionalPointSchema = z.object({
  Tarih: date,
  KomsuId: z.number().int().nullable().describe('null: our own figure'),
  KaynakAdi: z.string().describe('Whose figure it is'),
  KomsuSinifAdi: z.string().nullable().describe("The peer's own class name (null for ours)"),
  Ortalama: z.number().describe('TL/kg'),
  Miktar: z.number().describe('kg'),
});
export type RegionalPoint = z.infer<typeof regionalPointSchema>;

/** `GetBolgeGecmisi/{itemId}/{from}/{to}`: a class's average per day at each exchange, oldest first. */
export const regionalHistorySchema = z.object({
  ...classNameShape,
  Noktalar: z.array(regionalPointSchema),
  Komsular: z.array(publicPeerSchema),
});
export type RegionalHistory = z.infer<typeof regionalHistorySchema>;
