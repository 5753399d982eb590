import { describe, expect, it } from 'vitest';
import { toMatchQuery } from './search';

describe('toMatchQuery', () => {
  it('makes every word a quoted prefix term', () => {
    expect(toMatchQuery('život víry')).toBe('"život"* "víry"*');
  });

  it('drops FTS5 operators and punctuation a visitor may type', () => {
    expect(toMatchQuery('"kristus" NEAR(duch) *')).toBe('"kristus"* "NEAR"* "duch"*');
    expect(toMatchQuery('name:zivot')).toBe('"name"* "zivot"*');
  });

  it('answers null when nothing searchable is left', () => {
    expect(toMatchQuery('  *** "" ')).toBeNull();
  });
});
