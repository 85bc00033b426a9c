import { describe, expect, it } from 'vitest';
import { archiveSelection } from './PriceArchivePage';

const base = {
  grup: '1',
  sinif: '',
  urun: '',
  bas: '2026-09-01',
  bit: '2026-11-20',
  kanal: 'TUMU',
  sayfa: '1',
  grafik: '',
};

describe('archiveSelection', () => {
  it('takes the product, else the class, else the group', () => {
    expect(archiveSelection({ ...base, sinif: '7', urun: '12' })).toEqual({
      itemId: 12,
      from: '2026-09-01',
      to: '2026-11-20',
      channel: 'TUMU',
    });
    expect(archiveSelection({ ...base, sinif: '7' })?.itemId).toBe(7);
    expect(archiveSelection(base)?.itemId).toBe(1);
  });

  it('is null without a node or with a bad or backwards range', () => {
    expect(archiveSelection({ ...base, grup: '' })).toBeNull();
    expect(archiveSelection({ ...base, grup: 'x' })).toBeNull();
    expect(archiveSelection({ ...base, bas: '2026-02-30' })).toBeNull();
    expect(archiveSelection({ ...base, bas: '2026-11-21' })).toBeNull();
  });
});
