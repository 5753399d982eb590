// POST /api/admin/bank-statements: a statement file of any bank, GPC/ABO or CAMT.053, read as a
// whole before anything is stored, then recorded and paired in one transaction (bankPairing.ts).
import { paymentMessages, type StatementImportJson } from '@contract/admin/payments';
import type { Deps } from '../env';
import { recordMovements } from './bankPairing';
import { looksLikeCamt, parseCamt } from './camtStatement';
import { looksLikeGpc, parseGpc } from './gpcStatement';
import { InvalidInput } from '../domainErrors';

/** The largest statement accepted: a year of a busy account in GPC is a few MB. */
export const STATEMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The movements of a statement file in either format; InvalidInput when it is neither, or broken. */
export function movementsOfStatement(bytes: Uint8Array) {
  if (looksLikeGpc(bytes)) return parseGpc(bytes);
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8');
  if (looksLikeCamt(head)) {
    const xml = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    let text: string;
    try {
      text = xml.decode(bytes);
    } catch {
      throw new InvalidInput('Výpis CAMT.053 musí být v kódování UTF-8.');
    }
    return parseCamt(text);
  }
  throw new InvalidInput(paymentMessages.unknownFormat);
}

export const importStatement = (deps: Pick<Deps, 'db' | 'config' | 'now'>, bytes: Uint8Array): Promise<StatementImportJson> =>
  recordMovements(deps, movementsOfStatement(bytes));
