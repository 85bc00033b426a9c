import { describe, expect, it } from 'vitest';
import { attachmentName } from './use-download';

describe('downloads', () => {
  it('takes the server’s file name, else the fallback', () => {
    expect(attachmentName('attachment; filename="fiyat-arsivi_BUG_2026.csv"', 'x.csv')).toBe(
      'fiyat-arsivi_BUG_2026.csv',
    );
    expect(attachmentName('attachment; filename=a.xlsx', 'x.xlsx')).toBe('a.xlsx');
    expect(attachmentName(null, 'x.pdf')).toBe('x.pdf');
  });
});
