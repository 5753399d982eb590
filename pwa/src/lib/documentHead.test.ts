import { describe, expect, it } from 'vitest';
import { headTags } from './documentHead';

const ORIGIN = 'https://www.slovozivota.cz';
const find = (tags: ReturnType<typeof headTags>, predicate: (attributes: Record<string, string>) => boolean) => tags.find((tag) => predicate(tag.attributes));

describe('headTags', () => {
  it('names a public screen, gives it its canonical address and a preview on the shop’s origin', () => {
    const tags = headTags({ title: 'Boží ekonomie', description: 'Kniha.', image: '/demo/covers/a.webp', type: 'book' }, '/product/1', ORIGIN);
    expect(tags[0]).toEqual({ name: 'title', attributes: {}, text: 'Boží ekonomie – Slovo života' });
    expect(find(tags, (a) => a.rel === 'canonical')?.attributes.href).toBe(`${ORIGIN}/product/1`);
    expect(find(tags, (a) => a.property === 'og:image')?.attributes.content).toBe(`${ORIGIN}/demo/covers/a.webp`);
    expect(find(tags, (a) => a.property === 'og:type')?.attributes.content).toBe('book');
    expect(find(tags, (a) => a.name === 'robots')).toBeUndefined();
  });

  it('keeps account and checkout screens and flagged pages out of search results, without a canonical address', () => {
    for (const [path, noindex] of [
      ['/cart', false],
      ['/profile', false],
      ['/order/5', false],
      ['/admin/productlist', false],
      ['/search/zivot', true],
    ] as const) {
      const tags = headTags({ title: 'X', noindex }, path, ORIGIN);
      expect(find(tags, (a) => a.name === 'robots')?.attributes.content, path).toBe('noindex');
      expect(
        find(tags, (a) => a.rel === 'canonical'),
        path,
      ).toBeUndefined();
    }
  });

  it('writes structured data that no text inside can close its <script>', () => {
    const name = 'Zlá </script><script>alert(1)</script> kniha';
    const [script] = headTags({ structuredData: () => [{ '@type': 'Book', name }] }, '/product/1', ORIGIN).filter((tag) => tag.name === 'script');
    expect(script!.text).not.toContain('<');
    expect(JSON.parse(script!.text!)).toEqual({ '@type': 'Book', name });
  });
});
