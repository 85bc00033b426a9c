import type { Language, PeriodSummary } from '@bulten/core';
import { embedPath } from '@bulten/core/plain';

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The widget's address for a product page's item (a group's widget, or the class's: a product shows its
 * class) and the iframe code to copy.
 */
export function embedSnippet(
  origin: string,
  summary: Pick<PeriodSummary, 'Seviye' | 'GrupId' | 'SinifId' | 'GrupAdi' | 'SinifAdi'>,
  language: Language,
  title: (name: string) => string,
): { src: string; code: string } {
  const classId = summary.Seviye === 'GROUP' ? null : summary.SinifId;
  const group = classId === null;
  const path = classId === null ? embedPath('group', summary.GrupId) : embedPath('class', classId);
  const src = `${origin}${path}${language === 'en' ? '?lang=en' : ''}`;
  const name = (group ? summary.GrupAdi : summary.SinifAdi) ?? '';
  const height = group ? 320 : 170;
  const code = `<iframe src="${attribute(src)}" title="${attribute(title(name))}" width="320" height="${height}" style="border:0" loading="lazy"></iframe>`;
  return { src, code };
}
