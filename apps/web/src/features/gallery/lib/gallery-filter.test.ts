import { describe, expect, it } from 'vitest';
import { GalleryFilter } from '@pinacoteca/contracts/catalog/painting';
import {
  countSelected,
  galleryQueryValues,
  gallerySearch,
  isNarrowed,
  parseGalleryParams,
  toggleValue,
} from './gallery-filter.ts';

const AUTHOR = '896c9c4b-87b5-44bb-b9f3-013a2a1932ee';

describe('gallery filter in the address', () => {
  it('reads the header link "buy a painting" as the whole-painting filter on', () => {
    const query = parseGalleryParams(new URLSearchParams('buy_a_whole=true'));
    expect(query.buy_a_whole).toBe(true);
    expect(query.buy_a_part).toBe(false);
    expect(countSelected(query)).toBe(1);
  });

  it('defaults to the recommended order and no restriction', () => {
    const query = parseGalleryParams(new URLSearchParams(''));
    expect(query.sort).toBe('recommended_asc');
    expect(isNarrowed(query)).toBe(false);
    expect(gallerySearch(query, 'grid')).toBe('');
  });

  it('reads list parameters written with brackets or commas, dropping wrong values only', () => {
    const query = parseGalleryParams(
      new URLSearchParams(
        `authors[]=${AUTHOR}&authors[]=nobody&genres[]=1&genres[]=9&eras=0,6&technics[]=2&sort=price_desc`,
      ),
    );
    expect(query.authors).toEqual([AUTHOR]);
    expect(query.genres).toEqual([1]);
    expect(query.eras).toEqual([0, 6]);
    expect(query.technics).toEqual([2]);
    expect(query.sort).toBe('price_desc');
  });

  it('cuts a search longer than the server takes to its length, rather than failing the page', () => {
    const long = `${'a'.repeat(199)} ${'b'.repeat(100)}`;
    const query = parseGalleryParams(new URLSearchParams({ search_query: long }));
    expect(query.search_query).toBe('a'.repeat(199));
    expect(GalleryFilter.parse(galleryQueryValues(query)).search_query).toBe('a'.repeat(199));
  });

  it('ignores an unknown sort', () => {
    expect(parseGalleryParams(new URLSearchParams('sort=random')).sort).toBe('recommended_asc');
  });

  it('writes an address the server reads back as the same Gallery filter', () => {
    const query = parseGalleryParams(
      new URLSearchParams(`search_query=haarlem&buy_a_part=1&authors[]=${AUTHOR}&genres[]=4&eras[]=2&sort=price_asc`),
    );
    const search = new URLSearchParams(gallerySearch(query, 'list'));
    expect(search.get('view')).toBe('list');
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(search.keys())) {
      if (key === 'view') continue;
      raw[key.replace('[]', '')] = key.endsWith('[]') ? search.getAll(key) : (search.get(key) ?? '');
    }
    expect(GalleryFilter.parse(raw)).toEqual({
      search_query: 'haarlem',
      buy_a_part: true,
      authors: [AUTHOR],
      genres: [4],
      eras: [2],
      sort: 'price_asc',
    });
  });

  it('counts every chosen value and keeps enumeration order when toggling', () => {
    expect(toggleValue([3, 1], 2, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(toggleValue([1, 2], 1)).toEqual([2]);
    const query = parseGalleryParams(
      new URLSearchParams('buy_a_whole=true&buy_a_part=true&genres[]=1&genres[]=2&eras[]=0'),
    );
    expect(countSelected(query)).toBe(5);
  });
});
