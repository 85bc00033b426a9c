import { describe, expect, it } from 'vitest';
import { apiFilter, type GroupOption, listsFor, readFilters } from './trade-filters';

const groups: GroupOption[] = [
  { id: 1, name: 'BUĞDAY', liveAnimal: false, classes: [{ id: 2, name: 'A' }] },
  { id: 76, name: 'CANLI HAYVAN', liveAnimal: true, classes: [{ id: 77, name: 'B' }] },
];

describe('readFilters', () => {
  it('reads valid values and ignores invalid ones', () => {
    const f = readFilters(
      new URLSearchParams('grup=1&sinif=x&kanal=SALON&tarih=2026-11-20&bas=09:30&bit=25:00'),
    );
    expect(f).toEqual({ group: 1, klass: null, channel: 'SALON', date: '2026-11-20', from: '09:30', to: '' });
    expect(readFilters(new URLSearchParams('kanal=TUMU')).channel).toBe('');
  });
});

describe('listsFor', () => {
  const base = readFilters(new URLSearchParams(''));
  it('uses both lists without a filter and one list per channel or group', () => {
    expect(listsFor(base, groups)).toEqual({ crops: true, animals: true });
    expect(listsFor({ ...base, channel: 'CANLI_HAYVAN' }, groups)).toEqual({ crops: false, animals: true });
    expect(listsFor({ ...base, channel: 'SERBEST' }, groups)).toEqual({ crops: true, animals: false });
    expect(listsFor({ ...base, group: 76 }, groups)).toEqual({ crops: false, animals: true });
    expect(listsFor({ ...base, group: 1, channel: 'CANLI_HAYVAN' }, groups)).toEqual({
      crops: false,
      animals: false,
    });
  });
});

describe('apiFilter', () => {
  it('prefers the class over the group', () => {
    const f = readFilters(new URLSearchParams('grup=1&sinif=2&bas=10:00'));
    expect(apiFilter(f, 100)).toEqual({ limit: 100, sinifId: 2, baslangic: '10:00' });
  });
});
