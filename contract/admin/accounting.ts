// The accountant's exports (issue 31): the period staff choose, checked alike by the staff screen
// and by GET /api/admin/accounting/*?from=&to=.
import { z } from 'zod';

export const accountingMessages = {
  day: 'Zadejte datum jako RRRR-MM-DD, např. 2026-11-01.',
  order: 'Datum „od“ nesmí být po datu „do“.',
} as const;

/** A calendar day, YYYY-MM-DD, that exists (no 31 April). */
const day = z
  .string({ error: accountingMessages.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, accountingMessages.day)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), accountingMessages.day);

/** From and to, both days included, in Prague. */
export const accountingPeriodSchema = z
  .object({ from: day, to: day })
  .refine((period) => period.from <= period.to, { message: accountingMessages.order, path: ['to'] });
export type AccountingPeriod = z.infer<typeof accountingPeriodSchema>;

/** The three exports of a period: GET /api/admin/accounting/<export>?from=&to=. */
export type AccountingExport = 'pohoda.xml' | 'isdoc.zip' | 'invoices.csv';

const FILE_PREFIX: Record<AccountingExport, string> = { 'pohoda.xml': 'pohoda', 'isdoc.zip': 'isdoc', 'invoices.csv': 'faktury' };

/** The name an export is saved under: faktury-2026-11-01-2026-11-30.csv. */
export const accountingFileName = (file: AccountingExport, { from, to }: AccountingPeriod) =>
  `${FILE_PREFIX[file]}-${from}-${to}.${file.slice(file.lastIndexOf('.') + 1)}`;
