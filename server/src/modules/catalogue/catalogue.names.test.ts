import type { CatalogueNameRow, DailyClassCard, TradeRow } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createTinyCatalogue, tradeInput } from '../../../test/factories.js';
import { rowsWhere } from '../../db/rows.js';
import { applyRegistration } from '../registrations/registrations.service.js';

// 10:00 in Istanbul on 4 March; 3 March is the latest trading day.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const NAMES = '/api/v1/Katalog/Adlar';
const SAVE = '/api/v1/Katalog/KisaAd';
const CARDS = '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineGunlukKartlar';
const TRADES = '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineBultenSonIslemler';

describeWithApp(
  'catalogue short names',
  {
    now: NOW,
    users: ['operator', 'admin', 'member'],
    seed: async (db) => {
      const cat = await createTinyCatalogue(db.kysely);
      await applyRegistration(
        db.kysely,
        tradeInput('K-1', '2026-03-03 10:00', cat.redHard, 1_000, '14.0'),
        NOW,
      );
      await applyRegistration(
        db.kysely,
        tradeInput('K-2', '2026-03-03 11:00', cat.feedBarley, 1_000, '9.0'),
        NOW,
      );
      return cat;
    },
  },
  (t) => {
    const cat = t.data;
    const { operator, admin, member } = t.users;
    const save = (user: typeof operator | null, body: object) => t.post(user, SAVE, body);
    const cards = async (lang: 'tr' | 'en') =>
      ((await t.inject(null, { method: 'GET', url: CARDS, lang })).json() as DailyClassCard[]).map((c) => [
        c.SinifAdi,
        c.SinifKisaAdi,
      ]);

    it('lists every node with its names in tree order, to data staff only', async () => {
      expect((await t.inject(null, { method: 'GET', url: NAMES })).statusCode).toBe(401);
      expect((await t.inject(member, { method: 'GET', url: NAMES })).statusCode).toBe(403);
      const rows = (await t.inject(operator, { method: 'GET', url: NAMES })).json() as CatalogueNameRow[];
      expect(rows.map((r) => [r.Seviye, r.Kod, r.UstId])).toEqual([
        ['GROUP', 'BUG', null],
        ['CLASS', 'BUG1', cat.wheatGroup],
        ['PRODUCT', 'BUG1A', cat.redClass],
        ['PRODUCT', 'BUG1B', cat.redClass],
        ['GROUP', 'ARP', null],
        ['CLASS', 'ARP1', cat.barleyGroup],
        ['PRODUCT', 'ARP1A', cat.barleyClass],
        ['GROUP', 'CH', null],
        ['CLASS', 'CHB', cat.animalGroup],
        ['PRODUCT', 'CHB1', cat.cattleClass],
      ]);
      expect(rows[1]).toEqual({
        Id: cat.redClass,
        Seviye: 'CLASS',
        UstId: cat.wheatGroup,
        Kod: 'BUG1',
        AdTr: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
        AdEn: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)',
        KisaAdTr: null,
        KisaAdEn: null,
      });
    });

    it('sets short names (trimmed, audited before → after); the hall’s reads carry them in each language', async () => {
      expect(await cards('tr')).toEqual([
        ['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', null],
        ['ARPA', null],
      ]);
      const before = t.events.length;
      const body = { Id: cat.redClass, KisaAdTr: '  1.GRUP KIRMIZI SERT  ', KisaAdEn: 'G1 RED HARD' };
      expect((await save(operator, body)).json()).toEqual({ ok: true });
      expect(t.events.slice(before)).toEqual([{ type: 'figures', dates: [] }]);
      expect(await cards('tr')).toEqual([
        ['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', '1.GRUP KIRMIZI SERT'],
        ['ARPA', null],
      ]);
      expect((await cards('en'))[0]).toEqual(['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)', 'G1 RED HARD']);
      expect((await save(admin, { Id: cat.redHard, KisaAdTr: 'ANADOLU', KisaAdEn: null })).statusCode).toBe(
        200,
      );
      const trades = (await t.inject(null, { method: 'GET', url: TRADES, lang: 'en' })).json() as TradeRow[];
      expect(trades.map((r) => [r.UrunKodu, r.UrunKisaAdi])).toEqual([
        ['ARP1A', null],
        ['BUG1A', null],
      ]);
      const trTrades = (
        await t.inject(null, { method: 'GET', url: TRADES, lang: 'tr' })
      ).json() as TradeRow[];
      expect(trTrades.map((r) => r.UrunKisaAdi)).toEqual([null, 'ANADOLU']);
      const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'catalogue.short-name' }, ['id']);
      expect(audit.map((a) => [a.user_id, a.entity, a.entity_id, JSON.parse(a.detail)])).toEqual([
        [
          operator.userId,
          'catalogue_item',
          String(cat.redClass),
          {
            Kod: 'BUG1',
            changes: [
              { Alan: 'KisaAdTr', Onceki: null, Sonraki: '1.GRUP KIRMIZI SERT' },
              { Alan: 'KisaAdEn', Onceki: null, Sonraki: 'G1 RED HARD' },
            ],
          },
        ],
        [
          admin.userId,
          'catalogue_item',
          String(cat.redHard),
          {
            Kod: 'BUG1A',
            changes: [{ Alan: 'KisaAdTr', Onceki: null, Sonraki: 'ANADOLU' }],
          },
        ],
      ]);
    });

    it('clears with blanks, records nothing when nothing changes, refuses others and bad input', async () => {
      expect((await save(operator, { Id: cat.redClass, KisaAdTr: ' ', KisaAdEn: '' })).statusCode).toBe(200);
      expect((await cards('en'))[0]![1]).toBeNull();
      const entries = async () =>
        (await rowsWhere(t.kysely, 'audit_log', { action: 'catalogue.short-name' }, [])).length;
      const count = await entries();
      expect((await save(operator, { Id: cat.redClass, KisaAdTr: null, KisaAdEn: null })).statusCode).toBe(
        200,
      );
      expect(await entries()).toBe(count);
      expect((await save(null, { Id: cat.redClass, KisaAdTr: 'X', KisaAdEn: 'X' })).statusCode).toBe(401);
      expect((await save(member, { Id: cat.redClass, KisaAdTr: 'X', KisaAdEn: 'X' })).statusCode).toBe(403);
      const long = await save(operator, { Id: cat.redClass, KisaAdTr: 'K'.repeat(41), KisaAdEn: null });
      expect([long.statusCode, long.json().error.code]).toEqual([400, 'VALIDATION']);
      const unknown = await save(operator, { Id: 999_999, KisaAdTr: 'X', KisaAdEn: null });
      expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'UNKNOWN_ID']);
      expect(await entries()).toBe(count);
    });
  },
);
