import { describe, expect, it } from 'vitest';
import { isAppPath, NOT_FOUND_PATH } from './routes';

describe('isAppPath', () => {
  it('knows every page of the app, with its parameters, a trailing slash and letter case aside', () => {
    for (const path of [
      '/',
      '/online-bulten',
      '/online-bulten/12',
      '/Online-Bulten/12/',
      '/salon-satis-detay-ch/4',
      '/yonetim',
      '/yonetim/kullanicilar',
      '/salon-ekrani',
      NOT_FOUND_PATH,
    ])
      expect([path, isAppPath(path)]).toEqual([path, true]);
  });

  it('knows no other path (the server answers those 404)', () => {
    for (const path of [
      '/metrics',
      '/online-bulten/12/extra',
      '/ssr/entry-server.js',
      '/yonetimx',
      '/index.php',
    ])
      expect([path, isAppPath(path)]).toEqual([path, false]);
  });
});
