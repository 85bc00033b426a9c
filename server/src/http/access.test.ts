import { type AnyEndpoint, allPaths, ENDPOINTS, type EndpointAccess, ROLES, type Role } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.js';
import { bearer, nextTestIp, type TestUser } from '../../test/auth.js';

/** Who calls: nobody, or a signed-in user of a role. */
type Caller = Role | 'anonymous';

const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/** What the table says a caller gets: through the gate, or the gate's 401 or 403. */
function expected(access: EndpointAccess, caller: Caller): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (caller === 'anonymous') return 401;
  if (access === 'signed-in') return 'through';
  return access.includes(caller) ? 'through' : 403;
}

/** What an answer's status says of the gate. */
function outcome(status: number): 'through' | 401 | 403 {
  return status === 401 || status === 403 ? status : 'through';
}

// The event stream never ends: it is public (its own tests read it), so no gate stands in front of it.
const NEVER_ENDS = new Set(['system.LiveStream']);
// Signing out ends the caller's session: it goes last, so that every other request still has one.
const ENDS_SESSION = 'auth.Logout';

/** The endpoints walked, sign-out last. */
function walkOrder(endpoints: readonly AnyEndpoint[]): AnyEndpoint[] {
  const walked = endpoints.filter((e) => !NEVER_ENDS.has(e.name));
  return [...walked.filter((e) => e.name !== ENDS_SESSION), ...walked.filter((e) => e.name === ENDS_SESSION)];
}

/** A path with every `{param}` filled by a value no route accepts (the gate answers before it is read). */
function concrete(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'x');
}

describeWithApp('every endpoint of the table answers each role as its access says', { users: ROLES }, (t) => {
  /** One request of a caller, with the token the table says the endpoint takes and a body no route accepts. */
  function call(endpoint: AnyEndpoint, path: string, caller: Caller) {
    const user: TestUser | null = caller === 'anonymous' ? null : t.users[caller];
    const token = user && (endpoint.tokens === 'online' ? user.onlineToken : user.defaultToken);
    return t.app.inject({
      method: endpoint.method,
      url: concrete(path),
      remoteAddress: nextTestIp(),
      headers: { lang: 'en', ...(token ? bearer(token) : {}) },
      ...(endpoint.method === 'POST' ? { payload: { unexpected: [1, 2, 3] } } : {}),
    });
  }

  /** Every caller on every path of the endpoints: the answers that disagree with the table, and how many were sent. */
  async function walk(endpoints: readonly AnyEndpoint[], paths: (e: AnyEndpoint) => string[]) {
    const mismatches: string[] = [];
    let requests = 0;
    for (const endpoint of walkOrder(endpoints)) {
      for (const path of paths(endpoint)) {
        for (const caller of CALLERS) {
          const res = await call(endpoint, path, caller);
          requests += 1;
          const want = expected(endpoint.access, caller);
          if (outcome(res.statusCode) !== want)
            mismatches.push(`${caller} ${endpoint.method} ${path}: ${res.statusCode}, table ${want}`);
        }
      }
    }
    return { mismatches, requests };
  }

  it('lets every allowed role through and stops every other one at the gate, on every path', async () => {
    // On PostgreSQL a slice: the documented path of each endpoint that needs a token.
    const { mismatches, requests } =
      t.dialect === 'sqlite'
        ? await walk(ENDPOINTS, allPaths)
        : await walk(
            ENDPOINTS.filter((e) => e.access !== 'public'),
            (e) => [e.paths[0]],
          );
    expect(mismatches).toEqual([]);
    expect(requests).toBe(t.dialect === 'sqlite' ? 1128 : 354);
  }, 120_000);
});
