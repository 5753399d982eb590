import { describe, expect, it } from 'vitest';
import { type OrderAction, refusalOf } from './orderStates';

const state = (flags: string) => ({
  is_paid: flags.includes('P') ? 1 : 0,
  is_sent: flags.includes('S') ? 1 : 0,
  is_delivered: flags.includes('D') ? 1 : 0,
  is_cancelled: flags.includes('C') ? 1 : 0,
});

// Rows: the order's state (P paid, S sent, D delivered, C cancelled); columns: may it be paid, sent, delivered, cancelled?
const TABLE: [flags: string, pay: boolean, send: boolean, deliver: boolean, cancel: boolean][] = [
  ['', true, true, true, true],
  ['P', false, true, true, true],
  ['S', true, false, true, false],
  ['PS', false, false, true, false],
  ['D', true, false, false, false],
  ['PSD', false, false, false, false],
  ['C', false, false, false, false],
  ['PC', false, false, false, false],
];

describe('order state transitions', () => {
  it.each(TABLE)('state "%s": pay %s, send %s, deliver %s, cancel %s', (flags, pay, send, deliver, cancel) => {
    const allowed = (action: OrderAction) => refusalOf(action, state(flags)) === null;
    expect([allowed('pay'), allowed('send'), allowed('deliver'), allowed('cancel')]).toEqual([pay, send, deliver, cancel]);
  });

  it('names the reason in Czech', () => {
    expect(refusalOf('cancel', state('PD'))).toBe('Doručenou objednávku už nelze zrušit.');
    expect(refusalOf('cancel', state('PS'))).toBe('Odeslanou objednávku už nelze zrušit.');
    expect(refusalOf('pay', state('C'))).toBe('Zrušenou objednávku nelze označit jako zaplacenou.');
  });
});
