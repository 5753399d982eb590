// The shop's calendar: its days are Prague days. An order placed at 00:30 on 25 November in Prague is
// of the 25th, whatever the server's clock zone; the figures, the desk's date filters, the invoices'
// dates and the accountant's periods all count days this way.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute';

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Prague's offset from UTC (minutes) for each hour of UTC asked so far. Intl takes microseconds per
 * call and a year's CSV asks for 100,000 instants, while Prague's offset only changes on the hour.
 * Emptied at a size no shop's years of hours reach, so it never grows without end.
 */
const offsetOfHour = new Map<number, number>();

/** Prague's offset from UTC at `ms`, in minutes (60 in winter, 120 in summer). */
export function pragueOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetOfHour.get(hour);
  if (known !== undefined) return known;
  const part = Object.fromEntries(pragueParts.formatToParts(hour * HOUR_MS).map((p) => [p.type, p.value])) as Record<ClockPart, string>;
  const wall = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute));
  const offset = Math.round((wall - hour * HOUR_MS) / MINUTE_MS);
  if (offsetOfHour.size >= 100_000) offsetOfHour.clear();
  offsetOfHour.set(hour, offset);
  return offset;
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
