import { type AnyDb, addIndex } from '../dialect.js';

/** Indexes for sign-in: codes by request id and by user, sessions by user and by expiry (purge). */
export async function up(db: AnyDb): Promise<void> {
  await addIndex(db, 'one_time_code_request', 'one_time_code', ['request_id', 'purpose']);
  await addIndex(db, 'one_time_code_user', 'one_time_code', ['user_id', 'purpose']);
  await addIndex(db, 'one_time_code_expires', 'one_time_code', ['expires_at']);
  await addIndex(db, 'auth_session_user', 'auth_session', ['user_id']);
  await addIndex(db, 'auth_session_expires', 'auth_session', ['expires_at']);
  await addIndex(db, 'kvkk_consent_user', 'kvkk_consent', ['user_id', 'kvkk_id']);
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
