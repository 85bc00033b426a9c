import {
  type AnyEndpoint,
  addDays,
  dateFieldsOf,
  ENDPOINTS,
  EXCHANGE_DAYS_AHEAD,
  endpointUrl,
  type Role,
} from '@bulten/core';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.js';
import type { TestUser } from '../../test/auth.js';
import { createMembers } from '../../test/csv.js';
import { createTinyCatalogue, registrationBody, type TinyCatalogue } from '../../test/factories.js';

// Monday 2 March 2026, 12:00 in Istanbul.
const NOW = new Date('2026-03-02T09:00:00.000Z');
const TODAY = '2026-03-02';
const DATED = ENDPOINTS.filter((e) => dateFieldsOf(e).length > 0);

const EXTREME_DAYS: [string, string][] = [
  ['0000-01-01', 'DATE_OUT_OF_RANGE'],
  ['9999-12-31', 'DATE_OUT_OF_RANGE'],
  ['2026-02-30', 'BAD_DATE'],
  ['1989-12-31', 'DATE_OUT_OF_RANGE'],
  [addDays(TODAY, EXCHANGE_DAYS_AHEAD + 1), 'DATE_OUT_OF_RANGE'],
  ['2026-3-2', 'BAD_DATE'],
];
const EXTREME_YEARS: [string, string][] = [
  ['0000', 'DATE_OUT_OF_RANGE'],
  ['9999', 'DATE_OUT_OF_RANGE'],
  ['1989', 'DATE_OUT_OF_RANGE'],
  ['26', 'BAD_DATE'],
];

describeWithApp(
  'every date parameter of every route against the days of the exchange',
  { now: NOW, users: ['member', 'operator', 'admin', 'superadmin'] },
  (t) => {
    let cat: TinyCatalogue;
    beforeAll(async () => {
      cat = await createTinyCatalogue(t.kysely);
    });

    // Who may call an endpoint: anybody for a public one, else the first role it names.
    const caller = (e: AnyEndpoint): TestUser | null => {
      if (e.access === 'public') return null;
      const role: Role = e.access === 'signed-in' ? 'member' : (e.access[0] as Role);
      return t.users[role];
    };
    // Valid values for the other path parameters: the request is refused for its date alone.
    const pathValue = (e: AnyEndpoint, name: string): string => {
      if (name === 'memberId') return String(t.users.member.memberId);
      if (name === 'channel') return 'TUMU';
      if (name === 'year') return '2026';
      if (/^(date|from|to)$/.test(name)) return TODAY;
      if (/CH$|CanliHayvan/.test(e.name))
        return String(name === 'groupId' ? cat.animalGroup : cat.cattleClass);
      return String(name === 'groupId' ? cat.wheatGroup : name === 'productId' ? cat.redHard : cat.redClass);
    };
    const call = (
      e: AnyEndpoint,
      field: { in: 'params' | 'query'; name: string },
      value: string,
      lang: 'tr' | 'en',
    ) => {
      const params = Object.fromEntries(Object.keys(e.params.shape).map((n) => [n, pathValue(e, n)]));
      if (field.in === 'params') params[field.name] = value;
      // The other query dates of a range get a valid day too: only the one under test is out of line.
      const query: Record<string, string> = Object.fromEntries(
        dateFieldsOf(e)
          .filter((f) => f.in === 'query')
          .map((f) => [f.name, TODAY]),
      );
      if (field.in === 'query') query[field.name] = value;
      return t.inject(caller(e), {
        method: e.method,
        url: endpointUrl(e, params as never, query as never),
        lang,
        ...(e.method === 'POST' ? { payload: {} } : {}),
      });
    };

    it(`walks the ${DATED.length} endpoints with a date parameter (${DATED.reduce((n, e) => n + dateFieldsOf(e).length, 0)} parameters)`, () => {
      expect(DATED.length).toBeGreaterThanOrEqual(45);
    });

    it.each(DATED.map((e) => [e.name, e] as const))(
      '%s: extreme dates answer 400 in the request language, never 5xx',
      async (_name, e) => {
        for (const field of dateFieldsOf(e)) {
          const cases = field.kind === 'year' ? EXTREME_YEARS : EXTREME_DAYS;
          for (const [value, code] of cases) {
            const lang = value.startsWith('9') ? 'en' : 'tr';
            const res = await call(e, field, value, lang);
            const label = `${e.name} ${field.in}.${field.name}=${value}`;
            expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
            const { error } = res.json();
            expect(error.code, label).toBe(code);
            expect(error.message, label).toBe(
              lang === 'en'
                ? code === 'BAD_DATE'
                  ? 'Invalid date; expected YYYY-MM-DD.'
                  : 'The date is out of range; it must be a day between 1 January 1990 and one year from today.'
                : code === 'BAD_DATE'
                  ? 'Geçersiz tarih; YYYY-AA-GG biçiminde olmalı.'
                  : 'Tarih geçerli aralığın dışında; 1 Ocak 1990 ile bugünden bir yıl sonrası arasında bir gün olmalı.',
            );
          }
          // A day of the range passes the date check (the route may answer anything else but 5xx).
          const ok = await call(e, field, field.kind === 'year' ? '2026' : TODAY, 'tr');
          expect(ok.statusCode, `${e.name} ${field.name}: ${ok.body.slice(0, 200)}`).toBeLessThan(500);
          if (ok.statusCode === 400)
            expect(['BAD_DATE', 'DATE_OUT_OF_RANGE']).not.toContain(ok.json().error.code);
        }
      },
    );

    it("refuses a registration whose trade time is not on the exchange's days, at the desk and in an upload", async () => {
      await createMembers(t.kysely, ['A1', 'S1']);
      const times = ['9999-12-31 23:00', '0001-01-01 10:00', '1989-12-31 10:00', '31.12.2999 10:00'];
      for (const [i, time] of times.entries()) {
        const res = await t.post(
          t.users.operator,
          '/api/v1/Tescil/Create',
          registrationBody({ TescilNo: `OUT-${i}`, IslemZamani: time }),
        );
        expect(res.statusCode, time).toBe(400);
        expect(res.json().error.details, time).toEqual([
          `IslemZamani: "${time}" is not a day of the exchange (1990-01-01 to a year from today)`,
        ]);
      }
      const upload = await t.inject(t.users.operator, {
        method: 'POST',
        url: '/api/v1/Tescil/Import',
        headers: { 'content-type': 'text/csv' },
        payload:
          'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal\nOUT-9,9999-12-31 23:00,BUG1A,1000,20,SALON\n',
      });
      expect(upload.statusCode).toBe(400);
      expect(JSON.stringify(upload.json())).toContain('is not a day of the exchange');
      expect(await t.kysely.selectFrom('registration').select('registration_no').execute()).toEqual([]);
      // A day of the range is taken.
      const ok = await t.post(
        t.users.operator,
        '/api/v1/Tescil/Create',
        registrationBody({ TescilNo: 'IN-1' }),
      );
      expect(ok.statusCode).toBe(200);
    });

    it('answers the audit log of 9999-12-31 with 400, not 500 (issue 31.9)', async () => {
      const res = await t.inject(t.users.admin, {
        method: 'GET',
        url: '/api/v1/General/AuditLog?day=9999-12-31',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('DATE_OUT_OF_RANGE');
    });
  },
);
