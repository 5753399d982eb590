// Bank transfers the shop reads from its account or from statement files (issue 30): what staff see
// of each incoming payment, what they may decide about it, and the Czech words for both.
import { z } from 'zod';

export const PAYMENT_STATES = ['paired', 'unpaired', 'returned', 'ignored'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why a payment was not paired to an order by itself. */
export const UNPAIRED_REASONS = {
  underpayment: 'Nedoplatek',
  overpayment: 'Přeplatek',
  unknownSymbol: 'Neznámý variabilní symbol',
  foreignCurrency: 'Cizí měna',
  cancelledOrder: 'Zrušená objednávka',
  alreadyPaid: 'Objednávka už zaplacená',
} as const;
export type UnpairedReason = keyof typeof UNPAIRED_REASONS;

/** One incoming payment, GET /api/admin/payments. */
export interface BankPaymentJson {
  id: number;
  /** The booking date, YYYY-MM-DD. */
  bookedAt: string;
  /** In `currency`, as a number with two decimals (Kč for CZK), like an order's prices. */
  amount: number;
  currency: string;
  variableSymbol: string | null;
  message: string;
  counterAccount: string;
  state: PaymentState;
  /** Why it is unpaired; null once paired or decided. */
  reason: UnpairedReason | null;
  orderId?: number;
  /** Staff's reason for their decision, who made it and when. */
  note: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** POST /api/admin/bank-statements and POST /api/admin/payments/fetch. */
export interface StatementImportJson {
  /** Incoming movements read. */
  movements: number;
  paired: number;
  unpaired: number;
  /** Read before (the same movement in an earlier file or call): left as they were. */
  duplicates: number;
}

/** GET /api/admin/payments/to-cancel: bank-transfer orders unpaid past PAYMENT_CANCEL_DAYS ("K zrušení"). */
export interface OrderToCancelJson {
  id: number;
  orderNumber: number;
  name: string;
  email: string;
  totalPrice: number;
  createdAt: string;
  /** When the reminder was sent; null when none was. */
  remindedAt: string | null;
}

export const paymentMessages = {
  state: 'Stav musí být unpaired, paired, returned nebo ignored',
  decision: 'Zadejte objednávku ke spárování, nebo stav returned či ignored',
  orderId: 'Neplatné ID objednávky',
  note: 'Zdůvodnění může mít nejvýše 500 znaků',
  noteMissing: 'Napište prosím důvod',
  notFound: 'Platba nenalezena',
  orderNotFound: 'Objednávka nenalezena',
  notUnpaired: 'Rozhodnout lze jen o nespárované platbě; tuto už někdo vyřídil.',
  orderCancelled: 'Zrušenou objednávku nelze zaplatit.',
  notIncoming: 'Spárovat lze jen příchozí platbu v korunách.',
  fileMissing: 'Vyberte soubor s výpisem (GPC/ABO nebo CAMT.053 XML).',
  fileTooLarge: 'Výpis je příliš velký (nejvýše 20 MB).',
  malformed: 'Požadavek musí být formulář se souborem výpisu (multipart/form-data).',
  unknownFormat: 'Soubor není výpis ve formátu GPC/ABO ani CAMT.053.',
  fioOff: 'Čtení účtu u Fio banky je vypnuté (chybí FIO_TOKEN).',
  fioTooSoon: (seconds: number) => `Fio banka dovoluje jeden dotaz za 30 sekund; zkuste to prosím znovu za ${seconds} s.`,
  fioFailed: 'Fio banka teď neodpovídá; zkusíme to znovu za chvíli.',
} as const;

const note = z.string({ error: paymentMessages.note }).trim().max(500, paymentMessages.note);

/** The query of GET /api/admin/payments; unpaired by default. */
export const paymentListQuery = z.object({ state: z.enum(PAYMENT_STATES, { error: paymentMessages.state }).default('unpaired') });

/** PUT /api/admin/payments/{id}: pair to an order by hand, or mark returned / not the shop's; a reason is required. */
export const paymentDecisionBody = z.union(
  [
    z
      .object({
        orderId: z.number({ error: paymentMessages.orderId }).int(paymentMessages.orderId).min(1, paymentMessages.orderId),
        note: note.min(1, paymentMessages.noteMissing),
      })
      .strict(),
    z.object({ state: z.enum(['returned', 'ignored'], { error: paymentMessages.decision }), note: note.min(1, paymentMessages.noteMissing) }).strict(),
  ],
  { error: paymentMessages.decision },
);
export type PaymentDecision = z.output<typeof paymentDecisionBody>;
