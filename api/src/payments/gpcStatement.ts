// The Czech banks' GPC/ABO statement (the "formát ABO" every Czech bank exports): fixed-width
// records of 128 characters in windows-1250, lines ending CRLF. A 074 record opens a statement of
// one account, each 075 record is one movement. The 075 layout (positions 1-based):
//   1-3 "075" · 4-19 account · 20-35 counter-account · 36-48 movement id · 49-60 amount in haléře ·
//   61 accounting code (1 debit, 2 credit, 4 cancelled debit, 5 cancelled credit) · 62-71 variable
//   symbol · 72-81 "00", counter-account's bank code (4), constant symbol (4) · 82-91 specific
//   symbol · 92-97 value date DDMMYY · 98-117 name or message (20) · 118 "0" · 119-122 currency
//   (ISO 4217 numeric, 0203 = CZK) · 123-128 booking date DDMMYY.
import { createHash } from 'node:crypto';
import type { IncomingMovement } from './bankPairing';
import { InvalidInput } from '../domainErrors';

const RECORD_BYTES = 128;
const CURRENCIES: Record<string, string> = { '0203': 'CZK', '0978': 'EUR', '0840': 'USD', '0826': 'GBP', '0985': 'PLN', '0348': 'HUF', '0756': 'CHF' };
const decoder = new TextDecoder('windows-1250', { fatal: true });

/** DDMMYY → YYYY-MM-DD (years 00-69 are 2000-2069); null when it is not a date. */
function dateOf(ddmmyy: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(ddmmyy);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${Number(year) < 70 ? '20' : '19'}${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** A GPC file's first bytes: a 074 record. */
export const looksLikeGpc = (bytes: Uint8Array) => bytes.length >= 3 && Buffer.from(bytes.subarray(0, 3)).toString('latin1') === '074';

/** The incoming movements of a GPC file; InvalidInput naming the line for anything not in the layout. */
export function parseGpc(bytes: Uint8Array): IncomingMovement[] {
  const lines = Buffer.from(bytes).toString('latin1').split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const movements: IncomingMovement[] = [];
  let statementAccount: string | null = null;
  lines.forEach((latin1Line, index) => {
    const lineNo = index + 1;
    const raw = Buffer.from(latin1Line, 'latin1');
    if (raw.length !== RECORD_BYTES) {
      const utf8 = raw.some((byte) => byte > 0x7f) && Buffer.from(raw.toString('utf8'), 'utf8').equals(raw);
      throw new InvalidInput(
        utf8
          ? `Výpis GPC musí být v kódování windows-1250, tento je v UTF-8 (řádek ${lineNo}).`
          : `Řádek ${lineNo} výpisu GPC nemá předepsaných 128 znaků (má ${raw.length}); soubor je poškozený nebo neúplný.`,
      );
    }
    let line: string;
    try {
      line = decoder.decode(raw);
    } catch {
      throw new InvalidInput(`Řádek ${lineNo} výpisu GPC obsahuje znaky mimo kódování windows-1250.`);
    }
    if (raw.some((byte) => byte < 0x20 || byte === 0x7f)) throw new InvalidInput(`Řádek ${lineNo} výpisu GPC obsahuje řídicí znaky.`);
    const field = (from: number, to: number) => line.slice(from - 1, to);
    const kind = field(1, 3);
    if (kind === '074') {
      if (!/^\d{16}$/.test(field(4, 19))) throw new InvalidInput(`Řádek ${lineNo}: záznam 074 nemá platné číslo účtu.`);
      statementAccount = field(4, 19);
      return;
    }
    if (kind !== '075') throw new InvalidInput(`Řádek ${lineNo} výpisu GPC není záznam 074 ani 075.`);
    if (statementAccount === null) throw new InvalidInput(`Řádek ${lineNo}: záznam 075 bez úvodního záznamu 074.`);
    const [account, counter, id, amount, code, vs] = [field(4, 19), field(20, 35), field(36, 48), field(49, 60), field(61, 61), field(62, 71)];
    const bookedAt = dateOf(field(123, 128)) ?? dateOf(field(92, 97));
    const currency = CURRENCIES[field(119, 122)];
    if (
      !/^\d{16}$/.test(account) ||
      !/^\d{12}$/.test(amount) ||
      !/^[1245]$/.test(code) ||
      !/^\d{10}$/.test(vs) ||
      !/^\d{16}$/.test(counter) ||
      !bookedAt ||
      !currency
    ) {
      throw new InvalidInput(`Řádek ${lineNo}: záznam 075 neodpovídá formátu GPC (účet, částka, kód účtování, symbol, datum nebo měna).`);
    }
    if (code !== '2') return; // only credits pay orders; debits and cancellations are not the shop's to pair
    const bankCode = field(74, 77);
    const bankId = id.trim().replace(/^0+(?=.)/, '');
    movements.push({
      source: 'gpc',
      account: account.replace(/^0+(?=.)/, ''),
      // A bank that leaves the id empty: the record itself is the movement's identity.
      bankId: /^0*$/.test(id.trim()) ? `record:${createHash('sha256').update(raw).digest('hex').slice(0, 32)}` : bankId,
      bookedAt,
      amount: Number(amount),
      currency,
      variableSymbol: Number(vs) > 0 ? vs.replace(/^0+/, '') : null,
      message: field(98, 117).trim(),
      counterAccount: `${counter.replace(/^0+(?=.)/, '')}/${bankCode}`,
    });
  });
  if (statementAccount === null) throw new InvalidInput('Výpis GPC neobsahuje žádný záznam 074.');
  return movements;
}
