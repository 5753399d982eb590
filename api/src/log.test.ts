import { describe, expect, it } from 'vitest';
import { createLog, REDACTED } from './log';

function collected() {
  const lines: string[] = [];
  return {
    log: createLog({ level: 'info', destination: { write: (line) => void lines.push(line) } }),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the shop log', () => {
  it('writes one JSON object a line with an ISO time and the level by name', () => {
    const { log, entries } = collected();
    log.info({ orderNumber: 'OBJ-1' }, 'Objednávka přijata');
    expect(entries()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        pid: process.pid,
        hostname: expect.any(String),
        orderNumber: 'OBJ-1',
        msg: 'Objednávka přijata',
      },
    ]);
  });

  it('hides passwords, tokens, cookies and links given as fields, at the top and one object down', () => {
    const { log, entries } = collected();
    log.warn(
      {
        password: 'heslo-1',
        token: 'tok-1',
        link: 'https://x/registerLink/a/b',
        user: { password: 'heslo-2', name: 'Jana' },
        headers: { authorization: 'Bearer tok-2', cookie: 'sid=tok-3' },
      },
      'pozor',
    );
    expect(entries()[0]).toMatchObject({
      password: REDACTED,
      token: REDACTED,
      link: REDACTED,
      user: { password: REDACTED, name: 'Jana' },
      headers: { authorization: REDACTED, cookie: REDACTED },
    });
  });
});
