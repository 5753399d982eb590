import { describe, expect, it } from 'vitest';
import { layoutTexts } from './layout';

describe('the cart link names its count in Czech', () => {
  it('chooses the word as cs-CZ plural rules do, for every count a cart can hold', () => {
    const plural = new Intl.PluralRules('cs');
    const word = { one: 'položka', few: 'položky', other: 'položek' } as Record<string, string>;
    for (let count = 0; count <= 1000; count++) {
      expect(layoutTexts.topBar.cartLabel(count)).toBe(`Košík, ${count} ${word[plural.select(count)]}`);
    }
  });
});
