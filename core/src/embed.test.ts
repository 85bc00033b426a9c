import { describe, expect, it } from 'vitest';
import { EMBED_ROUTES, embedPath, parseEmbedPath } from './embed.js';

describe('the price widget pages', () => {
  it('are a class’s and a group’s, read back from their path', () => {
    expect(embedPath('class', 12)).toBe('/gomulu/fiyat/12');
    expect(embedPath('group', 3)).toBe('/gomulu/grup/3');
    expect(EMBED_ROUTES).toEqual(['/gomulu/fiyat/:classId', '/gomulu/grup/:groupId']);
    expect(parseEmbedPath('/gomulu/grup/3/')).toEqual({ kind: 'group', id: 3 });
    expect(parseEmbedPath('/gomulu/fiyat/x')).toBeNull();
    expect(parseEmbedPath('/online-bulten')).toBeNull();
  });
});
