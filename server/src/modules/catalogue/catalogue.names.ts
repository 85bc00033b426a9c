import type { CatalogueNameRow, ShortNameRequest } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { changedFields } from '../audit/audit-changes.js';
import { findCatalogueItemById, setShortNames } from './catalogue.repository.js';
import type { Catalogue, CatalogueNode } from './catalogue.service.js';

function nameRow(node: CatalogueNode): CatalogueNameRow {
  return {
    Id: node.id,
    Seviye: node.level,
    UstId: node.parentId,
    Kod: node.code,
    AdTr: node.nameTr,
    AdEn: node.nameEn,
    KisaAdTr: node.shortTr,
    KisaAdEn: node.shortEn,
  };
}

/** Every node's names in tree order (each group, its classes, each class's products). */
export function catalogueNames(catalogue: Catalogue): CatalogueNameRow[] {
  const rows: CatalogueNameRow[] = [];
  for (const group of catalogue.groups) {
    rows.push(nameRow(group));
    for (const klass of catalogue.classesOf(group.id)) {
      rows.push(nameRow(klass));
      for (const product of catalogue.productsOf(klass.id)) rows.push(nameRow(product));
    }
  }
  return rows;
}

/** Who changes a short name, and from where (for the audit log). */
export interface NameEditor {
  userId: number | null;
  ip: string | null;
  at: Date;
}

// Blank clears: the screens then show the full name.
const stored = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/**
 * Sets a node's short names (blank or null: none) and records the change, before → after, in the audit
 * log, in one transaction. An unknown id: 400 UNKNOWN_ID. Answers whether anything changed.
 */
export async function saveShortNames(
  db: Kysely<Database>,
  request: ShortNameRequest,
  editor: NameEditor,
): Promise<boolean> {
  const after = { KisaAdTr: stored(request.KisaAdTr), KisaAdEn: stored(request.KisaAdEn) };
  return db.transaction().execute(async (trx) => {
    const current = await findCatalogueItemById(trx, request.Id);
    if (!current) throw new AppError(400, 'UNKNOWN_ID', [`no catalogue item with id ${request.Id}`]);
    const before = { KisaAdTr: current.short_tr, KisaAdEn: current.short_en };
    if (before.KisaAdTr === after.KisaAdTr && before.KisaAdEn === after.KisaAdEn) return false;
    await setShortNames(trx, request.Id, after.KisaAdTr, after.KisaAdEn);
    await recordAudit(trx, {
      userId: editor.userId,
      ip: editor.ip,
      at: editor.at,
      action: 'catalogue.short-name',
      entity: 'catalogue_item',
      entityId: request.Id,
      detail: { Kod: current.code },
      changes: changedFields(before, after),
    });
    return true;
  });
}
