// ISO 20022 CAMT.053 (BankToCustomerStatement), the XML statement Czech banks export beside GPC.
// Read with fast-xml-parser with entities off; a file that declares a DOCTYPE or an entity is
// refused before parsing, so no entity is ever expanded or fetched. What is read of each entry
// (Stmt/Ntry): Amt with its Ccy, CdtDbtInd (CRDT only), RvslInd, BookgDt, AcctSvcrRef (the bank's
// id), and of its TxDtls the references (Czech banks write the variable symbol as "VS:…" in
// Strd/CdtrRefInf/Ref or in EndToEndId), RmtInf/Ustrd (the message) and the debtor's account.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { IncomingMovement } from './bankPairing';
import { InvalidInput } from '../domainErrors';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd'].includes(name),
});

const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, name) => (at && typeof at === 'object' && !Array.isArray(at) ? (at as Node)[name] : undefined), node);
const first = (node: unknown) => (Array.isArray(node) ? (node[0] as unknown) : node);
const text = (node: unknown): string => {
  const value = first(node);
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim();
  return '';
};

/** A CAMT file's first element is an XML declaration or the Document. */
export const looksLikeCamt = (head: string) => /^\uFEFF?\s*<(\?xml|([A-Za-z_][\w.-]*:)?Document[\s>])/.test(head);

/** The variable symbol in a reference: "VS:2026000012", "VS2026000012/SS:/KS:", or the reference itself when it is only digits. */
function symbolIn(reference: string): string | null {
  const match = /VS[:\s]*0*(\d{1,10})/i.exec(reference) ?? /^0*(\d{1,10})$/.exec(reference);
  return match && Number(match[1]) > 0 ? match[1]! : null;
}

function movementOf(entry: Node, account: string, index: number): IncomingMovement | null {
  const where = `položka ${index + 1}`;
  if (text(child(entry, 'CdtDbtInd')) !== 'CRDT' || text(child(entry, 'RvslInd')) === 'true') return null;
  const status = text(child(entry, 'Sts')) || text(child(entry, 'Sts', 'Cd'));
  if (status && status !== 'BOOK') return null;
  const amount = text(child(entry, 'Amt'));
  const currency = String(child(first(child(entry, 'Amt')), '@Ccy') ?? '');
  const bookedAt = (text(child(entry, 'BookgDt', 'Dt')) || text(child(entry, 'BookgDt', 'DtTm'))).slice(0, 10);
  const details = first(child(entry, 'NtryDtls', 'TxDtls'));
  const bankId = text(child(entry, 'AcctSvcrRef')) || text(child(details, 'Refs', 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(amount) || !/^[A-Z]{3}$/.test(currency) || !/^\d{4}-\d{2}-\d{2}$/.test(bookedAt) || !bankId) {
    throw new InvalidInput(`Výpis CAMT.053, ${where}: chybí nebo je neplatná částka, měna, datum zaúčtování nebo identifikace pohybu.`);
  }
  const [whole, cents = ''] = amount.split('.');
  const references = [text(child(details, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')), text(child(details, 'Refs', 'EndToEndId'))];
  const messages = child(details, 'RmtInf', 'Ustrd');
  const debtor = child(details, 'RltdPties', 'DbtrAcct', 'Id');
  return {
    source: 'camt',
    account,
    bankId: bankId.slice(0, 100),
    bookedAt,
    amount: Number(whole) * 100 + Number(cents.padEnd(2, '0')),
    currency,
    variableSymbol: references.map(symbolIn).find(Boolean) ?? null,
    message: (Array.isArray(messages) ? messages.map(text).join(' ') : '').slice(0, 500),
    counterAccount: (text(child(debtor, 'IBAN')) || text(child(debtor, 'Othr', 'Id'))).slice(0, 100),
  };
}

/** The incoming movements of a CAMT.053 file; InvalidInput for a file that is not one, or is hostile. */
export function parseCamt(xml: string): IncomingMovement[] {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw new InvalidInput('Výpis CAMT.053 nesmí obsahovat DOCTYPE ani deklarace entit.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new InvalidInput(`Výpis CAMT.053 není platné XML (řádek ${valid.err.line}); soubor je poškozený nebo neúplný.`);
  const statements = child(parser.parse(xml), 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) throw new InvalidInput('Soubor není výpis CAMT.053 (chybí Document/BkToCstmrStmt/Stmt).');
  return statements.flatMap((statement: unknown) => {
    const account = text(child(statement, 'Acct', 'Id', 'IBAN')) || text(child(statement, 'Acct', 'Id', 'Othr', 'Id'));
    const entries = child(statement, 'Ntry');
    return (Array.isArray(entries) ? (entries as Node[]) : []).flatMap((entry, index) => movementOf(entry, account, index) ?? []);
  });
}
