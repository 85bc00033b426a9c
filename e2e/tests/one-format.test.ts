import { embedPath, type GroupWithClasses } from '@bulten/core';
import { describe, expect, inject, it } from 'vitest';
import { bulletinApi } from '../support/api';
import { daysBefore, istanbulToday } from '../support/dates';
import { settled, shownForeignFormats } from '../support/foreign';
import type { Lang } from '../support/i18n';
import { openPage } from '../support/open-page';

// Every public page, in Turkish and in English, shows figures and dates only as core's locale module writes
// them: no other grouping, decimal mark or date order anywhere in its text, no ungrouped figure.

const TV = { width: 1920, height: 1080 };

function paths(): string[] {
  const { crop, liveAnimal } = inject('e2e').products;
  const to = istanbulToday();
  return [
    '/',
    '/online-anasayfa',
    '/online-bulten',
    '/online-bulten-ch',
    `/online-bulten/${crop}`,
    `/online-bulten-ch/${liveAnimal}`,
    '/son-islemler',
    '/online-islemler-detay',
    '/borsa-satis-raporu',
    '/salon-satis',
    '/salon-satis-listesi',
    '/turib',
    '/baz',
    `/fiyat-arsivi?urun=${crop}&bas=${daysBefore(to, 60)}&bit=${to}`,
  ];
}

describe.each(['tr', 'en'] as const)('one format on every page in %s', (lang: Lang) => {
  it.each(paths())('%s', async (path) => {
    const { page } = await openPage({ language: lang, path });
    await settled(page);
    expect(await shownForeignFormats(page, lang)).toEqual([]);
  });

  it('the hall screen and the price widget', async () => {
    const hall = await openPage({ language: lang, viewport: TV, path: '/salon-ekrani' });
    await settled(hall.page);
    expect(await shownForeignFormats(hall.page, lang)).toEqual([]);
    const [group] = await bulletinApi<GroupWithClasses[]>('GetBultenUrunGruplarGruplar', lang);
    const widget = await openPage({ language: lang });
    await widget.page.goto(`${embedPath('group', group!.GrupId)}?lang=${lang}`);
    await settled(widget.page);
    expect(await shownForeignFormats(widget.page, lang)).toEqual([]);
  });
});
