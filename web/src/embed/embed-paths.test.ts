import { bulletinEndpoints, endpointUrl, systemEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { EMBED_PATHS, embedTarget, targetRows } from './embed-paths';

describe('the price widget', () => {
  it('reads the same paths as the endpoint table', () => {
    expect(EMBED_PATHS.dailyClassCards).toBe(endpointUrl(bulletinEndpoints.GetOnlineGunlukKartlar));
    expect(EMBED_PATHS.config).toBe(endpointUrl(systemEndpoints.WebConfig));
  });

  it('reads class or group, language and theme from its address', () => {
    expect(embedTarget({ pathname: '/gomulu/fiyat/12', search: '?lang=en&tema=koyu' })).toEqual({
      kind: 'class',
      id: 12,
      lang: 'en',
      dark: true,
    });
    expect(embedTarget({ pathname: '/gomulu/grup/3/', search: '' })).toEqual({
      kind: 'group',
      id: 3,
      lang: 'tr',
      dark: false,
    });
    expect(embedTarget({ pathname: '/gomulu/fiyat/x', search: '' })).toBeNull();
  });

  it("keeps the class's row, or the group's classes", () => {
    const row = (GrupId: number, SinifId: number) => ({ GrupId, SinifId }) as never;
    const rows = [row(1, 10), row(1, 11), row(2, 20)];
    expect(targetRows(rows, { kind: 'class', id: 11, lang: 'tr', dark: false })).toEqual([row(1, 11)]);
    expect(targetRows(rows, { kind: 'group', id: 1, lang: 'tr', dark: false })).toEqual([
      row(1, 10),
      row(1, 11),
    ]);
  });
});
