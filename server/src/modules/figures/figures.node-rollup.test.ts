import { type Channel, parseScaled, parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, REGISTRATION_COLUMNS } from '../../../test/csv.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { addRedTonProduct } from '../../../test/factories.js';
import { type HistoryData, seedHistoryData } from '../../../test/history-data.js';
import type { Db } from '../../db/database.js';
import { upsertCatalogueItem } from '../catalogue/catalogue.repository.js';
import { loadCatalogue } from '../catalogue/catalogue.service.js';
import { importRegistrationsFromText } from '../imports/imports.service.js';
import { applyRegistration, applyRegistrationBatch } from '../registrations/registrations.service.js';
import { rebuildAllStats } from '../stats/stats.repository.js';
import { membersText, nodeRollup, syncRollupMembers } from './figures.node-rollup.js';
import { rollupSelection } from './figures.series.js';
import { dailyRollup } from './figures.sql-rollup.js';

const RANGE = { from: '2024-01-01', to: '2026-03-31' };
const CHANNELS: Array<readonly Channel[] | undefined> = [undefined, ['SALON'], ['SERBEST'], ['CANLI_HAYVAN']];

describe.each(testDatabaseFactories())(
  'groups’ and classes’ daily roll-ups on $name',
  (factory: TestDatabaseFactory) => {
    let db: Db;
    let d: HistoryData['cat'];

    const trade = (
      no: string,
      time: string,
      productId: number,
      qty: number,
      price: string,
      channel: Channel,
    ) => ({
      registrationNo: no,
      tradedAt: parseTradeTime(time)!,
      productId,
      quantityMilli: qty * 1000,
      unitPriceE4: parseScaled(price, 4)!,
      channel,
    });

    beforeAll(async () => {
      db = await factory.open();
      d = (await seedHistoryData(db)).cat;
      // A TON product in the red class: the class and the wheat group are given in KG (prices ÷ 1000).
      const redTon = await addRedTonProduct(db.kysely, d.redClass);
      await applyRegistrationBatch(db.kysely, [
        trade('T2', '2026-03-02 09:00', redTon, 2, '20684.55', 'SALON'),
        trade('T3', '2026-03-02 12:00', redTon, 5, '11000.05', 'SERBEST'),
      ]);
      expect(await syncRollupMembers(db.kysely, await loadCatalogue(db.kysely))).toBeGreaterThan(3);
    });
    afterAll(async () => factory.close(db));

    /** Every group and class in every channel: the roll-up rows give exactly what summing `daily_stat` gives. */
    async function expectSameAsSummed(): Promise<number> {
      const catalogue = await loadCatalogue(db.kysely);
      let days = 0;
      for (const node of catalogue.nodes.values()) {
        if (node.level === 'PRODUCT') continue;
        for (const channels of CHANNELS) {
          const { node: rolled, ...selection } = rollupSelection(catalogue, node, channels);
          const rows = await nodeRollup(db.kysely, {
            ...RANGE,
            nodeId: node.id,
            members: rolled!.members,
            channels,
          });
          expect(rows, `${node.code} ${channels}`).toEqual(
            await dailyRollup(db.kysely, { ...selection, ...RANGE }),
          );
          days += rows!.length;
        }
      }
      return days;
    }

    it('equal the sums of the products’ statistics after a batch, for every node and channel', async () => {
      expect(await expectSameAsSummed()).toBeGreaterThan(20);
    });

    it('follow single registrations, corrections and cancellations', async () => {
      await applyRegistration(db.kysely, trade('N1', '2026-03-02 08:00', d.redSoft, 7, '13.5', 'SALON'));
      await applyRegistration(
        db.kysely,
        trade('N2', '2026-03-05 10:00', d.cattle, 2, '40000', 'CANLI_HAYVAN'),
      );
      await applyRegistration(db.kysely, {
        ...trade('N1', '2026-03-03 08:00', d.redSoft, 9, '14', 'SERBEST'),
      });
      await applyRegistration(db.kysely, {
        ...trade('T3', '2026-03-02 12:00', d.redHard, 5, '11', 'SERBEST'),
      });
      expect(await expectSameAsSummed()).toBeGreaterThan(20);
      await rebuildAllStats(db.kysely);
      expect(await expectSameAsSummed()).toBeGreaterThan(20);
    });

    it('follow an import of new trades and corrections', async () => {
      const line = (no: string, at: string, code: string, qty: string, price: string, channel: string) => [
        no,
        at,
        code,
        qty,
        price,
        channel,
      ];
      const text = csvText([
        [...REGISTRATION_COLUMNS],
        line('I1', '2026-03-02 07:00', 'BUG1A', '1000', '9.5', 'SALON'),
        line('I2', '2026-03-06 10:00', 'BUG1B', '2000', '14.25', 'SERBEST'),
        line('I3', '2026-03-06 10:00', 'BUG1A', '3000', '14.5', 'SALON'),
        line('T2', '2026-03-02 09:00', 'BUG1T', '2', '20000', 'SALON'),
      ]);
      await importRegistrationsFromText(db.kysely, text, { now: new Date('2026-03-07T09:00:00Z') });
      expect(await expectSameAsSummed()).toBeGreaterThan(20);
    });

    it('are not read once the catalogue moves a product, until they are summed anew', async () => {
      await upsertCatalogueItem(db.kysely, {
        level: 'PRODUCT',
        code: 'ARP1A',
        name_tr: 'YEMLİK ARPA',
        name_en: 'FEED BARLEY',
        parent_id: d.redClass,
        unit: 'KG',
        is_live_animal: 0,
        sort_order: 9,
      });
      const catalogue = await loadCatalogue(db.kysely);
      const red = rollupSelection(catalogue, catalogue.nodes.get(d.redClass)!);
      expect(red.node?.members).toBe(membersText(red.factors!));
      expect(
        await nodeRollup(db.kysely, { ...RANGE, nodeId: d.redClass, members: red.node!.members }),
      ).toBeNull();
      expect(await syncRollupMembers(db.kysely, catalogue)).toBe(4);
      expect(await syncRollupMembers(db.kysely, catalogue)).toBe(0);
      expect(await expectSameAsSummed()).toBeGreaterThan(20);
    });
  },
);
