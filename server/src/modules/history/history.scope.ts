import type { Channel, Unit } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { channelParam, dateParam, idParam, rangeParams } from '../../http/params.js';
import {
  type Catalogue,
  type CatalogueNode,
  getCatalogue,
  resolveItem,
  type Selection,
  selectionOf,
} from '../catalogue/catalogue.cache.js';
import { isLiveAnimalNode } from '../catalogue/catalogue.service.js';
import { nodeUnit } from '../figures/figures.nodes.js';

/** What a history request is about: a node, its unit, the trades it covers and a date range. */
export interface HistoryScope {
  catalogue: Catalogue;
  node: CatalogueNode;
  unit: Unit | null;
  selection: Selection;
  channel: Channel | 'TUMU';
  from: string;
  to: string;
}

/** Path and query values of a history request, as received. */
export interface ScopeInput {
  itemId: string;
  from: string;
  to?: string;
  channel?: string;
}

/** Which nodes a request accepts: any, or only live-animal ones (the `…CH` calls). */
export interface ScopeRules {
  liveAnimalsOnly?: boolean;
  channels?: readonly Channel[];
}

/**
 * Validates the input (400 BAD_ID, BAD_DATE, BAD_RANGE, RANGE_TOO_LONG, BAD_CHANNEL) and then resolves the
 * node (400 UNKNOWN_ID, also for a crop node in a live-animal call). `to` absent means a single day.
 */
export async function historyScope(
  ctx: AppContext,
  input: ScopeInput,
  rules: ScopeRules = {},
): Promise<HistoryScope> {
  const itemId = idParam(input.itemId);
  const range =
    input.to === undefined
      ? { from: dateParam(input.from), to: input.from }
      : rangeParams(input.from, input.to);
  const channels = rules.channels ?? channelParam(input.channel);
  const catalogue = await getCatalogue(ctx);
  const node = resolveItem(catalogue, itemId);
  if (rules.liveAnimalsOnly && !isLiveAnimalNode(catalogue, node)) {
    throw new AppError(400, 'UNKNOWN_ID', [`${itemId} is not a live-animal item`]);
  }
  return {
    catalogue,
    node,
    unit: nodeUnit(catalogue, node),
    selection: selectionOf(node, channels),
    channel: channels?.length === 1 ? channels[0]! : 'TUMU',
    ...range,
  };
}

/** The trade query of a scope: its selection over its range, at most `limit` rows. */
export function scopeQuery(scope: HistoryScope, limit: number) {
  return { ...scope.selection, from: scope.from, to: scope.to, limit };
}
