import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulten, capturedCli } from '../../test/cli.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { type FakeAlphaPeer, startFakeAlphaPeer } from '../../test/fake-peer.js';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { seedDemo } from '../modules/demo/demo.service.js';
import { peerFetchCommand } from './peer.commands.js';

// Wednesday 4 March 2026, 15:00 in Istanbul: Tuesday the 3rd is the previous weekday.
const NOW = new Date('2026-03-04T12:00:00Z');
const row = { group: 'ARPA', name: 'ARPA', minE4: 90_000, maxE4: 90_000, avgE4: 90_000, kg: 1_000 };

describe.each(testDatabaseFactories())('peer commands on $name', (factory: TestDatabaseFactory) => {
  let db: Db;
  let fake: FakeAlphaPeer;
  const cli = () => capturedCli(db, NOW);

  beforeAll(async () => {
    db = await factory.open();
    fake = await startFakeAlphaPeer();
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04']) fake.days.set(day, [row]);
  });
  afterAll(async () => {
    await fake?.close();
    await factory.close(db);
  });

  it('adds (audited), lists and refuses bad peers', async () => {
    const add = cli();
    const args = ['peer', 'add', '--name', 'Sahte', '--city', 'Konya', '--kind', 'alpha-webpanel'];
    expect(await bulten(add, ...args, '--url', `${fake.url}/`)).toEqual([0]);
    expect(add.out()).toBe(`added peer 1: Sahte (Konya, alpha-webpanel) at ${fake.url}\n`);
    const bad = cli();
    expect(await bulten(bad, ...args, '--url', 'ftp://127.0.0.1')).toEqual([1]);
    expect(bad.err()).toMatch(/^VALIDATION: Adres: /);
    const twice = cli();
    expect(await bulten(twice, ...args, '--url', fake.url)).toEqual([1]);
    expect(twice.err()).toMatch(/^CONFLICT: /);
    const list = cli();
    await bulten(list, 'peer', 'list');
    expect(list.out().split('\n').slice(0, 2)).toEqual([
      'id\tname\tcity\tkind\turl\tshown\tstatus',
      `1\tSahte\tKonya\talpha-webpanel\t${fake.url}\tyes\tnever read`,
    ]);
    const audit = await db.kysely.selectFrom('audit_log').select(['action', 'user_id', 'detail']).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'peer.create', user_id: null });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ via: 'cli', baseUrl: fake.url });
  });

  it('reads now, says which reads failed, and backfills a range resumably', async () => {
    const now = cli();
    expect(await bulten(now, 'peer', 'fetch')).toEqual([0]);
    expect(now.out()).toBe('1 Sahte 2026-03-03: 1 classes\n1 Sahte 2026-03-04: 1 classes\n');
    fake.setMode('html');
    const stale = cli();
    expect(await bulten(stale, 'peer', 'fetch', '--peer', '1')).toEqual([0]);
    expect(stale.out()).toBe('1 Sahte 2026-03-04: STALE NOT_JSON\n');
    fake.setMode('ok');
    const waits: number[] = [];
    const back = cli();
    const sleep = async (ms: number) => void waits.push(ms);
    const options = { from: '2026-03-02', to: '2026-03-04', rate: 4, sleep };
    expect(await peerFetchCommand(back.ctx, options)).toBe(0);
    // The 3rd was read after its close: skipped; the 2nd and the 4th, a quarter second apart.
    expect(back.out()).toBe(
      '1 Sahte 2026-03-02: 1 classes (final)\n1 Sahte 2026-03-04: 1 classes\n1 Sahte: 2 days read, 1 already final\n',
    );
    expect(waits).toEqual([250]);
    const wrong = cli();
    expect(await bulten(wrong, 'peer', 'fetch', '--from', '2026-03-02')).toEqual([1]);
    expect(wrong.err()).toMatch(/^VALIDATION: --from and --to go together/);
  });

  it('removes a peer with what was read from it (audited)', async () => {
    const remove = cli();
    expect(await bulten(remove, 'peer', 'remove', '1')).toEqual([0]);
    expect(await db.kysely.selectFrom('peer_figure').selectAll().execute()).toEqual([]);
    const again = cli();
    expect(await bulten(again, 'peer', 'remove', '1')).toEqual([1]);
    expect(again.err()).toMatch(/^UNKNOWN_ID/);
  });

  it('the demo lists the other two local demo exchanges, a real database none', async () => {
    const demo = await factory.open();
    try {
      await seedDemo(demo, { seed: 2, years: 0.01, today: '2026-03-04', config: loadConfig({}), now: NOW });
      const peers = await demo.kysely
        .selectFrom('peer')
        .select(['name', 'kind', 'base_url', 'shown'])
        .orderBy('id')
        .execute();
      expect(peers).toEqual([
        {
          name: 'Bülten Ticaret Borsası (demo)',
          kind: 'bulten',
          base_url: 'http://127.0.0.1:3000',
          shown: 1,
        },
        {
          name: 'Eskişehir Ticaret Borsası (demo)',
          kind: 'bulten',
          base_url: 'http://127.0.0.1:3003',
          shown: 1,
        },
      ]);
    } finally {
      await factory.close(demo);
    }
    expect(await db.kysely.selectFrom('peer').selectAll().execute()).toEqual([]);
  });
});
