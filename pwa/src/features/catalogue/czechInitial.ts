// Czech alphabet letters that carry a háček are letters of their own (Č after C); other accents
// (Á, É, Ď, Ť, Ň, …) sort with their base letter. "Ch" is a letter of its own, after H.
const OWN_LETTERS = new Set(['Č', 'Ř', 'Š', 'Ž']);

/** The letter a title is filed under in the A–Z list; titles starting with a digit share one group. */
export function czechInitial(name: string, digits: string): string {
  const start = name.search(/[\p{L}\p{N}]/u);
  if (start < 0) return digits;
  const upper = name.slice(start, start + 2).toLocaleUpperCase('cs');
  if (upper === 'CH') return 'Ch';
  const first = upper.charAt(0);
  if (/\p{N}/u.test(first)) return digits;
  if (OWN_LETTERS.has(first)) return first;
  return first.normalize('NFD').replace(/\p{M}/gu, '');
}
