import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id and OWASP parameters (19 MiB, 2 passes, 1 lane), salted', async () => {
    const first = await hashPassword('tajné heslo 1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('tajné heslo 1')).not.toBe(first);
  });

  it('match only the password they were made from', async () => {
    const stored = await hashPassword('tajné heslo 1');
    expect(await passwordMatches(stored, 'tajné heslo 1')).toBe(true);
    expect(await passwordMatches(stored, 'tajné heslo 2')).toBe(false);
  });

  it('never match without a stored hash (unknown address, Google-only account)', async () => {
    expect(await passwordMatches(null, 'cokoli')).toBe(false);
    expect(await passwordMatches(undefined, '')).toBe(false);
  });
});
