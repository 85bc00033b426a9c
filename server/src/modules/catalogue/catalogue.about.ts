import { CHANNEL_LABELS, type Language, LEVEL_LABELS, PARAMETER_LABELS } from '@bulten/core';
import type { AboutLine } from '../../http/exports/table-export.js';
import { type Catalogue, type CatalogueNode, nodeName } from './catalogue.service.js';

/** The lines naming a node in a download: its group, class and product, as far down as it goes. */
export function nodeAbout(catalogue: Catalogue, node: CatalogueNode, lang: Language): AboutLine[] {
  const path = [
    catalogue.nodes.get(node.groupId),
    node.classId === null ? undefined : catalogue.nodes.get(node.classId),
    node.level === 'PRODUCT' ? node : undefined,
  ];
  return path
    .filter((n): n is CatalogueNode => n !== undefined)
    .map((n) => [LEVEL_LABELS[n.level][lang], nodeName(n, lang)] as const);
}

/** The line naming a channel (or all) in a download. */
export function channelAbout(channel: string, lang: Language): AboutLine {
  return [PARAMETER_LABELS.kanal![lang], CHANNEL_LABELS[channel]?.[lang] ?? channel];
}
