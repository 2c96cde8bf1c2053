import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../../renderer/components/page-cache.ts';
import { sceneLogPage } from '../../../../renderer/db/queries.ts';

describe('a virtual list’s page cache', () => {
  it('asks for the pages covering the rows in view, once each', () => {
    const cache = new PageCache<number>(12);
    expect(cache.missing(0, 9)).toEqual([0]);
    expect(cache.missing(0, 13)).toEqual([0, 1]);
    cache.fetching(0);
    expect(cache.missing(0, 13)).toEqual([1]);
    cache.store(
      1,
      Array.from({ length: 12 }, (_, i) => 12 + i),
    );
    expect(cache.missing(0, 24)).toEqual([]);
    expect(cache.missing(20, 30)).toEqual([2]);
  });

  it('reads a row from its page, and nothing for a page not here', () => {
    const cache = new PageCache<string>(12);
    cache.store(
      1,
      Array.from({ length: 12 }, (_, i) => `row ${12 + i}`),
    );
    expect(cache.get(13)).toBe('row 13');
    expect(cache.get(23)).toBe('row 23');
    expect(cache.get(3)).toBeUndefined();
    expect(cache.get(24)).toBeUndefined();
  });

  it('keeps at most 40 pages, dropping the one farthest from the newest page stored', () => {
    const cache = new PageCache<number>(2);
    for (let page = 0; page <= 40; page += 1) cache.store(page, [page * 2, page * 2 + 1]);
    expect(cache.get(0)).toBeUndefined();
    expect(cache.get(80)).toBe(80);
    expect(cache.get(2)).toBe(2);
  });

  it('reads a scene log a screenful at a time: 40% of a 1080-pixel window of 58-pixel rows, 2 beyond each edge', () => {
    const inView = Math.ceil((0.4 * 1080) / 58) + 2;
    expect(sceneLogPage).toBeGreaterThanOrEqual(inView);
    expect(new PageCache(sceneLogPage).missing(0, inView)).toEqual([0]);
  });
});
