import { describe, expect, it } from 'vitest';
import { toMatchQuery } from './searchQueries';

describe('toMatchQuery', () => {
  it('asks for every word, whole or as a prefix', () => {
    expect(toMatchQuery('život víry')).toBe('("život" OR "život"*) AND ("víry" OR "víry"*)');
  });

  it('drops FTS5 operators and punctuation a visitor may type', () => {
    expect(toMatchQuery('"kristus" NEAR(duch) *')).toBe('("kristus" OR "kristus"*) AND ("NEAR" OR "NEAR"*) AND ("duch" OR "duch"*)');
    expect(toMatchQuery('name:zivot')).toBe('("name" OR "name"*) AND ("zivot" OR "zivot"*)');
  });

  it('answers null when nothing searchable is left', () => {
    expect(toMatchQuery('  *** "" ')).toBeNull();
  });
});
