import type { Problem } from '@bulten/core';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createMembers, csvText, csvUploader, REGISTRATION_HEADER } from '../../../test/csv.js';
import { createTinyCatalogue, registrationBody } from '../../../test/factories.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');

// One registration's bad values, each read by the desk (a JSON body) and by the import (a CSV row): the same
// problem codes, columns and parameters, whichever way the registration came (the desk's have no line).
const BAD: Record<string, Record<string, string>> = {
  'a negative quantity': { Miktar: '-1' },
  'a zero price': { BirimFiyat: '0' },
  'too many decimals': { Miktar: '1.2345', BirimFiyat: '20.12345' },
  'no time': { IslemZamani: 'dün' },
  'an unknown product and member': { UrunKodu: 'NOPE', AliciUyeKodu: 'ZZ' },
  'an unknown channel': { Kanal: 'PAZAR' },
};

describeWithApp(
  'a registration read by the desk and by the import',
  { now: NOW, users: ['operator'] },
  (t) => {
    const upload = csvUploader(t);

    beforeAll(async () => {
      await createTinyCatalogue(t.kysely);
      await createMembers(t.kysely, ['A1', 'S1']);
    });

    const withoutLine = (problems: readonly Problem[]) => problems.map(({ line: _line, ...rest }) => rest);

    for (const [what, bad] of Object.entries(BAD)) {
      it(`answers ${what} with the import's problems`, async () => {
        const body = registrationBody({ TescilNo: 'SAME-1', ...bad });
        const desk = await t.inject(t.users.operator, {
          method: 'POST',
          url: '/api/v1/Tescil/Create',
          payload: body,
        });
        const row = REGISTRATION_HEADER.map((column) => String(body[column] ?? ''));
        const file = await upload(
          t.users.operator,
          'Tescil/Import/Check',
          csvText([REGISTRATION_HEADER, row]),
        );
        expect(desk.statusCode).toBe(400);
        expect(file.statusCode).toBe(400);
        const deskProblems: Problem[] = desk.json().error.problems;
        const fileProblems: Problem[] = file.json().error.problems;
        expect(deskProblems.length).toBeGreaterThan(0);
        expect(withoutLine(deskProblems)).toEqual(withoutLine(fileProblems));
      });
    }
  },
);
