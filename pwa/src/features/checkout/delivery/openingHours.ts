import type { OpeningHours } from '@contract/delivery';

/** One line of a week's hours: days in a row with the same hours joined, `Po–Pá 08:00–18:00`. */
export interface HoursRun {
  days: string;
  hours: string;
}

/** The week (Monday first, as the carriers publish it) as runs of days with the same hours. */
export function openingHoursRuns(week: OpeningHours, dayNames: readonly string[]): HoursRun[] {
  const runs: { from: number; to: number; hours: string }[] = [];
  week.forEach((hours, day) => {
    const last = runs.at(-1);
    if (last && last.hours === hours) last.to = day;
    else runs.push({ from: day, to: day, hours });
  });
  return runs.map(({ from, to, hours }) => ({ days: from === to ? dayNames[from]! : `${dayNames[from]}–${dayNames[to]}`, hours }));
}
