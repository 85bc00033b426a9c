import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { knownItemName } from './known-names';

function clientWith(...answers: unknown[]): QueryClient {
  const client = new QueryClient();
  answers.forEach((answer, i) => {
    client.setQueryData(['answer', i], answer);
  });
  return client;
}

const CARD = {
  GrupId: 1,
  GrupAdi: 'BUĞDAY',
  SinifId: 2,
  SinifAdi: '1.GRUP KIRMIZI SERT',
  UrunId: null,
  UrunAdi: null,
};
const DAY = {
  Tarih: '2026-11-27',
  Satirlar: [
    {
      GrupId: 1,
      GrupAdi: 'BUĞDAY',
      SinifId: 2,
      SinifAdi: '1.GRUP KIRMIZI SERT',
      UrunId: 3,
      UrunAdi: 'ANADOLU',
    },
  ],
};

describe('names the page already holds', () => {
  it('finds a group, class or product by its id in any cached answer, nested rows too', () => {
    const client = clientWith([CARD], DAY);
    expect(knownItemName(client, 2)).toBe('1.GRUP KIRMIZI SERT');
    expect(knownItemName(client, 1)).toBe('BUĞDAY');
    expect(knownItemName(client, 3)).toBe('ANADOLU');
  });

  it('answers null for an id nothing names, a bad id, or an empty cache', () => {
    // A trade's own `Id` is no catalogue id.
    const client = clientWith([{ Id: 9, UrunId: 3, UrunAdi: 'ANADOLU' }], [CARD]);
    expect(knownItemName(client, 9)).toBeNull();
    expect(knownItemName(client, 0)).toBeNull();
    expect(knownItemName(new QueryClient(), 2)).toBeNull();
  });
});
