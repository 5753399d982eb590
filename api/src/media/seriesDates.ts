const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Publication dates for recordings entered together (the demo's), one a week in the order given,
 * the last at `last`: podcast apps order episodes by date, so no two may share one.
 */
export const weeklyInSeriesOrder = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(last) - (count - 1 - i) * WEEK_MS).toISOString());
