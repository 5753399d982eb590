const NBSP = '\u00a0';

/**
 * Czech typesetting: no line ends with a one-letter preposition or conjunction (k, s, v, z, o, u,
 * a, i), a § or an abbreviation that points to a number (č., čl., odst., písm.); a number stays
 * with what follows it when that is a number, Kč, %, Sb. or a word ('1. 12. 2026', '110 00',
 * '75 Kč', 'č. 89/2012 Sb.', '14 dnů' but not 'odst.'), and with the word before it when it ends a phrase
 * ('Praha 1,'). Those spaces become non-breaking.
 */
export const keepTogether = (text: string) =>
  text
    .replace(/(?<=^|[\s(„])([ksvzouaiKSVZOUAI]|§|č\.|čl\.|odst\.|písm\.)\s+/g, `$1${NBSP}`)
    .replace(/(?<=\d\.?)\s+(?=\d|Kč|%|Sb\.)/g, NBSP)
    .replace(/(?<=(?:^|\s)\d{1,3})\s+(?=\p{Ll}+(?:[\s,;:)]|$))/gu, NBSP)
    .replace(/\s+(?=\d{1,2}(?:[,;)]|$))/g, NBSP);
