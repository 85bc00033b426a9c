import type { ArchiveRow } from '@bulten/core';
import { figuresExample } from '../figures/figures.examples.js';

/** An archive row of the OpenAPI document (shape checked by the compiler). */
export const archiveRowExample: ArchiveRow = { Tarih: '2026-03-03', ...figuresExample };
