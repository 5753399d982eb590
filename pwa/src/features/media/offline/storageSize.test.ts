import { describe, expect, it } from 'vitest';
import { formatStorageSize } from './storageSize';

describe('formatStorageSize', () => {
  it('writes sizes with a decimal comma and the largest unit that fits', () => {
    expect(formatStorageSize(0)).toBe('0\u00a0kB');
    expect(formatStorageSize(870_400)).toBe('850\u00a0kB');
    expect(formatStorageSize(12.34 * 1024 ** 2)).toBe('12,3\u00a0MB');
    expect(formatStorageSize(1.25 * 1024 ** 3)).toBe('1,3\u00a0GB');
  });
});
