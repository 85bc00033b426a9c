import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, STAFF_ROLES } from '../../../test/app.js';
import { signIn } from '../../../test/auth.js';
import { createMembers } from '../../../test/csv.js';
import { rowsWhere, rowWhere } from '../../db/rows.js';
import { recordAudit } from '../audit/audit.service.js';
import { consentCheck } from '../kvkk/kvkk.service.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const USERS = '/api/v1/General/Kullanici';

describeWithApp('user management and audit log', { now: NOW, users: STAFF_ROLES }, (t) => {
  const users = t.users;

  beforeAll(async () => {
    await createMembers(t.kysely, ['1001']);
  });

  const newUser = (more: Record<string, unknown> = {}) => ({
    KullaniciAdi: 'yeni.operator',
    Sifre: 'çok-gizli-şifre-123',
    Rol: 'operator',
    AdSoyad: 'Yeni Operatör',
    ...more,
  });

  it('lets only the super admin manage users: no token 401, service, operator and admin 403', async () => {
    const list = { method: 'GET' as const, url: `${USERS}/List` };
    expect((await t.inject(null, list)).statusCode).toBe(401);
    for (const user of [users.service, users.operator])
      expect((await t.inject(user, list)).statusCode).toBe(403);
    // Admins read the list (the console shows it to them read only).
    expect((await t.inject(users.admin, list)).statusCode).toBe(200);
    for (const req of [
      { method: 'POST' as const, url: `${USERS}/Create`, payload: newUser() },
      {
        method: 'POST' as const,
        url: `${USERS}/SetActive`,
        payload: { KullaniciId: users.operator.userId, Aktif: false },
      },
    ]) {
      expect((await t.inject(null, req)).statusCode).toBe(401);
      for (const user of [users.service, users.operator, users.admin])
        expect((await t.inject(user, req)).statusCode).toBe(403);
    }
    expect(
      await t.kysely.selectFrom('app_user').select('id').where('username', '=', 'yeni.operator').execute(),
    ).toEqual([]);
  });

  it('creates a user who can then sign in; the audit keeps no password', async () => {
    const res = await t.post(users.superadmin, `${USERS}/Create`, newUser());
    expect(res.statusCode).toBe(200);
    const id = res.json().Id;
    const tokens = await signIn(t.app, 'yeni.operator', 'çok-gizli-şifre-123');
    expect(tokens.defaultToken).toEqual(expect.any(String));
    const audit = (await rowWhere(t.kysely, 'audit_log', { action: 'user.create' }))!;
    expect(audit).toMatchObject({
      user_id: users.superadmin.userId,
      entity: 'app_user',
      entity_id: String(id),
    });
    expect(JSON.parse(audit.detail)).toMatchObject({
      KullaniciAdi: 'yeni.operator',
      Sifre: '[hidden]',
      Rol: 'operator',
    });
    expect(audit.detail).not.toContain('gizli');
    const list = await t.inject(users.superadmin, { url: `${USERS}/List` });
    expect(list.json()).toContainEqual({
      Id: id,
      KullaniciAdi: 'yeni.operator',
      AdSoyad: 'Yeni Operatör',
      Rol: 'operator',
      UyeKodu: null,
      Telefon: null,
      Aktif: true,
      SmsDogrulama: false,
    });
    expect(list.body).not.toContain('scrypt');
  });

  it('answers 409 for a taken name and 400 for bad users, in tr and en', async () => {
    const taken = await t.post(users.superadmin, `${USERS}/Create`, newUser());
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'CONFLICT', message: 'Kayıt zaten var.' });
    const noMember = await t.post(
      users.superadmin,
      `${USERS}/Create`,
      newUser({ KullaniciAdi: 'uye1', Rol: 'member' }),
    );
    expect(noMember.statusCode).toBe(400);
    const unknownMember = await t.post(
      users.superadmin,
      `${USERS}/Create`,
      newUser({ KullaniciAdi: 'uye1', Rol: 'member', UyeKodu: '9999' }),
      'en',
    );
    expect(unknownMember.json().error).toMatchObject({ code: 'UNKNOWN_ID', message: 'No such record.' });
    const shortPassword = await t.post(
      users.superadmin,
      `${USERS}/Create`,
      newUser({ KullaniciAdi: 'x1y2z3', Sifre: 'kisa' }),
      'en',
    );
    expect(shortPassword.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'The submitted data is invalid.',
    });
    const member = await t.post(
      users.superadmin,
      `${USERS}/Create`,
      newUser({ KullaniciAdi: 'uye1', Rol: 'member', UyeKodu: '1001' }),
    );
    expect(member.statusCode).toBe(200);
  });

  it('deactivates a user: their tokens stop working; nobody deactivates themselves', async () => {
    const setActive = (KullaniciId: number, Aktif: boolean) =>
      t.post(users.superadmin, `${USERS}/SetActive`, { KullaniciId, Aktif });
    // Any write of the operator's: a cancellation of an unknown number (400 while the operator is active).
    const operatorCancels = () => t.post(users.operator, '/api/v1/Tescil/Cancel/NOPE', { reason: 'x' });
    const before = await operatorCancels();
    expect(before.statusCode).toBe(400);
    const off = await setActive(users.operator.userId, false);
    expect(off.statusCode).toBe(200);
    const after = await operatorCancels();
    expect(after.statusCode).toBe(401);
    const self = await setActive(users.superadmin.userId, false);
    expect(self.statusCode).toBe(400);
    const unknown = await setActive(999_999, true);
    expect(unknown.json().error.code).toBe('UNKNOWN_ID');
    const hugeId = await setActive(3_000_000_000, true);
    expect(hugeId.statusCode).toBe(400);
    const listed = (await t.inject(users.superadmin, { url: `${USERS}/List` })).json();
    expect(listed.find((u: { Id: number }) => u.Id === users.operator.userId).Aktif).toBe(false);
  });

  it('publishes a KVKK text for admins only; people must approve again; audited without the text', async () => {
    const text = {
      BaslikTr: 'Aydınlatma Metni',
      BaslikEn: 'Privacy Notice',
      MetinTr: 'Kişisel verileriniz…',
      MetinEn: 'Your personal data…',
    };
    const req = { method: 'POST' as const, url: '/api/v1/KVKK/KvkkMaster/Publish', payload: text };
    expect((await t.inject(null, req)).statusCode).toBe(401);
    expect((await t.inject(users.service, req)).statusCode).toBe(403);
    const operator = await t.signIn('operator');
    const refused = await t.inject(operator, { ...req, lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    const bad = await t.inject(users.admin, { ...req, payload: { ...text, MetinEn: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION', message: 'Gönderilen veriler geçersiz.' });
    expect(await t.kysely.selectFrom('kvkk_text').select('id').execute()).toEqual([]);

    const member = await t.signIn('member');
    const memberUser = {
      userId: member.userId,
      username: member.username,
      role: 'member' as const,
      memberId: member.memberId,
      sessionId: 's',
      tokenKind: 'default' as const,
    };
    expect(await consentCheck(t.ctx, memberUser, member.userId)).toEqual({ sonuc: 1 });
    const first = await t.inject(users.admin, req);
    expect(first.statusCode).toBe(200);
    const second = await t.inject(users.superadmin, {
      ...req,
      payload: { ...text, MetinTr: 'Yeni metin' },
    });
    expect(second.json().Id).toBeGreaterThan(first.json().Id);
    const rows = await t.kysely.selectFrom('kvkk_text').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.title_tr, r.body_tr, r.published_by, r.published_at])).toEqual([
      ['Aydınlatma Metni', 'Kişisel verileriniz…', users.admin.userId, NOW.toISOString()],
      ['Aydınlatma Metni', 'Yeni metin', users.superadmin.userId, NOW.toISOString()],
    ]);
    expect(await consentCheck(t.ctx, memberUser, member.userId)).toEqual({ sonuc: 0 });
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'kvkk.publish' }, ['id']);
    expect(audit.map((a) => [a.user_id, a.entity_id])).toEqual([
      [users.admin.userId, String(first.json().Id)],
      [users.superadmin.userId, String(second.json().Id)],
    ]);
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      BaslikTr: 'Aydınlatma Metni',
      BaslikEn: 'Privacy Notice',
      chars: { tr: 20, en: 19 },
    });
  });

  it('pages the audit log newest first for admins, with filters; others get 403', async () => {
    const k = t.kysely;
    await k.deleteFrom('audit_log').execute();
    for (const n of [1, 2, 3]) {
      await recordAudit(k, {
        userId: users.admin.userId,
        action: n === 2 ? 'basis.mapping' : 'ticker.set',
        entity: 'x',
        entityId: n,
        detail: { n, token: 'abc' },
        ip: '10.0.0.1',
        at: NOW,
      });
    }
    const page = await t.inject(users.admin, { url: '/api/v1/General/AuditLog?page=2&pageSize=2' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      Items: [
        {
          Id: expect.any(Number),
          Zaman: NOW.toISOString(),
          KullaniciId: users.admin.userId,
          KullaniciAdi: users.admin.username,
          Islem: 'ticker.set',
          Varlik: 'x',
          VarlikId: '1',
          Detay: { n: 1, token: '[hidden]' },
          // The detail as fields a screen words: a secret is marked, never shown.
          Degisiklikler: [
            { Alan: 'n', Sonraki: 1 },
            { Alan: 'token', Sonraki: null, Gizli: true },
          ],
          Ip: '10.0.0.1',
        },
      ],
      TotalCount: 3,
      Page: 2,
      PageSize: 2,
    });
    const filtered = await t.inject(users.superadmin, {
      url: '/api/v1/General/AuditLog?action=ticker.set',
    });
    expect(filtered.json().Items.map((i: { VarlikId: string }) => i.VarlikId)).toEqual(['3', '1']);
    expect(
      (
        await t.inject(users.admin, {
          url: `/api/v1/General/AuditLog?userId=${users.service.userId}`,
        })
      ).json(),
    ).toMatchObject({ Items: [], TotalCount: 0 });
    const bad = await t.inject(users.admin, {
      url: '/api/v1/General/AuditLog?pageSize=500',
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect((await t.inject(users.service, { url: '/api/v1/General/AuditLog' })).statusCode).toBe(403);
    expect((await t.inject(null, { url: '/api/v1/General/AuditLog' })).statusCode).toBe(401);
    const hugeUserId = await t.inject(users.admin, {
      url: '/api/v1/General/AuditLog?userId=99999999999',
    });
    expect(hugeUserId.statusCode).toBe(400);
  });
});
