// Czech formatting of money and dates for mails and invoices (the PWA has its own, in the browser).

const money = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
const date = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' });

/** Haléře as `1 234,50 Kč` (with non-breaking spaces). */
export const formatHalere = (halere: number) => money.format(halere / 100);

/** Kč as `1 234,50 Kč`. */
export const formatKc = (kc: number) => money.format(kc);

/** An instant as the date in Prague: `1. 3. 2026`. */
export const formatDate = (at: Date | string) => date.format(typeof at === 'string' ? new Date(at) : at);
