/** A formatter made on first use: building one loads locale (and time-zone) data, costly on a slow phone at start-up. */
const onFirstUse = <F,>(make: () => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};

const priceFormat = onFirstUse(() => new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2 }));
const decimalFormat = onFirstUse(() => new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 }));
const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
);
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Prague' }));

/** 1234.5 → "1 234,50 Kč" (Czech grouping and decimal comma). */
export const formatPrice = (kc: number) => priceFormat().format(kc);

/** "0.32" (as stored, kg without unit) → "0,32 kg"; empty stays empty. */
export function formatWeight(weight: string): string {
  const kg = Number(weight);
  return weight.trim() === '' || Number.isNaN(kg) ? '' : `${decimalFormat().format(kg)} kg`;
}

/** ISO timestamp → "21. 11. 2026". */
export const formatDate = (iso: string) => dateFormat().format(new Date(iso));

/** ISO timestamp → "31. 12. 2026 23:00" (Prague time). */
export const formatDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));
