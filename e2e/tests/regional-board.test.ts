import type { BulletinDetail, RegionalBoard, RegionalRow } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RegionalBoardPage } from '../pages/regional-board-page';
import { StaffPeersScreen } from '../pages/staff-peers-screen';
import { bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { daysBefore, istanbulToday, shownDate } from '../support/dates';
import { type AlphaRow, alphaRow, type FakeAlphaPeer, startFakeAlphaPeer } from '../support/fake-alpha-peer';
import { figure } from '../support/figures';
import { E2E_USERS } from '../support/fixtures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { oursCli, oursCliLater, peerIds, startBultenPeer } from '../support/peers';
import type { RunningServer } from '../support/server';
import { serverHtml } from '../support/server-html';
import { staffStorage } from '../support/staff';

/** The widest screen the board is checked at besides the phone. */
const WIDE = { width: 1366, height: 768 };
const POLATLI = 'Polatlı Ticaret Borsası (tohum 2)';
const ESKISEHIR = 'Eskişehir Ticaret Borsası (tohum 3)';
const EDIRNE = 'Edirne Ticaret Borsası (Alpha)';
const RED = '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR';
// Edirne writes our red class its own way, and quotes feed barley per tonne under a name of its own.
const RED_AT_EDIRNE = '1. Grup Kırmızı Sert Ekmeklik Buğdaylar';
const BARLEY_AT_EDIRNE = 'YEMLİK ARPA';
const BARLEY = 'ARPA (YEMLİK)';

const today = istanbulToday();
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
function previousWeekday(date: string): string {
  let day = daysBefore(date, 1);
  while (weekday(day) === 0 || weekday(day) === 6) day = daysBefore(day, 1);
  return day;
}
const previous = previousWeekday(today);
const EDIRNE_ROWS: AlphaRow[] = [
  alphaRow('BUĞDAY', RED_AT_EDIRNE, 210_000, 20_000),
  alphaRow('ARPA', BARLEY_AT_EDIRNE, 135_000_000, 6_000),
];

let polatli: RunningServer;
let eskisehir: RunningServer;
let edirne: FakeAlphaPeer;
const ids = new Map<string, number>();

/** A class's weighted average (e4 TL/kg) on the latest of `days` it traded, as a Bülten's day bulletin gives it. */
type ClassDays = Map<string, { day: string; averageE4: number }>;

async function dayRows(base: string, day: string): Promise<BulletinDetail> {
  const url = `${base}/api/v1/CMS/OnlineKullaniciBulten/GetGunlukBultenDetay/${day}`;
  const response = await fetch(url, { headers: { Lang: 'tr' } });
  return (await response.json()) as BulletinDetail;
}

/** Each class's figure on the latest of the given days it traded (newest day first). */
async function classFigures(base: string, days: string[]): Promise<ClassDays> {
  const found: ClassDays = new Map();
  for (const day of days)
    for (const row of (await dayRows(base, day)).Satirlar)
      if (row.Seviye === 'CLASS' && row.Birim === 'KG' && row.SinifAdi && !found.has(row.SinifAdi))
        found.set(row.SinifAdi, { day, averageE4: Math.round(row.OrtFiyat * 10_000) });
  return found;
}

/** Our trading days up to today, newest first (ours: as far back as the board looks for a class). */
async function ourDays(count: number): Promise<string[]> {
  const days: string[] = [];
  let day: string | null = today;
  while (day && days.length < count) {
    const detail = await dayRows(ourBase(), day);
    if (detail.Satirlar.length > 0) days.push(day);
    day = detail.OncekiIslemGunu;
  }
  return days;
}
const ourBase = () => inject('e2e').baseUrl;

/** The difference of a peer's average from ours in TL/kg and in % of ours, by hand in e4 and e2. */
function expectedDifference(peerE4: number, oursE4: number) {
  const diffE4 = peerE4 - oursE4;
  const scaled = diffE4 * 10_000;
  const percentE2 = Math.sign(scaled) * Math.floor((Math.abs(scaled) * 2 + oursE4) / (2 * oursE4));
  return { Fark: diffE4 / 10_000, FarkYuzde: percentE2 / 100 };
}

async function board(lang: Lang = 'tr'): Promise<RegionalBoard> {
  return bulletinApi<RegionalBoard>(`GetBolgeTablosu/${today}`, lang);
}

beforeAll(async () => {
  [polatli, eskisehir, edirne] = await Promise.all([
    startBultenPeer(2, POLATLI),
    startBultenPeer(3, ESKISEHIR),
    startFakeAlphaPeer(),
  ]);
  await edirne.setDays({ [previous]: EDIRNE_ROWS });
  // The demo's own peers (other local demos on fixed ports) make way for these.
  for (const id of peerIds().values()) oursCli(['peer', 'remove', String(id)]);
  oursCli(['peer', 'add', '--name', POLATLI, '--city', 'Polatlı', '--kind', 'bulten', '--url', polatli.url]);
  oursCli([
    'peer',
    'add',
    '--name',
    ESKISEHIR,
    '--city',
    'Eskişehir',
    '--kind',
    'bulten',
    '--url',
    eskisehir.url,
  ]);
  oursCli([
    'peer',
    'add',
    '--name',
    EDIRNE,
    '--city',
    'Edirne',
    '--kind',
    'alpha-webpanel',
    '--url',
    edirne.url,
  ]);
  for (const [name, id] of peerIds()) ids.set(name, id);
  const read = oursCli(['peer', 'fetch']);
  expect(read).not.toContain('STALE');
}, 600_000);

afterAll(async () => {
  for (const id of ids.values()) oursCli(['peer', 'remove', String(id)]);
  await Promise.all([polatli?.stop(), eskisehir?.stop(), edirne?.stop()]);
});

describe('the regional board against three exchanges', () => {
  it('shows each Bülten peer’s own figures beside ours, as their own bulletins give them', async () => {
    const answer = await board();
    const ours = await classFigures(ourBase(), await ourDays(30));
    // A Bülten peer is read for today and the previous weekday: its figure is the latest of those two.
    for (const [name, peer] of [
      [POLATLI, polatli],
      [ESKISEHIR, eskisehir],
    ] as const) {
      const theirs = await classFigures(peer.url, [today, previous]);
      const rows = answer.Satirlar.filter((r) => r.KomsuAdi === name);
      expect(rows.map((r) => r.KomsuSinifAdi).sort()).toEqual([...theirs.keys()].sort());
      for (const row of rows) {
        const peerFigure = theirs.get(row.KomsuSinifAdi)!;
        const ourFigure = ours.get(row.SinifAdi);
        expect(row).toMatchObject({
          KomsuTarih: peerFigure.day,
          KomsuOrtalama: peerFigure.averageE4 / 10_000,
          BorsaTarih: ourFigure?.day ?? null,
          BorsaOrtalama: ourFigure ? ourFigure.averageE4 / 10_000 : null,
          ...(ourFigure ? expectedDifference(peerFigure.averageE4, ourFigure.averageE4) : { Fark: null }),
          KomsuBulteni: `${peer.url}/online-bulten?tarih=${peerFigure.day}`,
        });
      }
    }
    // Edirne answers only the Alpha.WebPanel paths: its red class maps by name (21,0000 TL/kg); its
    // barley per tonne is not mapped yet.
    const edirneRows = answer.Satirlar.filter((r) => r.KomsuAdi === EDIRNE);
    expect(edirneRows.map((r) => [r.SinifAdi, r.KomsuSinifAdi, r.KomsuTarih, r.KomsuOrtalama])).toEqual([
      [RED, RED_AT_EDIRNE, previous, 21],
    ]);
    expect(edirneRows[0]).toMatchObject(expectedDifference(210_000, ours.get(RED)!.averageE4));
    expect(answer.Komsular.map((p) => [p.Ad, p.Guncel])).toEqual([
      [EDIRNE, true],
      [ESKISEHIR, true],
      [POLATLI, true],
    ]);
  });

  describe.each([
    ['tr', PHONE],
    ['en', WIDE],
  ] as const)('in %s', (lang: Lang, viewport) => {
    it(
      'says whose figures they are, shows each peer’s day and link, and charts a class across exchanges',
      async () => {
        const answer = await board(lang);
        const { page, consoleErrors } = await openPage({ language: lang, viewport, path: '/bolge' });
        const screen = await new RegionalBoardPage(page, lang).ready();
        const sources = screen.sources();
        for (const peer of answer.Komsular) await sources.getByRole('link', { name: peer.Ad }).waitFor();
        const redId = answer.Satirlar.find((r) => r.KomsuSinifAdi === RED_AT_EDIRNE)!.SinifId;
        const red = answer.Satirlar.filter((r) => r.SinifId === redId);
        const rows = await screen.rows(screen.classTable(red[0]!.SinifAdi));
        expect(rows[0]).toMatchObject({
          exchange: answer.BorsaAdi,
          link: null,
          average: figure(red[0]!.BorsaOrtalama),
        });
        expect(rows.slice(1).map((r) => [r.exchange, r.link, r.average, r.percent, r.difference])).toEqual(
          red.map((r: RegionalRow) => [
            r.KomsuAdi,
            r.KomsuBulteni,
            figure(r.KomsuOrtalama),
            figure(r.FarkYuzde, '%'),
            figure(r.Fark),
          ]),
        );
        for (const [i, r] of red.entries())
          expect(rows[i + 1]!.day.startsWith(shownDate(lang, r.KomsuTarih!))).toBe(true);
        // Edirne's day is the previous weekday: "yesterday's" when that is yesterday.
        const edirneRow = rows.find((r) => r.exchange === EDIRNE)!;
        if (previous === daysBefore(today, 1))
          expect(edirneRow.day).toContain(text(lang, 'regional.fresh.yesterday'));
        await screen.classSelect().selectOption(String(red[0]!.SinifId));
        for (const name of [answer.BorsaAdi, POLATLI, ESKISEHIR, EDIRNE])
          await screen.legend(name).first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await expectNoSidewaysScroll(page);
        expect(consoleErrors).toEqual([]);
      },
      AXE_TEST_TIMEOUT,
    );
  });

  it(
    'is rendered on the server with its figures, and the product page has "Other exchanges"',
    async () => {
      const answer = await board();
      const html = await serverHtml('/bolge', 'tr');
      const first = answer.Satirlar[0]!;
      expect(html).toContain(first.KomsuAdi);
      expect(html).toContain(first.KomsuBulteni!.replace(/&/g, '&amp;'));
      const { page } = await openPage({
        language: 'en',
        viewport: PHONE,
        path: `/online-bulten/${first.SinifId}`,
      });
      const block = page.getByRole('region', { name: 'Other exchanges' });
      const table = block.getByRole('table');
      await table.waitFor();
      const peers = answer.Satirlar.filter((r) => r.SinifId === first.SinifId).length;
      expect(await table.locator('tbody tr').count()).toBe(1 + peers);
      expect(await seriousViolations(page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('staff and the peers', () => {
  it(
    'an admin sees the peers and maps Edirne’s barley quoted per tonne; the board converts it',
    async () => {
      const storage = await staffStorage(E2E_USERS.admin);
      const { page, consoleErrors } = await openPage({
        path: '/yonetim/borsalar',
        language: 'tr',
        viewport: PHONE,
        storage,
      });
      const screen = await new StaffPeersScreen(page, 'tr').ready();
      for (const name of [POLATLI, ESKISEHIR, EDIRNE]) await screen.peer(name).waitFor();
      const controls = screen.mappingControls(BARLEY_AT_EDIRNE);
      await controls.ours.selectOption({
        label: (await controls.ours.locator('option').allTextContents()).find((o) => o.startsWith(BARLEY))!,
      });
      await controls.unit.selectOption('TON');
      await controls.save.click();
      await page.getByText(screen.t('staff.peers.mapping.saved', { name: BARLEY_AT_EDIRNE })).waitFor();
      const ours = await classFigures(ourBase(), await ourDays(30));
      const row = (await board()).Satirlar.find((r) => r.KomsuSinifAdi === BARLEY_AT_EDIRNE)!;
      // 135 000 000 e4 TL per tonne = 13,5000 TL/kg.
      expect(row).toMatchObject({
        SinifAdi: BARLEY,
        KomsuOrtalama: 13.5,
        ...expectedDifference(135_000, ours.get(BARLEY)!.averageE4),
      });
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      expect(consoleErrors).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'an operator (en, wide) reads the list and the mapping but lists no peer',
    async () => {
      const storage = await staffStorage(E2E_USERS.operator);
      const { page, consoleErrors } = await openPage({
        path: '/yonetim/borsalar',
        language: 'en',
        viewport: WIDE,
        storage,
      });
      const screen = await new StaffPeersScreen(page, 'en').ready();
      await screen.mappings().waitFor();
      expect(await page.getByRole('button', { name: screen.t('staff.peers.add') }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('a peer that misbehaves never slows a page nor writes a wrong row', () => {
  const edirneId = () => String(ids.get(EDIRNE));
  const fetchEdirne = (env: Record<string, string> = {}) =>
    oursCli(['peer', 'fetch', '--peer', edirneId()], env);
  const edirneFigures = async () =>
    (await board()).Satirlar.filter((r) => r.KomsuAdi === EDIRNE).map((r) => [
      r.KomsuSinifAdi,
      r.KomsuTarih,
      r.KomsuOrtalama,
    ]);

  it('answers the board while Edirne holds our request, and uses what it answers after', async () => {
    await edirne.setDays({ [previous]: EDIRNE_ROWS, [today]: EDIRNE_ROWS });
    const before = await edirneFigures();
    await edirne.setMode('hang');
    const reading = oursCliLater(['peer', 'fetch', '--peer', edirneId()], { PEER_TIMEOUT_MS: '600000' });
    for (let i = 0; i < 600 && (await edirne.state()).held === 0; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect((await edirne.state()).held).toBe(1);
    const html = await serverHtml('/bolge', 'tr');
    expect(html).toContain(EDIRNE);
    expect(await edirneFigures()).toEqual(before);
    // Still held: the page and the API answered without it.
    expect((await edirne.state()).held).toBe(1);
    await edirne.setMode('ok');
    await edirne.release();
    expect(await reading).toContain(`${today}: 0 classes`);
  });

  it.each([
    ['hang', 'TIMEOUT', { PEER_TIMEOUT_MS: '1500' }],
    ['status500', 'HTTP_STATUS', {}],
    ['html', 'NOT_JSON', {}],
    ['changed', 'SCHEMA', {}],
    ['absurd', 'ABSURD_PRICE', {}],
  ] as const)('a peer answering %s is stale (%s) and its figures stay', async (mode, reason, env) => {
    const before = await edirneFigures();
    await edirne.setMode(mode);
    expect(fetchEdirne(env)).toContain(`${today}: STALE ${reason}`);
    await edirne.setMode('ok');
    await edirne.release();
    expect(await edirneFigures()).toEqual(before);
    const stale = (await board()).Komsular.find((p) => p.Ad === EDIRNE)!;
    expect(stale.Guncel).toBe(false);
    expect(oursCli(['peer', 'list'])).toContain(`stale since`);
  });

  it(
    'shows the reason in the console, is fresh again after a good read, and UNREACHABLE when gone',
    async () => {
      await edirne.setMode('html');
      fetchEdirne();
      await edirne.setMode('ok');
      const storage = await staffStorage(E2E_USERS.admin);
      const { page } = await openPage({ path: '/yonetim/borsalar', language: 'tr', viewport: WIDE, storage });
      const screen = await new StaffPeersScreen(page, 'tr').ready();
      await screen
        .peer(EDIRNE)
        .getByText(screen.t('staff.peers.reasons.NOT_JSON'), { exact: false })
        .waitFor();
      expect(fetchEdirne()).toContain(`${today}: 2 classes`);
      expect((await board()).Komsular.find((p) => p.Ad === EDIRNE)!.Guncel).toBe(true);
      await edirne.stop();
      expect(fetchEdirne()).toContain(`${today}: STALE UNREACHABLE`);
    },
    AXE_TEST_TIMEOUT,
  );
});
