// Czech formatting of money, weights and dates, for the PWA's screens and the server's mails and invoices.
import { pragueClock } from './pragueDays';

const NO_BREAK_SPACE = '\u00a0';

/**
 * A number as cs-CZ writes it (Intl's own output): groups of three digits split by a no-break space,
 * a decimal comma, minFraction to maxFraction decimals. Written out because the
 * first Intl.NumberFormat of a page loads its locale data: about 130 ms on a phone slowed 4×, in
 * the middle of hydrating the prices of the first screen.
 */
export function formatCzechNumber(value: number, minFraction: number, maxFraction: number): string {
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maxFraction).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** 1234.5 → "1 234,50 Kč" (Czech grouping and decimal comma). */
export const formatPrice = (kc: number) => `${formatCzechNumber(kc, 2, 2)}${NO_BREAK_SPACE}Kč`;

/** Integer haléře → "1 234,50 Kč". */
export const formatHalere = (halere: number) => formatPrice(halere / 100);

/** "0.32" (as stored, kg without unit) → "0,32 kg"; empty stays empty. */
export function formatWeight(weight: string): string {
  const kg = Number(weight);
  return weight.trim() === '' || Number.isNaN(kg) ? '' : `${formatCzechNumber(kg, 0, 3)} kg`;
}

/**
 * Prague's clock at an instant (or its ISO text), written as cs-CZ writes it (Intl's own output):
 * without leading zeros but the minutes'. Written out, as Intl.DateTimeFormat would load its locale
 * and zone data while the dates of the first screen hydrate (pragueDays.ts).
 */
function czechClock(at: Date | string) {
  const { year, month, day, hour, minute } = pragueClock(typeof at === 'string' ? new Date(at) : at);
  return { date: `${Number(day)}. ${Number(month)}. ${year}`, time: `${Number(hour)}:${minute}` };
}

/** An instant (or its ISO text) → the date in Prague: "21. 11. 2026". */
export const formatDate = (at: Date | string) => czechClock(at).date;

/** An instant (or its ISO text) → "31. 12. 2026 23:00" (Prague time). */
export function formatDateTime(at: Date | string) {
  const { date, time } = czechClock(at);
  return `${date} ${time}`;
}
