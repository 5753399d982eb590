import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backup } from './backup';
import { backupFolderName, listBackups } from './backupFolders';
import { type DailyBackups, dailyBackups } from './dailyBackups';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 10, 24, 12);

let root: string;
let schedule: DailyBackups | undefined;
let time: number;
let looks: number;
let logged: string[];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-daily-'));
  time = START;
  looks = 0;
  logged = [];
});
afterEach(async () => {
  await schedule?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A backup folder taken `hoursAgo` before the start, as takeBackup names it. */
function backupTaken(hoursAgo: number) {
  const folder = join(root, backupFolderName(new Date(START - hoursAgo * HOUR)));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'shop.db'), '');
}

/** Stands in for takeBackup: writes the dated folder and records the time it was asked for. */
function recordingBackup(taken: Date[]) {
  return async (now: Date): Promise<Backup> => {
    taken.push(now);
    backupTaken((START - now.getTime()) / HOUR);
    return { folder: join(root, backupFolderName(now)), seconds: 0.25 };
  };
}

/** The schedule on the test's clock, looking every 2 ms; each look reads the clock once. */
function start(takeBackup: (now: Date) => Promise<Backup>, keep = 14) {
  schedule = dailyBackups({
    backupRoot: root,
    keep,
    takeBackup,
    now: () => {
      looks += 1;
      return new Date(time);
    },
    log: (level, message) => logged.push(`${level}: ${message}`),
    checkEveryMs: 2,
  });
}

const lookedAgain = async (times: number) => {
  const after = looks + times;
  await vi.waitFor(() => expect(looks).toBeGreaterThanOrEqual(after));
};

describe('dailyBackups', () => {
  it('takes a backup soon after start when the newest is more than a day old, then removes the backups beyond the kept number', async () => {
    backupTaken(49);
    backupTaken(25);
    const taken: Date[] = [];
    start(recordingBackup(taken), 2);

    await vi.waitFor(() => expect(taken).toEqual([new Date(START)]));
    await vi.waitFor(() => expect(logged).toContain(`info: Old backups removed: ${join(root, 'shop-2026-11-22T11-00-00Z')}.`));
    expect(logged).toContain(`info: Backup written to ${join(root, 'shop-2026-11-24T12-00-00Z')} in 0.25 s.`);
    expect((await listBackups(root)).map((backup) => backup.takenAt)).toEqual([new Date(START - 25 * HOUR), new Date(START)]);
  });

  it('takes the first backup into an empty or missing folder', async () => {
    rmSync(root, { recursive: true });
    const taken: Date[] = [];
    start(recordingBackup(taken));
    await vi.waitFor(() => expect(taken).toHaveLength(1));
  });

  it('takes none while the newest backup is less than a day old, and the next a day after it, not after the start', async () => {
    backupTaken(23);
    const taken: Date[] = [];
    start(recordingBackup(taken));
    await lookedAgain(5);
    expect(taken).toEqual([]);

    time = START + HOUR;
    await vi.waitFor(() => expect(taken).toEqual([new Date(START + HOUR)]));
    await lookedAgain(5);
    expect(taken).toHaveLength(1);
  });

  it('logs a failed backup and tries again at the next look', async () => {
    const taken: Date[] = [];
    const record = recordingBackup(taken);
    let attempts = 0;
    start(async (now) => {
      attempts += 1;
      if (attempts === 1) throw new Error('ENOSPC: no space left on device');
      return record(now);
    });
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    expect(logged[0]).toBe('error: Backup failed: ENOSPC: no space left on device');
  });

  it('stop() waits for the backup under way and ends the schedule', async () => {
    // The schedule's looks on timers the test holds: no look left on them proves none comes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let finishBackup = () => {};
      const backupUnderWay = new Promise<void>((resolve) => (finishBackup = resolve));
      let started = 0;
      start(async (now) => {
        started += 1;
        await backupUnderWay;
        return { folder: join(root, backupFolderName(now)), seconds: 1 };
      });
      await vi.waitFor(() => expect(started).toBe(1)); // advances the held timers as it checks

      const events: string[] = [];
      const stopping = schedule!.stop().then(() => events.push('stopped'));
      await Promise.resolve(); // a stop() that did not wait would have settled by now
      events.push('backup finished');
      finishBackup();
      await stopping;
      expect(events).toEqual(['backup finished', 'stopped']);
      expect(vi.getTimerCount()).toBe(0);
      expect(started).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
