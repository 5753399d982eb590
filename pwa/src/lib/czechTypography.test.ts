import { describe, expect, it } from 'vitest';
import { keepTogether } from './czechTypography';

const shown = (text: string) => keepTogether(text).replace(/\u00a0/g, '~');

describe('keepTogether', () => {
  it('binds one-letter prepositions and conjunctions to the next word, also several in a row', () => {
    expect(shown('Kniha s vazbou a v obalu (k dispozici i u nás)')).toBe('Kniha s~vazbou a~v~obalu (k~dispozici i~u~nás)');
    expect(shown('V Praze')).toBe('V~Praze');
  });

  it('keeps §, dates, prices and percentages together', () => {
    expect(shown('podle § 1829 od 1. 12. 2026 za 75 Kč, DPH 0 %')).toBe('podle §~1829 od 1.~12.~2026 za 75~Kč, DPH 0~%');
  });

  it('keeps a law’s number and its article together, a count with its noun, and a district number with its town', () => {
    expect(shown('zákon č. 89/2012 Sb., občanský zákoník')).toBe('zákon č.~89/2012~Sb., občanský zákoník');
    expect(shown('(čl. 6 odst. 1 písm. b GDPR)')).toBe('(čl.~6 odst.~1 písm.~b GDPR)');
    expect(shown('ve lhůtě 14 dnů')).toBe('ve lhůtě 14~dnů');
    expect(shown('Dlouhá 12, 110 00 Praha 1, IČO: 27182819')).toBe('Dlouhá~12, 110~00 Praha~1, IČO: 27182819');
  });

  it('leaves letters inside words and abbreviations such as z. s. alone', () => {
    expect(shown('Slovo života, z. s., Praha')).toBe('Slovo života, z. s., Praha');
  });
});
