import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Indexes for sign-in: codes by request id and by user, sessions by user and by expiry (purge). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('one_time_code_request')
    .on('one_time_code')
    .columns(['request_id', 'purpose'])
    .execute();
  await db.schema
    .createIndex('one_time_code_user')
    .on('one_time_code')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema.createIndex('one_time_code_expires').on('one_time_code').column('expires_at').execute();
  await db.schema.createIndex('auth_session_user').on('auth_session').column('user_id').execute();
  await db.schema.createIndex('auth_session_expires').on('auth_session').column('expires_at').execute();
  await db.schema
    .createIndex('kvkk_consent_user')
    .on('kvkk_consent')
    .columns(['user_id', 'kvkk_id'])
    .execute();
}

/** Drops the sign-in indexes. */
export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'auth_session_expires',
    'auth_session_user',
    'one_time_code_expires',
    'one_time_code_user',
    'one_time_code_request',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
