// Fio banka's REST API (API bankovnictví), read-only token: `last/{token}/transactions.json` answers
// the movements since Fio's bookmark and moves it; `set-last-id/{token}/{id}/` sets the bookmark
// back. Fio answers 409 to a second call with the same token within 30 s. The JSON:
// accountStatement.info (accountId, bankId, …) and transactionList.transaction[], each a set of
// columns { value, name, id } or null: column22 movement id, column0 date ("2026-01-15+0100"),
// column1 amount, column14 currency, column5 variable symbol, column16 message for the recipient,
// column2/column3/column10 counter-account, its bank code and name.
import { z } from 'zod';
import type { IncomingMovement } from './bankPairing';

/** Fio's own base address; FIO_API_URL points elsewhere (the stand-in in development). */
export const FIO_API_URL = 'https://fioapi.fio.cz/v1/rest';
/** Fio's limit: one call per token per 30 s. */
export const FIO_MIN_INTERVAL_MS = 30_000;

/** Fio answered 409: called again within 30 s. */
export class FioTooSoon extends Error {}
/** Fio did not answer, or not as documented. */
export class FioFailed extends Error {}

const column = <T extends z.ZodType>(value: T) => z.object({ value: value.nullable() }).nullish();

const fioStatement = z.object({
  accountStatement: z.object({
    info: z.object({ accountId: z.string().max(40), bankId: z.string().max(10) }),
    transactionList: z.object({
      transaction: z
        .array(
          z.object({
            column22: z.object({
              value: z
                .number()
                .int()
                .or(z.string().regex(/^\d{1,20}$/)),
            }),
            column0: z.object({ value: z.string().regex(/^\d{4}-\d{2}-\d{2}/) }),
            column1: z.object({ value: z.number().finite() }),
            column14: z.object({ value: z.string().max(3) }),
            column5: column(z.string().max(10)),
            column16: column(z.string().max(500)),
            column2: column(z.string().max(40)),
            column3: column(z.string().max(10)),
            column10: column(z.string().max(200)),
          }),
        )
        .nullish(),
    }),
  }),
});

export interface FioClient {
  /** The movements since Fio's bookmark (incoming only); Fio moves its bookmark past them. */
  lastMovements(): Promise<{ movements: IncomingMovement[]; lastId: string | null }>;
  /** Sets Fio's bookmark back to movement `id`, so the next read answers what follows it again. */
  setLastId(id: string): Promise<void>;
}

/** The movements of Fio's JSON answer; FioFailed when it is not in the documented shape. */
export function movementsOfFio(json: unknown): { movements: IncomingMovement[]; lastId: string | null } {
  const parsed = fioStatement.safeParse(json);
  if (!parsed.success) throw new FioFailed(`Fio answered JSON that is not a statement: ${parsed.error.issues[0]?.message ?? ''}`);
  const { info, transactionList } = parsed.data.accountStatement;
  const account = `${info.accountId}/${info.bankId}`;
  const transactions = transactionList.transaction ?? [];
  const movements = transactions
    .filter((t) => t.column1.value > 0)
    .map((t): IncomingMovement => {
      const counter = t.column2?.value ? `${t.column2.value}${t.column3?.value ? `/${t.column3.value}` : ''}` : '';
      return {
        source: 'fio',
        account,
        bankId: String(t.column22.value),
        bookedAt: t.column0.value.slice(0, 10),
        amount: Math.round(t.column1.value * 100),
        currency: t.column14.value,
        variableSymbol: t.column5?.value?.trim() || null,
        message: t.column16?.value ?? '',
        counterAccount: [counter, t.column10?.value].filter(Boolean).join(' '),
      };
    });
  const lastId = transactions.length ? String(transactions.at(-1)!.column22.value) : null;
  return { movements, lastId };
}

export function createFioClient({ token, apiUrl }: { token: string; apiUrl: string }): FioClient {
  const base = apiUrl.replace(/\/+$/, '');
  const token_ = encodeURIComponent(token);
  async function get(path: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new FioFailed(`Fio did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 409) throw new FioTooSoon('Fio answered 409: called again within 30 s');
    if (!response.ok) throw new FioFailed(`Fio answered ${response.status}`);
    return response;
  }
  return {
    async lastMovements() {
      const response = await get(`last/${token_}/transactions.json`);
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new FioFailed('Fio answered something that is not JSON');
      }
      return movementsOfFio(json);
    },
    async setLastId(id) {
      await (await get(`set-last-id/${token_}/${encodeURIComponent(id)}/`)).arrayBuffer();
    },
  };
}
