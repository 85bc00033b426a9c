import { z } from 'zod';
import { figuresShape } from './bulletin.js';
import { periodTotalsShape } from './history.js';

/** The price archive (`GetOnlineBultenFiyatArsiv…`): one row per trading day of a group, class or product. */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One trading day of the archive, newest first. */
export const archiveRowSchema = z.object({ Tarih: date, ...figuresShape });
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

/** `GetOnlineBultenFiyatArsivToplam`: totals of the same selection (one object in an array). */
export const archiveTotalsSchema = z.object(periodTotalsShape);
export type ArchiveTotals = z.infer<typeof archiveTotalsSchema>;

/** Formats the archive and the reports can be downloaded in (`?format=`). */
export const EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
