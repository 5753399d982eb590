/** One page of an excerpt: its paragraphs, in order. */
export type ExcerptPage = string[];

/** About one screenful of reading on a phone, a few on a desktop. */
export const EXCERPT_PAGE_CHARS = 3000;

const PARAGRAPH_BREAK = /\n[^\S\n]*\n\s*/;
// The end of a sentence: . ! ? … (and closing quotes or brackets) before a space and a capital, digit or opening quote.
const SENTENCE_END = /[.!?…]['"“”»«)\]]*(?=\s+[\p{Lu}\d„"«(])/gu;

/** Where to cut a text so the first piece is at most `max` characters: a sentence end, else a space, else hard. */
function cutIndex(text: string, max: number): number {
  let cut = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end > max) break;
    cut = end;
  }
  if (cut > 0) return cut;
  const space = text.slice(0, max + 1).search(/\s\S*$/);
  return space > 0 ? space : max;
}

/** Splits a paragraph longer than a page into pieces of at most `max` characters. */
function splitLongParagraph(paragraph: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = paragraph;
  while (rest.length > max) {
    const cut = cutIndex(rest, max);
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  pieces.push(rest);
  return pieces;
}

/**
 * Splits an excerpt into pages of about `pageChars` characters at paragraph boundaries (paragraphs
 * are separated by blank lines). A paragraph is never split unless it is longer than a page by
 * itself; then it is cut at sentence ends. No text is lost and the order is kept.
 */
export function paginateExcerpt(text: string, pageChars = EXCERPT_PAGE_CHARS): ExcerptPage[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const blocks = paragraphs.flatMap((paragraph) => (paragraph.length > pageChars ? splitLongParagraph(paragraph, pageChars) : [paragraph]));

  const pages: ExcerptPage[] = [];
  let page: ExcerptPage = [];
  let length = 0;
  for (const block of blocks) {
    if (page.length > 0 && length + block.length > pageChars) {
      pages.push(page);
      page = [];
      length = 0;
    }
    page.push(block);
    length += block.length;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}
