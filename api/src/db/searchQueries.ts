/** The words of what a visitor typed: letters and digits only, at most 8. */
const wordsOf = (keyword: string) =>
  keyword
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * Turns what a visitor typed into an FTS5 MATCH expression (SQLite): every word must match, as a prefix,
 * so `zivot` finds `Život` and `života`; the whole word is also asked for on its own, so bm25
 * ranks `Život z Boha` above `cesta k vnitřnímu životu`. Quotes make each word a literal string,
 * so FTS5 syntax (AND, NEAR, *, :, ^) typed by a visitor cannot break the query.
 * Returns null when no word is left.
 */
export function toMatchQuery(keyword: string): string | null {
  const words = wordsOf(keyword);
  if (words.length === 0) return null;
  return words.map((w) => `("${w}" OR "${w}"*)`).join(' AND ');
}

/**
 * The same search as two tsqueries (PostgreSQL): `prefix` finds the titles, every word as a prefix,
 * and `exact`, every whole word, adds to their rank, as the whole word does in the FTS5 expression.
 * The words hold letters and digits only, so nothing a visitor types is tsquery syntax.
 */
export function toTsQueries(keyword: string): { exact: string; prefix: string } | null {
  const words = wordsOf(keyword);
  if (words.length === 0) return null;
  return { exact: words.join(' & '), prefix: words.map((w) => `${w}:*`).join(' & ') };
}
