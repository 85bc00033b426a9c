import {
  CATALOGUE_ID_PARAMETERS,
  FIELD_LABELS,
  isValidDate,
  type Language,
  OPEN_DATA_TITLES,
  PARAMETER_LABELS,
} from '@bulten/core';
import {
  type AboutLine,
  type ExportTable,
  safeFilename,
  shownDate,
  shownRange,
} from '../../http/exports/table-export.js';
import { channelAbout, nodeAbout } from '../catalogue/catalogue.about.js';
import { type Catalogue, nodeName } from '../catalogue/catalogue.service.js';

// The open-data CSV for people (`?baslik=dil`): headers in the language, the selection in its first lines and
// in its name. The default file, for programs, keeps the API's field names and nothing before them.

/** Query names that are not the read's selection. */
const NOT_SELECTION = new Set(['lang', 'baslik', 'format', 'sayfa', 'boyut']);
const NODE_IDS = CATALOGUE_ID_PARAMETERS;
const CHANNELS = new Set(['kanal', 'channel']);
const RANGE = { tr: 'Tarih aralığı', en: 'Date range' } as const;

/** The read's heading in a language (its method name where none is written). */
export function sourceTitle(method: string, lang: Language): string {
  return OPEN_DATA_TITLES[method]?.[lang] ?? method;
}

/** The selection of a download: its parameters by name, as asked (nothing but text, nothing empty). */
export function selectionOf(query: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(query).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && !NOT_SELECTION.has(e[0]),
  );
}

function nodeOf(catalogue: Catalogue, value: string) {
  return catalogue.nodes.get(Number(value));
}

/** The lines heading a people's download: what it is, then each part of the selection in words. */
export function selectionAbout(
  method: string,
  selection: ReadonlyArray<[string, string]>,
  catalogue: Catalogue,
  lang: Language,
): AboutLine[] {
  const about: AboutLine[] = [[sourceTitle(method, lang)]];
  const values = new Map(selection);
  const from = values.get('from');
  const to = values.get('to');
  for (const [name, value] of selection) {
    const node = NODE_IDS.has(name) ? nodeOf(catalogue, value) : undefined;
    if (node) about.push(...nodeAbout(catalogue, node, lang));
    else if (CHANNELS.has(name)) about.push(channelAbout(value, lang));
    else if (name === 'from' && from && to && isValidDate(from) && isValidDate(to))
      about.push([RANGE[lang], shownRange(lang, from, to)]);
    else if (name === 'to' && from && isValidDate(from) && isValidDate(value)) continue;
    else
      about.push([
        PARAMETER_LABELS[name]?.[lang] ?? name,
        isValidDate(value) ? shownDate(lang, value) : value,
      ]);
  }
  return about;
}

/** A people's download's name: the read's heading, then the selection (a catalogue id by its node's name). */
export function selectionFilename(
  method: string,
  selection: ReadonlyArray<[string, string]>,
  catalogue: Catalogue,
  lang: Language,
): string {
  const parts = selection.map(([name, value]) => {
    const node = NODE_IDS.has(name) ? nodeOf(catalogue, value) : undefined;
    return node ? nodeName(node, lang) : value;
  });
  return safeFilename([sourceTitle(method, lang).toLocaleLowerCase(lang), ...parts].join('_'));
}

/** A table for people: each column headed in the language (the field name where no heading is written). */
export function labelledTable<T>(table: ExportTable<T>, about: AboutLine[]): ExportTable<T> {
  return {
    ...table,
    about,
    columns: table.columns.map((c) => ({ ...c, header: FIELD_LABELS[c.header.tr] ?? c.header })),
  };
}
