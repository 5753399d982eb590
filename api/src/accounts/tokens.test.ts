import { describe, expect, it } from 'vitest';
import { hashToken, later, randomToken } from './tokens';

describe('tokens', () => {
  it('are 256 random bits written as 52 lower-case base32 characters, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{52}$/);
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(randomToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('measure expiries from the given clock', () => {
    expect(later(new Date('2025-03-01T10:00:00Z'), 3_600_000)).toBe('2025-03-01T11:00:00.000Z');
  });
});
