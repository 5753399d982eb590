// Text as the shop compares it in a search: without diacritics and in lower case, so 'zivot',
// 'ŽIVOT' and 'život' are the same word, as the product search's index (unicode61
// remove_diacritics 2) treats them. Imports nothing: the server and the PWA share it.

/** Czech (and any Latin) letters without their accents: `Žluťoučký` → `Zlutoucky`. */
export const withoutDiacritics = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The form a search compares: `Život víry` → `zivot viry`. */
export const foldedForSearch = (text: string) => withoutDiacritics(text).toLowerCase();
