// The shop's calendar: its days are Prague days. An order placed at 00:30 on 25 November in Prague is
// of the 25th, whatever the server's clock zone; the figures, the desk's date filters, the invoices'
// dates and the accountant's periods all count days this way.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute';

/** The instant the clocks change in the EU in `month` (0-based) of `year`: 01:00 UTC on the month's last Sunday. */
function clocksChangeIn(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Prague's offset from UTC at `ms`, in minutes: 120 in summer time (the EU's rule, which Czechia has
 * kept since 1996: from March's last Sunday to October's, at 01:00 UTC), else 60. Written out rather
 * than read from Intl: a page's first Intl.DateTimeFormat loads the locale and zone data, about
 * 100–130 ms on a phone slowed 4×, in the middle of hydrating the dates of the first screen; and a
 * year's CSV asks for 100,000 instants. The test holds it to Intl's zone data, so a change of the
 * rule shows there.
 */
export function pragueOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= clocksChangeIn(year, 2) && ms < clocksChangeIn(year, 9) ? 2 * 60 : 60;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock in Prague, each part as two digits (the year four). */
export function pragueClock(at: Date): Record<ClockPart, string> {
  const wall = new Date(at.getTime() + pragueOffsetMinutes(at.getTime()) * MINUTE_MS);
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
  };
}

/** The day it is in Prague at `at`, YYYY-MM-DD. */
export function pragueDay(at: string | Date): string {
  const { year, month, day } = pragueClock(new Date(at));
  return `${year}-${month}-${day}`;
}

/** The instant Prague's day `day` (YYYY-MM-DD) begins, as the shop stores instants (ISO text, UTC). */
export function pragueMidnight(day: string): string {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - pragueOffsetMinutes(wall - 60 * MINUTE_MS) * MINUTE_MS;
  return new Date(wall - pragueOffsetMinutes(guess) * MINUTE_MS).toISOString();
}

/** The day `days` after `day` (negative: before), in the calendar alone. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Prague days from `from` to `to`, both counted, as instants: from the start of `from` to the start of the day after `to`. */
export const pragueDayInstants = ({ from, to }: { from: string; to: string }) => ({ start: pragueMidnight(from), end: pragueMidnight(addDays(to, 1)) });
