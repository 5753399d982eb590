import { describe, expect, it } from 'vitest';
import { type OrderAction, refusalOf } from './orderStates';

const state = (flags: string) => ({
  is_paid: flags.includes('P') ? 1 : 0,
  is_delivered: flags.includes('D') ? 1 : 0,
  is_cancelled: flags.includes('C') ? 1 : 0,
});

// Rows: the order's state (P paid, D delivered, C cancelled); columns: may it be paid, delivered, cancelled?
const TABLE: [flags: string, pay: boolean, deliver: boolean, cancel: boolean][] = [
  ['', true, true, true],
  ['P', false, true, true],
  ['D', true, false, false],
  ['PD', false, false, false],
  ['C', false, false, false],
  ['PC', false, false, false],
];

describe('order state transitions', () => {
  it.each(TABLE)('state "%s": pay %s, deliver %s, cancel %s', (flags, pay, deliver, cancel) => {
    const allowed = (action: OrderAction) => refusalOf(action, state(flags)) === null;
    expect([allowed('pay'), allowed('deliver'), allowed('cancel')]).toEqual([pay, deliver, cancel]);
  });

  it('names the reason in Czech', () => {
    expect(refusalOf('cancel', state('PD'))).toBe('Doručenou objednávku už nelze zrušit.');
    expect(refusalOf('pay', state('C'))).toBe('Zrušenou objednávku nelze označit jako zaplacenou.');
  });
});
