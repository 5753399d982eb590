import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, pragueClock, pragueDay, pragueDayInstants, pragueMidnight } from './pragueDays';

describe('the shop’s Prague calendar', () => {
  it('starts each day at Prague midnight, also on the days summer time starts and ends', () => {
    expect(pragueMidnight('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(pragueMidnight('2026-03-29')).toBe('2026-03-28T23:00:00.000Z'); // the clocks go forward at 2:00 that night
    expect(pragueMidnight('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(pragueMidnight('2026-10-25')).toBe('2026-10-24T22:00:00.000Z'); // and back at 3:00
    expect(pragueMidnight('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts an order at 00:30 in Prague as of that Prague day, whatever the UTC date', () => {
    expect(pragueDay('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
    expect(pragueDay(new Date('2026-07-01T21:59:00.000Z'))).toBe('2026-07-01');
    expect(pragueDay('2026-07-01T22:00:00.000Z')).toBe('2026-07-02');
  });

  it('gives a range of days as instants, the last day whole', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(pragueDayInstants({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ start: '2026-02-28T23:00:00.000Z', end: '2026-03-31T22:00:00.000Z' });
  });

  it('reads the same wall clock as Intl for any instant, the hours around both changes of the clocks included', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const intlClock = (at: Date) => Object.fromEntries(intl.formatToParts(at).flatMap((p) => (p.type === 'literal' ? [] : [[p.type, p.value]])));
    // Each year's two changes: 01:00 UTC on the last Sunday of March and of October.
    const lastSunday = (year: number, month: number) =>
      [31, 30, 29, 28, 27, 26, 25].map((day) => new Date(Date.UTC(year, month, day, 1))).find((at) => at.getUTCDay() === 0)!;
    const changes = Array.from({ length: 2100 - 1996 }, (_, i) => 1996 + i).flatMap((year) =>
      [lastSunday(year, 2), lastSunday(year, 9)].map((at) => at.getTime()),
    );
    const aroundChanges = changes.flatMap((at) => [-60_001, -60_000, -1, 0, 1, 59_999, 3_599_999, 3_600_000].map((offset) => new Date(at + offset)));
    for (const at of aroundChanges) expect(pragueClock(at)).toEqual(intlClock(at));
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (at) => {
        expect(pragueClock(at)).toEqual(intlClock(at));
      }),
      { numRuns: 2000 },
    );
  });
});
