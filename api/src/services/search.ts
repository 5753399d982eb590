/**
 * Turns what a visitor typed into an FTS5 MATCH expression: every word must match, as a prefix,
 * so `zivot` finds `Život` and `života`; the whole word is also asked for on its own, so bm25
 * ranks `Život z Boha` above `cesta k vnitřnímu životu`. Quotes make each word a literal string,
 * so FTS5 syntax (AND, NEAR, *, :, ^) typed by a visitor cannot break the query.
 * Returns null when no word is left.
 */
export function toMatchQuery(keyword: string): string | null {
  const words = keyword
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `("${w}" OR "${w}"*)`).join(' AND ');
}
