import { sql } from 'kysely';
import { type AnyDb, addIndex, dialectOf, notNull, withIdColumn } from '../dialect.js';

/**
 * The log of figures changed after they were shown takes every writer's changes, not only corrections:
 * a late registration or an import's new rows on a final day name no single registration
 * (`registration_id` may be null) and an import's rows carry its batch (`import_batch`), so undoing the
 * batch takes its log rows with it and its later transactions extend them. `kind` gains `LATE` and
 * `IMPORT` (a text column: no change). SQLite cannot drop a NOT NULL: the table is built again there.
 */
export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table figure_change alter column registration_id drop not null`.execute(db);
    await db.schema
      .alterTable('figure_change')
      .addColumn('import_batch', 'integer', (c) => c.references('import_batch.id'))
      .execute();
  } else {
    await createLog(db, 'figure_change_next');
    await sql`insert into figure_change_next (${OLD_COLUMNS}) select ${OLD_COLUMNS} from figure_change`.execute(
      db,
    );
    await db.schema.dropTable('figure_change').execute();
    await db.schema.alterTable('figure_change_next').renameTo('figure_change').execute();
  }
  await db.schema.dropIndex('figure_change_day').ifExists().execute();
  await db.schema.dropIndex('figure_change_node').ifExists().execute();
  await addIndex(db, 'figure_change_day', 'figure_change', ['trade_date']);
  await addIndex(db, 'figure_change_node', 'figure_change', ['node_id', 'trade_date']);
  await addIndex(db, 'figure_change_batch', 'figure_change', ['import_batch']);
}

// The log as migration 0016 made it, with `registration_id` nullable and `import_batch` added (`later`),
// or exactly as 0016 made it.
async function createLog(db: AnyDb, name: string, later = true): Promise<void> {
  let table = withIdColumn(db.schema.createTable(name), dialectOf(db))
    .addColumn('trade_date', 'text', notNull)
    .addColumn('node_id', 'integer', notNull)
    .addColumn('level', 'text', notNull)
    .addColumn('unit', 'text')
    .addColumn('field', 'text', notNull)
    .addColumn('before_value', 'bigint')
    .addColumn('after_value', 'bigint')
    .addColumn('kind', 'text', notNull)
    .addColumn('registration_id', 'integer', (c) =>
      later ? c.references('registration.id') : c.notNull().references('registration.id'),
    )
    .addColumn('changed_at', 'text', notNull);
  if (later) table = table.addColumn('import_batch', 'integer', (c) => c.references('import_batch.id'));
  await table.execute();
}

const OLD_COLUMNS = sql`id, trade_date, node_id, level, unit, field, before_value, after_value, kind,
  registration_id, changed_at`;

/** Back to 0016's log: the rows that name no registration go (it could not hold them). */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('figure_change_batch').ifExists().execute();
  await sql`delete from figure_change where registration_id is null`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('figure_change').dropColumn('import_batch').execute();
    await sql`alter table figure_change alter column registration_id set not null`.execute(db);
    return;
  }
  // SQLite drops no column a foreign key names: the table is built again.
  await createLog(db, 'figure_change_before', false);
  await sql`insert into figure_change_before (${OLD_COLUMNS}) select ${OLD_COLUMNS} from figure_change`.execute(
    db,
  );
  await db.schema.dropTable('figure_change').execute();
  await db.schema.alterTable('figure_change_before').renameTo('figure_change').execute();
  await addIndex(db, 'figure_change_day', 'figure_change', ['trade_date']);
  await addIndex(db, 'figure_change_node', 'figure_change', ['node_id', 'trade_date']);
}
