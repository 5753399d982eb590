// Issue 27, findings 6 and 15: a production start the shop refuses ends with exit code 1 and says why
// twice: as lines a person reads on a terminal, and as one JSON line in the log with the problems as
// a list. Never as an uncaught exception with a stack.
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SETTINGS, runBuiltServer, startBuiltShop } from './builtServer';

/** The JSON lines of the output. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const STACK = /\n\s+at /;

describe('a production start refused by its settings', () => {
  it('prints the problems one a line, and logs them as a list', async () => {
    const { code, output } = await runBuiltServer({ NODE_ENV: 'production', PORT: 'http' });
    expect(code).toBe(1);
    expect(output).toContain('Settings that cannot be used:\n- PORT must be a whole number from 0 to 65535: "http"\n- PUBLIC_URL must be the https:// address');
    const fatal = logLines(output).filter((line) => line.level === 'fatal');
    expect(fatal).toEqual([
      expect.objectContaining({ msg: 'Settings that cannot be used:', problems: expect.arrayContaining([expect.stringMatching(/^SMTP_URL is missing: /)]) }),
    ]);
    expect((fatal[0]!.problems as string[]).map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'SMTP_URL',
      'SHOP_IBAN',
      'SHOP_SELLER_NAME',
      'SHOP_SELLER_ADDRESS',
      'SHOP_ICO',
    ]);
    expect(output).not.toMatch(STACK);
  });
});

describe('a production start on a database that began as the demo', () => {
  it('prints its reason and logs it, without an uncaught exception', async () => {
    const demo = await startBuiltShop({ NODE_ENV: 'development', SEED_DEMO: 'false' });
    await demo.stop();
    const { code, output } = await runBuiltServer({ ...PRODUCTION_SETTINGS, DATA_DIR: demo.dataDir });
    expect(code).toBe(1);
    const reason = `The database in ${demo.dataDir} has demo accounts with the passwords the README publishes (admin@slovozivota.cz, asistent@slovozivota.cz, zakaznik@slovozivota.cz)`;
    expect(output.split('\n').some((line) => line.startsWith(reason))).toBe(true);
    expect(logLines(output)).toContainEqual(expect.objectContaining({ level: 'fatal', msg: expect.stringContaining(reason) }));
    expect(output).not.toMatch(STACK);
    expect(output).not.toContain('Error:');
  });
});
