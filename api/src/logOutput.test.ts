import { once } from 'node:events';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LOG_BACKLOG_MAX_BYTES, nonBlockingOutput } from './logOutput';

/** An output whose reader has stopped reading until `resume()`; `written` is what it has taken. */
function stalledOutput() {
  const written: string[] = [];
  let stalled = true;
  let release: (() => void) | undefined;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(String(chunk));
      if (stalled) release = done;
      else done();
    },
  });
  return { stream, written, resume: () => ((stalled = false), release?.()) };
}

const line = (n: number) => `${JSON.stringify({ level: 'info', msg: `řádek ${n}`, padding: 'x'.repeat(1000) })}\n`;

describe('the log’s output', () => {
  it('keeps at most LOG_BACKLOG_MAX_BYTES for a reader that stopped reading, and says how many lines it dropped once it reads again', async () => {
    const output = stalledOutput();
    const destination = nonBlockingOutput(output.stream);
    const lines = 1500; // about 1.5 MB
    for (let n = 1; n <= lines; n++) destination.write(line(n));
    expect(output.stream.writableLength).toBeLessThanOrEqual(LOG_BACKLOG_MAX_BYTES + line(lines).length);

    const drained = once(output.stream, 'drain');
    output.resume();
    await drained;
    destination.write(line(lines + 1));
    const kept = output.written.filter((text) => text.includes('řádek')).length - 1;
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThan(lines);
    expect(output.written.at(-2)).toContain(`"msg":"${lines - kept} log lines dropped: the output did not take them"`);
    expect(output.written.at(-1)).toBe(line(lines + 1));
  });

  it('drops every later line, without an uncaught error, once the reader is gone (EPIPE)', async () => {
    const written: string[] = [];
    const gone = new Writable({
      write: (chunk: Buffer, _encoding, done) => (written.push(String(chunk)), done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))),
    });
    const destination = nonBlockingOutput(gone);
    destination.write(line(1));
    await new Promise((closed) => gone.on('close', closed)); // not once(): it would take the error itself
    destination.write(line(2));
    await new Promise((later) => setImmediate(later)); // a write to a destroyed stream reports its error on the next tick
    expect(written).toEqual([line(1)]);
  });
});
