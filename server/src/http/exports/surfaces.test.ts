import {
  type BulletinDetail,
  fileNumber,
  foreignFormats,
  formatAmount,
  formatDate,
  formatPrice,
  formatQuantity,
  type Language,
  priceText,
  xlsxDateFormat,
  xlsxNumberFormat,
} from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import {
  type BulletinCatalogue,
  CATTLE_ON_D,
  createBulletinMarket,
  DAYS,
  NOW,
} from '../../../test/bulletin-fixture.js';
import { readCsvDownload, readSheetDownload } from '../../../test/download.js';
import { drawnText } from '../../../test/pdf.js';
import { firstSheet } from '../../../test/xlsx.js';
import type { AlertFiringRow } from '../../modules/alerts/alerts.table.js';
import { alertText } from '../../modules/alerts/alerts.text.js';
import type { SessionPhase } from '../../modules/figures/figures.session.js';

// Every surface the server writes (PDF, SMS, ticker, CSV, XLSX), in both languages, holds figures and dates
// only as core's locale module writes them: `foreignFormats` finds any other grouping, decimal mark or date
// order, and the figures a surface shows are the module's writing of the JSON's values.

const P = '/api/v1/CMS/OnlineKullaniciBulten';
const LANGUAGES: readonly Language[] = ['tr', 'en'];
const RANGE = `${DAYS.Y}/${DAYS.D}`;

describeWithApp(
  'every surface writes figures and dates the language’s way',
  { seed: createBulletinMarket, now: NOW, dialects: ['sqlite'] },
  (t) => {
    const get = (url: string, lang: Language) => t.inject(null, { url: `${P}/${url}`, lang });
    const pdfTexts = async (url: string, lang: Language) =>
      (
        await drawnText(async () => {
          const res = await get(url, lang);
          expect(res.statusCode, url).toBe(200);
          return res.rawPayload;
        })
      ).texts;

    it.each(LANGUAGES)(
      'the day bulletin PDFs (%s): every cell as on the web, no other format',
      async (lang) => {
        const json = (await get(`GetGunlukBultenDetay/${DAYS.D}`, lang)).json() as BulletinDetail;
        const texts = await pdfTexts(`GetGunlukBultenDetay/${DAYS.D}?format=pdf`, lang);
        const animals = await pdfTexts(`GetGunlukBultenDetayCH/${DAYS.D}?format=pdf`, lang);
        expect([...texts, ...animals].flatMap((text) => foreignFormats(lang, text))).toEqual([]);
        expect(texts.some((text) => text.includes(formatDate(lang, DAYS.D)))).toBe(true);
        for (const row of json.Satirlar)
          expect(texts).toEqual(
            expect.arrayContaining([
              formatPrice(lang, row.OrtFiyat),
              formatAmount(lang, row.Tutar),
              formatQuantity(lang, row.Miktar),
            ]),
          );
        // A head of cattle at 100 000 TL: grouped, with a price's 4 decimals (the PDF wrote `100000,00`).
        expect(animals).toContain(formatPrice(lang, CATTLE_ON_D.BasFiyat));
      },
    );

    it.each(LANGUAGES)('the sales report PDF (%s): no other format', async (lang) => {
      const texts = await pdfTexts(`GetBorsaSatisRaporu/${RANGE}?format=pdf`, lang);
      expect(texts.flatMap((text) => foreignFormats(lang, text))).toEqual([]);
      expect(
        texts.some((text) => text.includes(`${formatDate(lang, DAYS.Y)} – ${formatDate(lang, DAYS.D)}`)),
      ).toBe(true);
    });

    it.each(LANGUAGES)('the ticker (%s): prices grouped as on the web', async (lang) => {
      const { Metin } = (await get('GetKayanYazi', lang)).json() as { Metin: string };
      expect(foreignFormats(lang, Metin)).toEqual([]);
      expect(Metin).toContain(priceText(lang, CATTLE_ON_D.OrtFiyat, lang === 'tr' ? 'TL/baş' : 'TL/head'));
    });

    it.each(LANGUAGES)(
      'the price-alert SMS and inbox text (%s): price, move and day the language’s way',
      (lang) => {
        const firing: AlertFiringRow & { session_phase: SessionPhase } = {
          id: 1,
          alert_id: 1,
          user_id: 1,
          class_id: 1,
          trade_date: DAYS.D,
          fired_at: NOW.toISOString(),
          final: 1,
          session_phase: 'closed',
          kind: 'HAREKET',
          threshold_e4: null,
          move_e2: 1_000,
          average_e4: 1_000_000_000,
          change_e2: 1_111,
        };
        const moved = alertText(firing, 'BÜYÜKBAŞ', 'TL/baş', lang);
        const above = alertText(
          { ...firing, kind: 'USTUNDE', move_e2: null, threshold_e4: 9_500_000_000 },
          'X',
          'TL/baş',
          lang,
        );
        expect([...foreignFormats(lang, moved), ...foreignFormats(lang, above)]).toEqual([]);
        expect(moved).toContain(formatPrice(lang, 100_000));
        expect(moved).toContain(formatDate(lang, DAYS.D));
        expect(above).toContain(formatPrice(lang, 950_000));
        expect(moved).toContain(lang === 'tr' ? '+%11,11' : '+11.11%');
      },
    );

    const csvOf = async (url: string, lang: Language) => {
      const res = await get(`${url}?format=csv`, lang);
      expect(res.statusCode, url).toBe(200);
      // The table after the lines naming what the file holds (`readCsvDownload`); those lines are words.
      return readCsvDownload(res.rawPayload, lang === 'tr' ? ';' : ',').table;
    };

    it.each(LANGUAGES)(
      'CSV downloads (%s): the language’s decimal mark, no groups, kind decimals, dates in order',
      async (lang) => {
        const c = t.data as unknown as BulletinCatalogue;
        const archiveUrl = `GetOnlineBultenFiyatArsiv/${c.redClass}/${RANGE}/TUMU`;
        const archive = await csvOf(archiveUrl, lang);
        const sales = await csvOf(`GetBorsaSatisRaporu/${RANGE}`, lang);
        const cells = [...archive.slice(1), ...sales.slice(1)].flat();
        expect(cells.flatMap((cell) => foreignFormats(lang, cell, false))).toEqual([]);
        const [first] = (await get(archiveUrl, lang)).json() as Array<{
          Tarih: string;
          OrtFiyat: number;
          Tutar: number;
        }>;
        expect(archive[1]!.slice(0, 4)).toEqual([
          formatDate(lang, first!.Tarih),
          expect.any(String),
          expect.any(String),
          fileNumber(lang, first!.OrtFiyat, 'price'),
        ]);
        expect(archive[1]![7]).toBe(fileNumber(lang, first!.Tutar, 'amount'));
      },
    );

    it.each(LANGUAGES)(
      'XLSX downloads (%s): dates in the language’s order, figures with their kind’s format',
      async (lang) => {
        const c = t.data as unknown as BulletinCatalogue;
        const res = await get(`GetOnlineBultenFiyatArsiv/${c.redClass}/${RANGE}/TUMU?format=xlsx`, lang);
        const sheet = await firstSheet(res.rawPayload);
        const { headerRow } = readSheetDownload(sheet);
        const KINDS = ['price', 'price', 'price', 'price', 'price', 'quantity', 'amount', 'count'] as const;
        for (let r = headerRow + 1; r < sheet.rowCount; r += 1) {
          const row = sheet.getRow(r);
          expect(row.getCell(1).numFmt).toBe(xlsxDateFormat(lang));
          KINDS.forEach((kind, i) => {
            const cell = row.getCell(i + 2);
            if (typeof cell.value === 'number') expect(cell.numFmt).toBe(xlsxNumberFormat(kind, cell.value));
          });
        }
        expect(sheet.rowCount).toBeGreaterThan(headerRow + 1);
      },
    );
  },
);
