import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue } from '../../test/factories.js';
import { type FuzzRequest, fuzzRequests, type OpenApiDocument, routesOf } from '../../test/fuzz.js';
import { openStaffTestApp, type StaffTestApp, signInStaff } from '../../test/staff.js';

const SAMPLE = 300;
const HANG_MS = 5_000;

/** What a request got: its status, or `hang` when no answer came within 5 s. */
async function send(t: StaffTestApp, request: FuzzRequest): Promise<number | 'hang'> {
  const answer = t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  const result = await Promise.race([answer.then((res) => res.statusCode), hang]);
  clearTimeout(timer);
  return result;
}

// The unit suite's sample of `npm run bench -- reliability`'s fuzz: every documented route, hostile input.
describe.each(testDatabaseFactories())(
  'fuzz of every OpenAPI route on $name',
  (factory: TestDatabaseFactory) => {
    let t: StaffTestApp;
    let tokens: string[];

    beforeAll(async () => {
      t = await openStaffTestApp(factory, new Date('2026-03-04T09:00:00.000Z'));
      await createTinyCatalogue(t.ctx.db.kysely);
      const staff = await signInStaff(t);
      const member = await createUserAndSignIn(t.app, t.ctx, 'member');
      tokens = [...Object.values(staff), member].flatMap((u) => [u.defaultToken, u.onlineToken]);
    });
    afterAll(async () => t.close());

    it(`answers ${SAMPLE} hostile requests without a 5xx or a hang`, async () => {
      const document = t.app.swagger() as OpenApiDocument;
      expect(routesOf(document).length).toBeGreaterThan(50);
      const failures: string[] = [];
      const requests = [...fuzzRequests(document, SAMPLE, 20_261_123, tokens)];
      for (let i = 0; i < requests.length; i += 4) {
        const batch = requests.slice(i, i + 4);
        const statuses = await Promise.all(batch.map((r) => send(t, r)));
        statuses.forEach((status, k) => {
          if (status === 'hang' || status >= 500)
            failures.push(`${status} ${batch[k]!.method} ${batch[k]!.url.slice(0, 200)}`);
        });
      }
      expect(failures).toEqual([]);
    }, 120_000);
  },
);
