const NBSP = '\u00a0';

/**
 * Czech typesetting: no line ends with a one-letter preposition or conjunction (k, s, v, z, o, u,
 * a, i), a § or a 'č.', and a number stays with what follows it when that is a number, Kč, % or
 * Sb. (dates such as 1. 12. 2026, postal codes, prices, 'č. 89/2012 Sb.'), and with the word
 * before it when it ends a phrase ('Praha 1,'). Those spaces become non-breaking.
 */
export const keepTogether = (text: string) =>
  text
    .replace(/(?<=^|[\s(„])([ksvzouaiKSVZOUAI]|§|č\.)\s+/g, `$1${NBSP}`)
    .replace(/(?<=\d\.?)\s+(?=\d|Kč|%|Sb\.)/g, NBSP)
    .replace(/\s+(?=\d{1,2}(?:[,;)]|$))/g, NBSP);
