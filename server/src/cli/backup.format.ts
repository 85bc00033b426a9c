import { sql } from 'kysely';

/** Marks a Bülten backup file (its first line's `format`). */
export const BACKUP_FORMAT = 'bulten-backup';

/** First line of a backup file. */
export interface BackupHeader {
  format: 'bulten-backup';
  version: 1;
  createdAt: string;
  migrations: string[];
  /** Every table the file holds, in file order. */
  tables: string[];
}

/** Line before a table's rows. */
export interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}

/** What a backup or restore covered. */
export interface BackupSummary {
  tables: number;
  rows: number;
}

/** Quoted column names, comma-separated. */
export const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.id(c)));
