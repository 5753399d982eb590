// Incoming bank transfers paired to orders by the shop itself (issue 30). A movement read from Fio or
// from a statement file is stored once, keyed by its account and the bank's id, and in the SAME
// transaction either pays its order (with the "Platbu jsme přijali" mail queued) or waits for staff
// as unpaired, with its reason. Whatever reads the bank comes through recordMovements.
import type { Transaction } from 'kysely';
import type { StatementImportJson, UnpairedReason } from '@contract/admin/payments';
import type { Db } from '../db/open';
import type { BankSource, Database, MovementState } from '../db/schema';
import type { Deps } from '../env';
import { announceOrderEvents, type EventDeps } from '../orders/orderEvents';

/** One incoming movement as a bank reports it, before the shop has judged it. */
export interface IncomingMovement {
  source: BankSource;
  /** The shop's account it was booked on ('' when the file does not say). */
  account: string;
  /** The bank's id of the movement, unique on the account. */
  bankId: string;
  /** YYYY-MM-DD. */
  bookedAt: string;
  /** Haléře, positive: only incoming movements are read. */
  amount: number;
  currency: string;
  variableSymbol: string | null;
  message: string;
  counterAccount: string;
}

/** A movement as the columns of bank_movements that the bank's report fills. */
export const movementColumns = (m: IncomingMovement) => ({
  source: m.source,
  account: m.account,
  bank_id: m.bankId,
  booked_at: m.bookedAt,
  amount: m.amount,
  currency: m.currency,
  variable_symbol: m.variableSymbol,
  message: m.message,
  counter_account: m.counterAccount,
});

/** What the pairing needs of an order. */
interface PayableOrder {
  id: number;
  order_number: number;
  name: string;
  email: string;
  total_price: number;
  is_paid: number;
  is_cancelled: number;
}

type Verdict = { state: 'paired'; reason: null } | { state: 'unpaired'; reason: UnpairedReason };

type Executor = Db | Transaction<Database>;

/** Statements stay under both engines' limits of bound values (SQLite: 32,766). */
const CHUNK = 500;
const chunksOf = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A variable symbol as written on an order: digits without leading zeros (a bank pads it to 10). */
const normalSymbol = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * The order number a movement names: its variable symbol, or where it has none, a number of 4 to
 * 10 digits in the message for the recipient ("VS 2026000012", "objednávka 2026000012").
 */
export function symbolsOf(movement: Pick<IncomingMovement, 'variableSymbol' | 'message'>): string[] {
  const given = movement.variableSymbol?.trim();
  if (given && /^\d{1,10}$/.test(given) && Number(given) > 0) return [normalSymbol(given)];
  return [...new Set([...movement.message.matchAll(/(?<!\d)\d{4,10}(?!\d)/g)].map((m) => normalSymbol(m[0])))];
}

/** The pairing rule: the order named, in CZK, not cancelled, not paid yet, for exactly its total. */
export function verdictOf(movement: Pick<IncomingMovement, 'currency' | 'amount'>, order: PayableOrder | undefined): Verdict {
  if (movement.currency !== 'CZK') return { state: 'unpaired', reason: 'foreignCurrency' };
  if (!order) return { state: 'unpaired', reason: 'unknownSymbol' };
  if (order.is_cancelled === 1) return { state: 'unpaired', reason: 'cancelledOrder' };
  if (order.is_paid === 1) return { state: 'unpaired', reason: 'alreadyPaid' };
  if (movement.amount < order.total_price) return { state: 'unpaired', reason: 'underpayment' };
  if (movement.amount > order.total_price) return { state: 'unpaired', reason: 'overpayment' };
  return { state: 'paired', reason: null };
}

const ORDER_COLUMNS = ['id', 'order_number', 'name', 'email', 'total_price', 'is_paid', 'is_cancelled'] as const;

async function ordersByNumber(trx: Executor, numbers: string[]): Promise<Map<string, PayableOrder>> {
  const found = new Map<string, PayableOrder>();
  const valid = [...new Set(numbers)].filter((n) => n.length <= 10).map(Number);
  for (const chunk of chunksOf(valid)) {
    for (const row of await trx.selectFrom('orders').select(ORDER_COLUMNS).where('order_number', 'in', chunk).execute())
      found.set(String(row.order_number), row);
  }
  return found;
}

/** The paid date of a movement booked on `bookedAt`: that day, as the shop stores instants. */
const paidAtOf = (bookedAt: string) => `${bookedAt}T00:00:00.000Z`;

/** A movement and the order it pays. */
export interface TransferPayment {
  order: PayableOrder;
  movement: Pick<IncomingMovement, 'bookedAt' | 'amount'>;
}

/**
 * Marks the orders paid by transfer on their movements' booking dates and announces each as paid
 * (orders/orderEvents.ts: "Platbu jsme přijali"), once: only orders still unpaid and not cancelled. Answers the ids this call
 * paid (one missing: a card payment, staff or another process was first). Statements of 500 orders.
 */
export async function payByTransfer(trx: Transaction<Database>, deps: EventDeps, payments: TransferPayment[], now: Date): Promise<Set<number>> {
  const paid = new Set<number>();
  for (const bookedAt of new Set(payments.map((p) => p.movement.bookedAt))) {
    const ids = payments.filter((p) => p.movement.bookedAt === bookedAt).map((p) => p.order.id);
    for (const chunk of chunksOf(ids)) {
      const rows = await trx
        .updateTable('orders')
        .set({ is_paid: 1, paid_at: paidAtOf(bookedAt), paid_by: 'transfer', updated_at: now.toISOString() })
        .where('id', 'in', chunk)
        .where('is_paid', '=', 0)
        .where('is_cancelled', '=', 0)
        .returning('id')
        .execute();
      for (const row of rows) paid.add(row.id);
    }
  }
  // Only the orders this call paid: the rows are read back there, so the mail gives the booking date.
  await announceOrderEvents(
    trx,
    deps,
    [...paid].map((orderId) => ({ orderId, event: 'paid' as const })),
    now,
  );
  return paid;
}

/** The keys of `movements` already stored, as `account bankId`. */
async function storedKeys(trx: Executor, movements: IncomingMovement[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const account of new Set(movements.map((m) => m.account))) {
    const ids = movements.filter((m) => m.account === account).map((m) => m.bankId);
    for (const chunk of chunksOf(ids)) {
      const rows = await trx.selectFrom('bank_movements').select('bank_id').where('account', '=', account).where('bank_id', 'in', chunk).execute();
      for (const row of rows) keys.add(`${account} ${row.bank_id}`);
    }
  }
  return keys;
}

interface Judged {
  movement: IncomingMovement;
  order: PayableOrder | undefined;
  verdict: Verdict;
}

/**
 * Stores the movements not stored before and pairs them, all in one transaction: a movement that
 * names an unpaid order by its total pays it; any other waits for staff with its reason. A movement
 * read before (the same file again, Fio's same answer, another process reading the same account)
 * changes nothing: the unique key decides, also between two processes on PostgreSQL, where the
 * second's insert waits for the first's commit and then finds the key taken.
 */
export async function recordMovements(deps: Pick<Deps, 'db' | 'config' | 'now'>, movements: IncomingMovement[]): Promise<StatementImportJson> {
  const unique = [...new Map(movements.map((m) => [`${m.account} ${m.bankId}`, m])).values()];
  const counts = await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const stored = await storedKeys(trx, unique);
    const fresh = unique.filter((m) => !stored.has(`${m.account} ${m.bankId}`));
    const orders = await ordersByNumber(trx, fresh.flatMap(symbolsOf));
    // A second payment of the same order in this batch finds it paid, as it would in the next one.
    const paidNow = new Set<number>();
    const judged: Judged[] = fresh.map((movement) => {
      const order = symbolsOf(movement)
        .map((symbol) => orders.get(symbol))
        .find(Boolean);
      const verdict = verdictOf(movement, order && paidNow.has(order.id) ? { ...order, is_paid: 1 } : order);
      if (verdict.state === 'paired') paidNow.add(order!.id);
      return { movement, order, verdict };
    });

    let inserted = 0;
    const insertedKeys = new Set<string>();
    for (const chunk of chunksOf(judged)) {
      const rows = await trx
        .insertInto('bank_movements')
        .values(
          chunk.map(({ movement, order, verdict }) => ({
            ...movementColumns(movement),
            state: verdict.state as MovementState,
            reason: verdict.reason,
            order_id: order?.id ?? null,
            created_at: now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['account', 'bank_id']).doNothing())
        .returning(['account', 'bank_id'])
        .execute();
      inserted += rows.length;
      for (const row of rows) insertedKeys.add(`${row.account} ${row.bank_id}`);
    }

    const toPay = judged.filter(({ movement, verdict }) => verdict.state === 'paired' && insertedKeys.has(`${movement.account} ${movement.bankId}`));
    const paid = await payByTransfer(
      trx,
      deps,
      toPay.map(({ order, movement }) => ({ order: order!, movement })),
      now,
    );
    for (const { movement, order } of toPay.filter(({ order }) => !paid.has(order!.id))) {
      // Paid or cancelled meanwhile (by card, by staff): the money waits for staff after all.
      const current = await trx.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', order!.id).executeTakeFirstOrThrow();
      await trx
        .updateTable('bank_movements')
        .set({ state: 'unpaired', reason: verdictOf(movement, current).reason ?? 'alreadyPaid' })
        .where('account', '=', movement.account)
        .where('bank_id', '=', movement.bankId)
        .execute();
    }
    const paired = paid.size;
    return { movements: unique.length, paired, unpaired: inserted - paired, duplicates: unique.length - inserted };
  });
  return counts;
}
