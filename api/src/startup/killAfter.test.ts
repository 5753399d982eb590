import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

// A process whose main thread blocks for good right after asking to be killed: only the other
// thread can end it.
const BLOCKED_FOR_GOOD = `
import { killAfter } from './api/src/startup/killAfter.ts';
killAfter(200);
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
`;

describe('killAfter', () => {
  it('ends the process even while its main thread is blocked for good', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', BLOCKED_FOR_GOOD], { stdio: 'inherit' });
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  });
});
