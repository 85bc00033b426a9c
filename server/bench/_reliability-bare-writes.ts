/**
 * The bare twin of the concurrent staff writes (`_reliability-writes.ts`), a server process of its own: a
 * bare Fastify app answering the same paths with the same inserts in the same transaction mode, and nothing
 * else. Each route calls the service write the app's route calls (`createRegistration`, `correctRegistration`,
 * `cancelRegistration`, `createUser`: their `writeTransaction`, BEGIN IMMEDIATE on SQLite, READ COMMITTED with
 * the same row and day locks on PostgreSQL) and writes the same audit row; without the app's sign-in check,
 * schema validation, events, answer shaping and plugins. A refusal is answered with its status.
 * Environment: DATABASE_URL, PORT, HOST, BENCH_AUDIT_USER (the user id its audit rows name).
 */
import type { AuditAction, RegistrationRequest, Role } from '@bulten/core';
import Fastify, { type FastifyReply } from 'fastify';
import { openDatabase } from '../src/db/database.js';
import { AppError } from '../src/http/app-error.js';
import { recordAudit } from '../src/modules/audit/audit.service.js';
import { DEFAULT_SESSION_CLOSE } from '../src/modules/figures/figures.session.js';
import {
  cancelRegistration,
  correctRegistration,
  createRegistration,
  type StaffRegistrationResult,
} from '../src/modules/registration-desk/registration-desk.service.js';
import { createUser } from '../src/modules/users/users.service.js';

const db = openDatabase(process.env.DATABASE_URL).kysely;
const userId = Number(process.env.BENCH_AUDIT_USER);
const app = Fastify();
const clock = () => ({ now: new Date(), sessionClose: DEFAULT_SESSION_CLOSE });

// The audit row the app writes after a committed write, then the answer.
async function audited(action: AuditAction, entity: string, entityId: string, detail: unknown) {
  await recordAudit(db, { action, entity, entityId, detail, userId, ip: '127.0.0.1', at: new Date() });
  return { ok: true };
}

async function registration(action: AuditAction, body: unknown, result: StaffRegistrationResult) {
  const { outcome, row } = result;
  return audited(action, 'registration', row.registration_no, { outcome, version: row.version, body });
}

function refused(error: unknown, reply: FastifyReply) {
  if (error instanceof AppError) return reply.status(error.status).send({ code: error.code });
  throw error;
}

app.setErrorHandler((error, _request, reply) => refused(error, reply));
app.get('/api/health', async () => ({ ok: true }));
app.post<{ Body: RegistrationRequest }>('/api/v1/Tescil/Create', async (request) =>
  registration('registration.create', request.body, await createRegistration(db, request.body, clock())),
);
app.post<{ Body: RegistrationRequest; Params: { no: string } }>(
  '/api/v1/Tescil/Correct/:no',
  async (request) =>
    registration(
      'registration.correct',
      request.body,
      await correctRegistration(db, request.params.no, request.body, clock()),
    ),
);
app.post<{ Body: { reason: string }; Params: { no: string } }>('/api/v1/Tescil/Cancel/:no', async (request) =>
  registration(
    'registration.cancel',
    request.body,
    await cancelRegistration(db, request.params.no, request.body.reason, clock()),
  ),
);
app.post<{ Body: { KullaniciAdi: string; Sifre: string; Rol: Role } }>(
  '/api/v1/General/Kullanici/Create',
  async (request) => {
    const b = request.body;
    const input = { username: b.KullaniciAdi, password: b.Sifre, role: b.Rol, smsVerification: false };
    const id = await createUser(db, { ...input, memberCode: null, phone: null });
    return audited('user.create', 'app_user', String(id), b);
  },
);

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void app.close().then(() => db.destroy());
  });
