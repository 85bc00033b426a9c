import { type AnyDb, addIndex, createKeyedTable, dialectOf, notNull, withIdColumn } from '../dialect.js';

async function createCatalogueAndMembers(db: AnyDb, d: ReturnType<typeof dialectOf>) {
  await withIdColumn(db.schema.createTable('catalogue_item'), d)
    .addColumn('level', 'text', notNull)
    .addColumn('parent_id', 'integer', (c) => c.references('catalogue_item.id'))
    .addColumn('code', 'text', notNull)
    .addColumn('name_tr', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('unit', 'text')
    .addColumn('is_live_animal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('catalogue_item_level_code', ['level', 'code'])
    .execute();
  await addIndex(db, 'catalogue_item_parent', 'catalogue_item', ['parent_id']);
  await withIdColumn(db.schema.createTable('member'), d)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('tax_no', 'text')
    .addColumn('city', 'text')
    .addColumn('district', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('registered_on', 'text', notNull)
    .execute();
  await withIdColumn(db.schema.createTable('committee'), d)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_tr', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .execute();
  await db.schema
    .createTable('member_committee')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('committee_id', 'integer', (c) => c.notNull().references('committee.id'))
    .addColumn('role_tr', 'text', notNull)
    .addColumn('role_en', 'text', notNull)
    .addPrimaryKeyConstraint('member_committee_pk', ['member_id', 'committee_id'])
    .execute();
  await withIdColumn(db.schema.createTable('app_user'), d)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('full_name', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('sms_verification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
}

async function createRegistrations(db: AnyDb, d: ReturnType<typeof dialectOf>) {
  let table = withIdColumn(db.schema.createTable('registration'), d)
    .addColumn('registration_no', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', notNull)
    .addColumn('traded_at', 'text', notNull)
    .addColumn('trade_date', 'text', notNull)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('catalogue_item.id'))
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('unit_price_e4', 'bigint', notNull)
    .addColumn('amount_e4', 'bigint', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('buyer_member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('seller_member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('status', 'text', notNull)
    .addColumn('cancel_reason', 'text')
    .addColumn('city', 'text')
    .addColumn('district', 'text')
    .addColumn('head_count', 'integer')
    .addColumn('live_weight_milli', 'bigint');
  // Spelled out rather than read from core's `ANALYSES`: a migration never changes once shipped, so a new
  // analysis comes with a migration of its own.
  for (const analysis of [
    'protein',
    'moisture',
    'hectoliter',
    'sedimentation',
    'gluten',
    'sune',
    'foreign_matter',
  ]) {
    table = table.addColumn(`${analysis}_e2`, 'integer');
  }
  await table.addColumn('created_at', 'text', notNull).addColumn('updated_at', 'text', notNull).execute();
  await addIndex(db, 'registration_day_product', 'registration', ['trade_date', 'product_id', 'channel']);
  await addIndex(db, 'registration_traded_at', 'registration', ['traded_at']);
  await addIndex(db, 'registration_buyer', 'registration', ['buyer_member_id', 'trade_date']);
  await addIndex(db, 'registration_seller', 'registration', ['seller_member_id', 'trade_date']);
  await withIdColumn(db.schema.createTable('registration_version'), d)
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registration.id'))
    .addColumn('version', 'integer', notNull)
    .addColumn('snapshot', 'text', notNull)
    .addColumn('replaced_at', 'text', notNull)
    .execute();
  await db.schema
    .createTable('daily_stat')
    .addColumn('trade_date', 'text', notNull)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('catalogue_item.id'))
    .addColumn('channel', 'text', notNull)
    .addColumn('trade_count', 'integer', notNull)
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('amount_e4', 'bigint', notNull)
    .addColumn('min_price_e4', 'bigint', notNull)
    .addColumn('max_price_e4', 'bigint', notNull)
    .addColumn('first_price_e4', 'bigint', notNull)
    .addColumn('first_at', 'text', notNull)
    .addColumn('first_id', 'integer', notNull)
    .addColumn('last_price_e4', 'bigint', notNull)
    .addColumn('last_at', 'text', notNull)
    .addColumn('last_id', 'integer', notNull)
    .addColumn('head_count', 'integer', notNull)
    .addColumn('live_weight_milli', 'bigint', notNull)
    .addPrimaryKeyConstraint('daily_stat_pk', ['trade_date', 'product_id', 'channel'])
    .execute();
  await addIndex(db, 'daily_stat_product', 'daily_stat', ['product_id', 'trade_date']);
}

async function createMarketData(db: AnyDb, d: ReturnType<typeof dialectOf>) {
  await withIdColumn(db.schema.createTable('arrival'), d)
    .addColumn('arrival_date', 'text', notNull)
    .addColumn('arrived_at', 'text', notNull)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('catalogue_item.id'))
    .addColumn('member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('vehicle_count', 'integer', notNull)
    .addColumn('city', 'text')
    .addColumn('district', 'text')
    .addColumn('status', 'text', notNull)
    .execute();
  await addIndex(db, 'arrival_date', 'arrival', ['arrival_date']);
  await addIndex(db, 'arrival_member', 'arrival', ['member_id', 'arrival_date']);
  await withIdColumn(db.schema.createTable('member_stock'), d)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('catalogue_item.id'))
    .addColumn('warehouse', 'text', notNull)
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await addIndex(db, 'member_stock_member', 'member_stock', ['member_id']);
  await withIdColumn(db.schema.createTable('turib_row'), d)
    .addColumn('session_date', 'text', notNull)
    .addColumn('session_type', 'text', notNull)
    .addColumn('isin', 'text', notNull)
    .addColumn('instrument', 'text', notNull)
    .addColumn('warehouse', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('district', 'text', notNull)
    .addColumn('open_e4', 'bigint', notNull)
    .addColumn('high_e4', 'bigint', notNull)
    .addColumn('low_e4', 'bigint', notNull)
    .addColumn('close_e4', 'bigint', notNull)
    .addColumn('average_e4', 'bigint', notNull)
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('amount_e4', 'bigint', notNull)
    .execute();
  await addIndex(db, 'turib_row_date', 'turib_row', ['session_date']);
  await withIdColumn(db.schema.createTable('turib_index'), d)
    .addColumn('session_date', 'text', notNull)
    .addColumn('code', 'text', notNull)
    .addColumn('name_tr', 'text', notNull)
    .addColumn('name_en', 'text', notNull)
    .addColumn('value_e4', 'bigint', notNull)
    .addColumn('previous_e4', 'bigint', notNull)
    .execute();
  await addIndex(db, 'turib_index_date', 'turib_index', ['session_date']);
}

async function createContent(db: AnyDb, d: ReturnType<typeof dialectOf>) {
  await createKeyedTable(db, 'ticker', 'id', 'integer')
    .addColumn('text_tr', 'text', notNull)
    .addColumn('text_en', 'text', notNull)
    .addColumn('color', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await withIdColumn(db.schema.createTable('kvkk_text'), d)
    .addColumn('title_tr', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('body_tr', 'text', notNull)
    .addColumn('body_en', 'text', notNull)
    .addColumn('published_at', 'text', notNull)
    .addColumn('published_by', 'integer', (c) => c.references('app_user.id'))
    .execute();
  await withIdColumn(db.schema.createTable('kvkk_consent'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('kvkk_id', 'integer', (c) => c.notNull().references('kvkk_text.id'))
    .addColumn('approved_at', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addUniqueConstraint('kvkk_consent_once', ['user_id', 'kvkk_id'])
    .execute();
  await withIdColumn(db.schema.createTable('cms_module_option'), d)
    .addColumn('module', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addUniqueConstraint('cms_module_option_key', ['module', 'key'])
    .execute();
  await withIdColumn(db.schema.createTable('cms_value'), d)
    .addColumn('module', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addColumn('version', 'integer', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('cms_value_key', ['module', 'key', 'lang'])
    .execute();
  await withIdColumn(db.schema.createTable('cms_gallery'), d)
    .addColumn('module', 'text', notNull)
    .addColumn('title_tr', 'text', notNull)
    .addColumn('title_en', 'text', notNull)
    .addColumn('description_tr', 'text', notNull)
    .addColumn('description_en', 'text', notNull)
    .addColumn('image_url', 'text', notNull)
    .addColumn('link_url', 'text')
    .addColumn('sort_order', 'integer', notNull)
    .addColumn('published', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

async function createSecurity(db: AnyDb, d: ReturnType<typeof dialectOf>) {
  await withIdColumn(db.schema.createTable('audit_log'), d)
    .addColumn('at', 'text', notNull)
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', notNull)
    .addColumn('entity', 'text', notNull)
    .addColumn('entity_id', 'text')
    .addColumn('detail', 'text', notNull)
    .addColumn('ip', 'text')
    .execute();
  await createKeyedTable(db, 'auth_session', 'id', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await withIdColumn(db.schema.createTable('one_time_code'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('request_id', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withIdColumn(db.schema.createTable('sms_outbox'), d)
    .addColumn('phone', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}

/** The first schema: every table of DESIGN.md section 3. */
export async function up(db: AnyDb): Promise<void> {
  const d = dialectOf(db);
  await createCatalogueAndMembers(db, d);
  await createRegistrations(db, d);
  await createMarketData(db, d);
  await createContent(db, d);
  await createSecurity(db, d);
}

/** Drops every table of the first schema. */
export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'sms_outbox',
    'one_time_code',
    'auth_session',
    'audit_log',
    'cms_gallery',
    'cms_value',
    'cms_module_option',
    'kvkk_consent',
    'kvkk_text',
    'ticker',
    'turib_index',
    'turib_row',
    'member_stock',
    'arrival',
    'daily_stat',
    'registration_version',
    'registration',
    'app_user',
    'member_committee',
    'committee',
    'member',
    'catalogue_item',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
