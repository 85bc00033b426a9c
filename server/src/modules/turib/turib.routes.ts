import { bulletinEndpoints, type TuribBulletin } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { dateParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { turibBulletin } from './turib.service.js';

/** The docs' example: the answer for the test data's 3 March 2026 session (the route test checks it), dated otherwise. */
export const turibExample: TuribBulletin = {
  Tarih: '2026-09-04',
  Endeksler: [
    {
      Kod: 'TBE',
      Ad: 'TÜRİB BUĞDAY ENDEKSİ',
      Deger: 1523.41,
      Onceki: 1518.2,
      Degisim: 5.21,
      DegisimYuzde: 0.34,
      Yon: 'UP',
    },
  ],
  Satirlar: [
    {
      Seans: 'Normal Seans',
      Isin: 'TRXLIDS00012',
      Sinif: 'BUĞDAY EKMEKLİK KIRMIZI 2.SINIF',
      Il: 'KONYA',
      Ilce: 'KARATAY',
      Depo: 'KONYA LİDAŞ',
      Acilis: 14.2,
      EnYuksek: 14.35,
      EnDusuk: 14.1,
      Kapanis: 14.3,
      OrtFiyat: 14.2416,
      Miktar: 250000,
      Tutar: 3560400,
    },
  ],
  Gecikme: '15 dakika gecikmeli',
};

/** Registers the TÜRİB route under both bulletin prefixes. */
export function registerTuribRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    bulletinEndpoints.GetOnlineBultenTuribBulten,
    {
      docs: {
        tag: 'Bülten: TÜRİB',
        summary: 'TÜRİB session bulletin',
        description:
          'Index lines and instrument rows (per ISIN, class and licensed warehouse: open, high, low, close, weighted average, quantity in kg, amount) of a TÜRİB session, with the delay note in the request language. Without `Tarih` the latest session; a date without a session answers the same object with empty lists.',
        example: turibExample,
      },
    },
    async (request) => {
      const text = request.query.Tarih;
      const date = text === undefined || text === '' ? undefined : dateParam(text);
      return turibBulletin(ctx, requestLanguage(request), date);
    },
  );
}
