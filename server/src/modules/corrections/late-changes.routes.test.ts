import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import {
  type BulletinCatalogue,
  createBulletinMarket,
  DAYS,
  getBulletin,
  NOW,
  type Row,
} from '../../../test/bulletin-fixture.js';
import { bulten, capturedCli, tempFolder } from '../../../test/cli.js';
import { classChanges, correctionChange, productChanges } from '../../../test/corrections.js';
import { csvText, csvUploader } from '../../../test/csv.js';
import { tradeInput } from '../../../test/factories.js';
import { importRegistrationsFromText } from '../imports/imports.service.js';
import { applyRegistration, applyRegistrationBatch } from '../registrations/registrations.service.js';

// 18:30 Istanbul on D: the session closed at 17:30, so D, P, O and Y are all final.
const LATER = new Date('2026-03-03T15:30:00.000Z');
const HEADER = ['TescilNo', 'IslemZamani', 'UrunKodu', 'Miktar', 'BirimFiyat', 'Kanal'];

/**
 * Late changes in the open: new registrations on a day whose figures were final and shown change them as
 * a correction does, whatever path writes them (the desk, the CLI import, the staff upload, a batch), and
 * `GetDuzeltmeler` lists them with what kind of change it was; while the session is open they are trading.
 */
describeWithApp(
  'figures changed after they were shown',
  { seed: createBulletinMarket, now: LATER, users: ['operator'] },
  (t) => {
    const c = t.data as BulletinCatalogue;
    const upload = csvUploader(t);
    const at = LATER.toISOString();
    const dayChanges = async (date: string, lang: 'tr' | 'en' = 'tr') => {
      await t.ctx.events.publish({ type: 'figures', dates: [] });
      return ((await getBulletin(t.app, `/GetDuzeltmeler/${date}`, lang)).body as Row[]).map(
        correctionChange,
      );
    };

    it("lists a late registration from the desk on a final day as GEC_TESCIL, the class's and the product's", async () => {
      // Red class on P: A1 10 000 kg × 10,50, A2 5 000 × 11,25, A3 2 000 × 12,00 = 17 000 kg, 185 250 TL
      // (avg 10,8971); L1 adds 3 000 × 10,00: 20 000 kg, 215 250 TL (avg 10,7625), min 10,00; max stays.
      const body = {
        TescilNo: 'L1',
        IslemZamani: '2026-03-02 16:00',
        UrunKodu: 'BUG1A',
        Miktar: '3000',
        BirimFiyat: '10',
        Kanal: 'SALON',
      };
      expect((await t.post(t.users.operator, '/api/v1/Tescil/Create', body)).statusCode).toBe(200);
      expect(await dayChanges(DAYS.P)).toEqual(
        classChanges(c.redClass, 'GEC_TESCIL', at, [
          ['min', 10.5, 10],
          ['average', 10.8971, 10.7625],
          ['quantity', 17_000, 20_000],
          ['amount', 185_250, 215_250],
          ['count', 3, 4],
        ]),
      );
      // Red hard alone: 15 000 kg, 161 250 TL (avg 10,75) → 18 000 kg, 191 250 TL (avg 10,625).
      const item = await getBulletin(t.app, `/GetKalemDuzeltmeleri/${c.redHard}/${DAYS.P}/${DAYS.P}`);
      expect((item.body as Row[]).map(correctionChange)).toEqual(
        productChanges(c.redHard, 'GEC_TESCIL', at, [
          ['min', 10.5, 10],
          ['average', 10.75, 10.625],
          ['quantity', 15_000, 18_000],
          ['amount', 161_250, 191_250],
          ['count', 2, 3],
        ]),
      );
    });

    it('logs nothing for new trades while the session is open, nor on a final day that had no figures', async () => {
      const before = await dayChanges(DAYS.D);
      // 15:00 on D: the session is open, D is preliminary. B8 is ordinary trading.
      await applyRegistration(t.kysely, tradeInput('B8', '2026-03-03 14:45', c.redHard, 500, '11'), NOW);
      expect(await dayChanges(DAYS.D)).toEqual(before);
      // Friday 27 February had no trade at all: it had no bulletin to change.
      const late = tradeInput('F1', '2026-02-27 11:00', c.redHard, 500, '11');
      await applyRegistration(t.kysely, late, LATER, t.ctx.config.sessionClose);
      expect(await dayChanges('2026-02-27')).toEqual([]);
    });

    it('lists a CLI import’s new rows on a final day as ICE_AKTARMA', async () => {
      // Red class on Y: Y1 1 000 kg × 8,00 = 8 000 TL. The file adds 1 000 × 9,00 and 2 000 × 8,50:
      // 4 000 kg, 34 000 TL, avg 8,50, max 9,00; min stays 8,00.
      const folder = tempFolder();
      try {
        const file = join(folder.dir, 'late.csv');
        writeFileSync(
          file,
          csvText([
            HEADER,
            ['CY1', '2025-03-03 12:00', 'BUG1B', '1000', '9', 'SALON'],
            ['CY2', '2025-03-03 12:30', 'BUG1A', '2000', '8.5', 'SERBEST'],
          ]),
        );
        const cli = capturedCli(t.db, LATER);
        expect(await bulten(cli, 'import-registrations', file)).toEqual([0]);
      } finally {
        folder.remove();
      }
      expect(await dayChanges(DAYS.Y)).toEqual(
        classChanges(c.redClass, 'ICE_AKTARMA', at, [
          ['max', 8, 9],
          ['average', 8, 8.5],
          ['quantity', 1_000, 4_000],
          ['amount', 8_000, 34_000],
          ['count', 1, 3],
        ]),
      );
    });

    it('lists a staff upload’s new rows on a final day as ICE_AKTARMA', async () => {
      // Barley class on P: A4 8 000 kg × 8,00 = 64 000 TL; the upload adds 2 000 × 9,00:
      // 10 000 kg, 82 000 TL, avg 8,20, max 9,00.
      const file = csvText([HEADER, ['U1', '2026-03-02 15:00', 'ARP1A', '2000', '9', 'SALON']]);
      expect((await upload(t.users.operator, 'Tescil/Import', file)).statusCode).toBe(200);
      const barley = (await dayChanges(DAYS.P)).filter((r) => r[1] === c.barleyClass);
      expect(barley).toEqual(
        classChanges(c.barleyClass, 'ICE_AKTARMA', at, [
          ['max', 8, 9],
          ['average', 8, 8.2],
          ['quantity', 8_000, 10_000],
          ['amount', 64_000, 82_000],
          ['count', 1, 2],
        ]),
      );
    });

    it('logs an import committed in several transactions as one change from before it to after it', async () => {
      // White class on O (tons): C1 10 t × 12 000 TL = 120 000 TL. Two transactions add 5 t × 11 000 and
      // 5 t × 13 000: 20 t, 240 000 TL, min 11 000, max 13 000, and the average is 12 000 again (the first
      // transaction's 11 666,6667 is no change once the import is whole). The maximum moved only in the
      // second transaction: its row was written last.
      const file = csvText([
        HEADER,
        ['W1', '2026-02-10 12:00', 'BUG2A', '5', '11000', 'SERBEST'],
        ['W2', '2026-02-10 12:30', 'BUG2A', '5', '13000', 'SERBEST'],
      ]);
      const opts = { now: LATER, sessionClose: '17:30', chunkRows: 1, transactionRows: 1 };
      expect(await importRegistrationsFromText(t.kysely, file, opts)).toMatchObject({ ok: true });
      expect(await dayChanges(DAYS.O)).toEqual(
        classChanges(c.whiteClass, 'ICE_AKTARMA', at, [
          ['min', 12_000, 11_000],
          ['quantity', 10, 20],
          ['amount', 120_000, 240_000],
          ['count', 1, 3],
          ['max', 12_000, 13_000],
        ]),
      );
    });

    it('logs each figure against its own before when an import comes back to a day after another', async () => {
      // One transaction of three 1-row chunks: Y, then O, then Y again (the figures watched out of day order).
      // Red on Y: 4 000 kg, 34 000 TL (avg 8,50, max 9,00) + Z1 1 000 × 10,00 + Z3 1 000 × 8,00 = 6 000 kg,
      // 52 000 TL (avg 8,6667), max 10,00. White on O: 20 t, 240 000 TL + Z2 10 t × 12 000 = 30 t, 360 000.
      const later = new Date('2026-03-03T16:30:00.000Z');
      const when = later.toISOString();
      const file = csvText([
        HEADER,
        ['Z1', '2025-03-03 13:00', 'BUG1B', '1000', '10', 'SALON'],
        ['Z2', '2026-02-10 13:00', 'BUG2A', '10', '12000', 'SERBEST'],
        ['Z3', '2025-03-03 13:30', 'BUG1A', '1000', '8', 'SALON'],
      ]);
      const opts = { now: later, chunkRows: 1, transactionRows: 10 };
      expect(await importRegistrationsFromText(t.kysely, file, opts)).toMatchObject({ ok: true });
      const atLater = (rows: unknown[][]) => rows.filter((r) => r[6] === when);
      expect(atLater(await dayChanges(DAYS.Y))).toEqual(
        classChanges(c.redClass, 'ICE_AKTARMA', when, [
          ['max', 9, 10],
          ['average', 8.5, 8.6667],
          ['quantity', 4_000, 6_000],
          ['amount', 34_000, 52_000],
          ['count', 3, 5],
        ]),
      );
      expect(atLater(await dayChanges(DAYS.O))).toEqual(
        classChanges(c.whiteClass, 'ICE_AKTARMA', when, [
          ['quantity', 20, 30],
          ['amount', 240_000, 360_000],
          ['count', 3, 4],
        ]),
      );
      // Red hard on Y: 3 000 kg, 25 000 TL (avg 8,3333) → 4 000 kg, 33 000 TL (avg 8,25).
      const hard = await getBulletin(t.app, `/GetKalemDuzeltmeleri/${c.redHard}/${DAYS.Y}/${DAYS.Y}`);
      expect(atLater((hard.body as Row[]).map(correctionChange))).toEqual(
        productChanges(c.redHard, 'ICE_AKTARMA', when, [
          ['average', 8.3333, 8.25],
          ['quantity', 3_000, 4_000],
          ['amount', 25_000, 33_000],
          ['count', 2, 3],
        ]),
      );
    });

    it('lists a batch’s new rows on a final day (the demo’s writer) as ICE_AKTARMA, live animals marked', async () => {
      // Cattle on P: A5 3 head × 90 000 TL; the batch adds 1 head × 96 000: 4 head, 366 000 TL, avg 91 500.
      const head = tradeInput('K1', '2026-03-02 14:00', c.cattle, 1, '96000', {
        channel: 'CANLI_HAYVAN',
        headCount: 1,
        liveWeightMilli: 450_000,
      });
      await applyRegistrationBatch(t.kysely, [head], LATER, t.ctx.config.sessionClose);
      await t.ctx.events.publish({ type: 'figures', dates: [] });
      const rows = ((await getBulletin(t.app, `/GetDuzeltmeler/${DAYS.P}`)).body as Row[]).filter(
        (r) => r.SinifId === c.cattleClass,
      );
      expect(rows.map(correctionChange)).toEqual(
        classChanges(c.cattleClass, 'ICE_AKTARMA', at, [
          ['max', 90_000, 96_000],
          ['average', 90_000, 91_500],
          ['quantity', 3, 4],
          ['amount', 270_000, 366_000],
          ['count', 1, 2],
        ]),
      );
      expect(rows.every((r) => r.CanliHayvan === true)).toBe(true);
    });
  },
);
