import { describe, expect, it } from 'vitest';
import { episodeProgress, laterPlace, type ListeningPlace, resumePosition } from './listeningPlaces';

const place = (fields: Partial<ListeningPlace>): ListeningPlace => ({
  audioId: 1,
  position: 600,
  duration: 1500,
  playbackRate: 1,
  updatedAt: '2026-11-28T08:00:00.000Z',
  finished: false,
  dirty: false,
  ...fields,
});

describe('where an episode resumes', () => {
  it('starts 3 s before the saved place, from the start when new or played', () => {
    expect(resumePosition(place({ position: 600 }))).toBe(597);
    expect(resumePosition(place({ position: 2 }))).toBe(0);
    expect(resumePosition(place({ finished: true }))).toBe(0);
    expect(resumePosition(undefined)).toBe(0);
  });
});

describe('what the lists say of an episode', () => {
  it('is new, in progress with the whole minutes left, or played', () => {
    expect(episodeProgress(undefined)).toEqual({ kind: 'new' });
    expect(episodeProgress(place({ position: 600, duration: 1320 }))).toEqual({ kind: 'inProgress', minutesLeft: 12 });
    expect(episodeProgress(place({ position: 1319, duration: 1320 }))).toEqual({ kind: 'inProgress', minutesLeft: 1 });
    expect(episodeProgress(place({ finished: true }))).toEqual({ kind: 'played' });
  });
});

describe('two places of one episode', () => {
  it('keep the later by the device clocks, whatever their offsets, and the first on a tie', () => {
    const here = place({ updatedAt: '2026-11-28T09:00:00+01:00' });
    const there = place({ updatedAt: '2026-11-28T08:00:01Z' });
    expect(laterPlace(here, there)).toBe(there);
    expect(laterPlace(there, here)).toBe(there);
    const same = place({ updatedAt: '2026-11-28T08:00:00.000Z' });
    expect(laterPlace(here, same)).toBe(here);
  });
});
