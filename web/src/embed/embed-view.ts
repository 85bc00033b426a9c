import { DIRECTION_ARROWS } from '../format/changes';
import { formatChangePercent } from '../format/percents';
import { formatPrice } from '../format/prices';
import type { EmbedClassRow, EmbedTarget } from './embed-paths';
import { EMBED_TEXTS } from './embed-texts';

type Texts = (typeof EMBED_TEXTS)['tr' | 'en'];

/** An element with a class and text (text only: nothing from the API is read as HTML). */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function dateText(lang: 'tr' | 'en', date: string): string {
  const [y, m, d] = date.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** The change: arrow (hidden from readers, who hear the direction), signed percent, coloured. */
function change(row: EmbedClassRow, lang: 'tr' | 'en', texts: Texts): HTMLElement {
  const node = el('span', 'w-change');
  node.dataset.dir = row.Yon ?? 'NONE';
  if (row.Yon) {
    node.append(
      el('span', 'w-hidden', `${texts[row.Yon === 'UP' ? 'up' : row.Yon === 'DOWN' ? 'down' : 'unch']}: `),
    );
    const arrow = el('span', '', `${DIRECTION_ARROWS[row.Yon]} `);
    arrow.setAttribute('aria-hidden', 'true');
    node.append(arrow);
  }
  node.append(formatChangePercent(lang, row.DegisimYuzde));
  return node;
}

function footer(rows: readonly EmbedClassRow[], target: EmbedTarget, texts: Texts, exchange: string) {
  const foot = el('p', 'w-meta');
  const first = rows[0];
  if (first)
    foot.append(
      `${dateText(target.lang, first.IslemTarih)} · ${first.Kesin ? texts.final : texts.preliminary} · `,
    );
  const link = el('a', '', `${texts.source}: ${exchange}`);
  link.href = `${location.origin}/online-bulten/${target.id}`;
  link.target = '_blank';
  link.rel = 'noopener';
  foot.append(link);
  return foot;
}

function classCard(row: EmbedClassRow, lang: 'tr' | 'en', texts: Texts): HTMLElement[] {
  const price = el('p', 'w-price');
  price.append(el('span', 'w-hidden', `${texts.average}: `), formatPrice(lang, row.OrtFiyat));
  price.append(el('span', 'w-unit', ` ${row.FiyatBirimi ?? ''}`));
  const changeLine = el('p', 'w-line');
  changeLine.append(change(row, lang, texts), el('span', 'w-note', ` ${texts.change}`));
  return [el('h1', 'w-name', row.SinifAdi ?? ''), price, changeLine];
}

function groupTable(rows: readonly EmbedClassRow[], lang: 'tr' | 'en', texts: Texts): HTMLElement[] {
  const table = el('table', 'w-table');
  const head = el('tr', '');
  for (const text of [texts.class, texts.average, texts.change]) {
    const th = el('th', '', text);
    th.scope = 'col';
    head.append(th);
  }
  table.append(el('thead', ''), el('tbody', ''));
  table.tHead!.append(head);
  for (const row of rows) {
    const tr = el('tr', '');
    const name = el('th', '', row.SinifAdi ?? '');
    name.scope = 'row';
    const price = el('td', 'w-num', `${formatPrice(lang, row.OrtFiyat)} ${row.FiyatBirimi ?? ''}`);
    const cell = el('td', 'w-num');
    cell.append(change(row, lang, texts));
    tr.append(name, price, cell);
    table.tBodies[0]!.append(tr);
  }
  return [el('h1', 'w-name', rows[0]?.GrupAdi ?? ''), table];
}

/** Draws the widget: the class card or the group's table, or a notice. */
export function renderWidget(
  root: HTMLElement,
  target: EmbedTarget,
  state: { rows: readonly EmbedClassRow[] | null; failed: boolean; exchange: string },
): void {
  const texts = EMBED_TEXTS[target.lang];
  const parts: Node[] = [];
  if (state.rows === null) parts.push(el('p', 'w-note', state.failed ? texts.failed : texts.loading));
  else if (state.rows.length === 0) parts.push(el('p', 'w-note', texts.none));
  else if (target.kind === 'class') parts.push(...classCard(state.rows[0]!, target.lang, texts));
  else parts.push(...groupTable(state.rows, target.lang, texts));
  if (state.rows !== null && state.failed) parts.push(el('p', 'w-note', texts.failed));
  parts.push(footer(state.rows ?? [], target, texts, state.exchange));
  root.replaceChildren(...parts);
  root.setAttribute('aria-busy', String(state.rows === null && !state.failed));
}
