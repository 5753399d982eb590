import { describe, expect, it } from 'vitest';
import { openingHoursRuns } from './openingHours';

const DAYS = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'];

describe('openingHoursRuns', () => {
  it('joins days in a row with the same hours', () => {
    const week = ['08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '08:00–18:00', '09:00–12:00', 'zavřeno'];
    expect(openingHoursRuns(week, DAYS)).toEqual([
      { days: 'Po–Pá', hours: '08:00–18:00' },
      { days: 'So', hours: '09:00–12:00' },
      { days: 'Ne', hours: 'zavřeno' },
    ]);
  });

  it('writes a box open day and night as one line, and days apart with the same hours apart', () => {
    expect(openingHoursRuns(Array<string>(7).fill('00:00–24:00'), DAYS)).toEqual([{ days: 'Po–Ne', hours: '00:00–24:00' }]);
    expect(openingHoursRuns(['8–12', '13–17', '8–12'], DAYS)).toEqual([
      { days: 'Po', hours: '8–12' },
      { days: 'Út', hours: '13–17' },
      { days: 'St', hours: '8–12' },
    ]);
  });
});
