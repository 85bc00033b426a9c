import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

const title = (name: string) => `${name} price`;

describe('the widget snippet', () => {
  it("offers a class's widget (a product's class), in the page's language", () => {
    const summary = {
      Seviye: 'PRODUCT',
      GrupId: 1,
      SinifId: 2,
      GrupAdi: 'BUĞDAY',
      SinifAdi: 'KIRMIZI "SERT"',
    } as const;
    expect(embedSnippet('https://borsa.example', summary, 'en', title)).toEqual({
      src: 'https://borsa.example/gomulu/fiyat/2?lang=en',
      code: '<iframe src="https://borsa.example/gomulu/fiyat/2?lang=en" title="KIRMIZI &quot;SERT&quot; price" width="320" height="170" style="border:0" loading="lazy"></iframe>',
    });
  });

  it("offers a group's widget on a group's page", () => {
    const summary = { Seviye: 'GROUP', GrupId: 1, SinifId: null, GrupAdi: 'ARPA', SinifAdi: null } as const;
    expect(embedSnippet('http://x', summary, 'tr', title).src).toBe('http://x/gomulu/grup/1');
  });
});
