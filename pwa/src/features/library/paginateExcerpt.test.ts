import { describe, expect, it } from 'vitest';
import { paginateExcerpt } from './paginateExcerpt';

const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
const joined = (pages: string[][]) => words(pages.flat().join(' '));
/** A paragraph of `count` sentences, each about 60 characters long. */
const paragraph = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => `Věta ${label}${i + 1} říká, že Bůh je láska a že Jeho slovo je život.`).join(' ');

describe('paginateExcerpt', () => {
  it('keeps a short text on one page', () => {
    expect(paginateExcerpt('První odstavec.\n\nDruhý odstavec.', 3000)).toEqual([['První odstavec.', 'Druhý odstavec.']]);
  });

  it('answers no pages for an empty text', () => {
    expect(paginateExcerpt('  \n\n ', 3000)).toEqual([]);
  });

  it('separates paragraphs at blank lines, also with spaces or Windows line ends in them', () => {
    expect(paginateExcerpt('A.\r\n\r\nB.\n  \nC.\nstále C.', 3000)).toEqual([['A.', 'B.', 'C.\nstále C.']]);
  });

  it('never splits a paragraph that fits on a page; it moves to the next page whole', () => {
    const paragraphs = ['a', 'b', 'c', 'd', 'e'].map((label) => paragraph(label, 5)); // about 300 characters each
    const pages = paginateExcerpt(paragraphs.join('\n\n'), 700);
    expect(pages.flat()).toEqual(paragraphs);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('splits a paragraph longer than a page at the end of a sentence', () => {
    const long = paragraph('x', 12); // about 730 characters
    const pages = paginateExcerpt(long, 300);
    expect(pages.length).toBeGreaterThan(2);
    for (const [piece] of pages) {
      expect(piece!.length).toBeLessThanOrEqual(300);
      expect(piece).toMatch(/^Věta x\d+ .*\.$/);
    }
  });

  it('cuts at a space when a paragraph has no sentence end within a page', () => {
    const pages = paginateExcerpt('slovo '.repeat(100).trim(), 50);
    expect(pages.every(([piece]) => piece!.length <= 50 && !piece!.startsWith(' ') && !piece!.endsWith(' '))).toBe(true);
  });

  it('loses no text: the joined pages equal the original apart from whitespace', () => {
    const text = [paragraph('a', 3), paragraph('b', 40), 'Krátký.', paragraph('c', 8), '„Citát.“ A dál?', paragraph('d', 60)].join('\n\n\n');
    for (const size of [200, 1000, 3000]) expect(joined(paginateExcerpt(text, size))).toBe(words(text));
  });
});
