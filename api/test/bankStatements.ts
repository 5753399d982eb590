// Statement files as the banks make them, for the tests: GPC/ABO (fixed-width records 074 and 075
// of 128 characters, windows-1250, CRLF) and ISO 20022 CAMT.053 XML (see api/src/payments/).

export interface StatementLine {
  id: string;
  /** Haléře. */
  amount: number;
  variableSymbol?: string;
  message?: string;
  /** YYYY-MM-DD. */
  date: string;
  currency?: 'CZK' | 'EUR';
  /** 'debit': an outgoing payment, which the shop does not pair. */
  direction?: 'credit' | 'debit';
}

// windows-1250 has no encoder in Node: the reverse of its decoder's table.
const WINDOWS_1250 = new Map([...new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i))].map((ch, i) => [ch, 128 + i]));

/** Text in windows-1250 (every character of the tests' texts has a byte there). */
export const windows1250 = (text: string) => Buffer.from([...text].map((ch) => (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : WINDOWS_1250.get(ch)!)));

const digits = (value: number | string, width: number) => String(value).padStart(width, '0').slice(-width);
const text = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;
const NUMERIC_CURRENCY = { CZK: '0203', EUR: '0978' } as const;

/** The 128 characters of each record, in order: 074 then one 075 per line. */
export function gpcRecords(account: string, lines: StatementLine[], date = '2026-05-04'): string[] {
  const total = (direction: 'credit' | 'debit') => lines.filter((l) => (l.direction ?? 'credit') === direction).reduce((sum, l) => sum + l.amount, 0);
  const header =
    '074' +
    digits(account, 16) +
    text('Slovo zivota', 20) +
    ddmmyy(date) +
    digits(0, 14) +
    '+' +
    digits(total('credit'), 14) +
    '+' +
    digits(total('debit'), 14) +
    '0' +
    digits(total('credit'), 14) +
    '0' +
    '001' +
    ddmmyy(date) +
    text('', 14);
  const items = lines.map(
    (l) =>
      '075' +
      digits(account, 16) +
      digits('2600000001', 16) +
      digits(l.id, 13) +
      digits(l.amount, 12) +
      (l.direction === 'debit' ? '1' : '2') +
      digits(l.variableSymbol ?? '0', 10) +
      '00' +
      '2010' +
      '0308' +
      digits(0, 10) +
      ddmmyy(l.date) +
      text(l.message ?? '', 20) +
      '0' +
      NUMERIC_CURRENCY[l.currency ?? 'CZK'] +
      ddmmyy(l.date),
  );
  return [header, ...items];
}

export const gpcFile = (account: string, lines: StatementLine[]) =>
  windows1250(
    gpcRecords(account, lines)
      .map((r) => `${r}\r\n`)
      .join(''),
  );

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A CAMT.053.001.02 statement of the account `iban` with one entry per line. */
export function camtFile(iban: string, lines: StatementLine[]): Buffer {
  const entries = lines.map(
    (l) => `    <Ntry>
      <Amt Ccy="${l.currency ?? 'CZK'}">${(l.amount / 100).toFixed(2)}</Amt>
      <CdtDbtInd>${l.direction === 'debit' ? 'DBIT' : 'CRDT'}</CdtDbtInd>
      <Sts>BOOK</Sts>
      <BookgDt><Dt>${l.date}</Dt></BookgDt>
      <ValDt><Dt>${l.date}</Dt></ValDt>
      <AcctSvcrRef>${escapeXml(l.id)}</AcctSvcrRef>
      <BkTxCd><Prtry><Cd>10000101000</Cd><Issr>CBA</Issr></Prtry></BkTxCd>
      <NtryDtls><TxDtls>
        <Refs><AcctSvcrRef>${escapeXml(l.id)}</AcctSvcrRef><EndToEndId>${l.variableSymbol ? `VS${l.variableSymbol}` : 'NOTPROVIDED'}</EndToEndId></Refs>
        <RltdPties><DbtrAcct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf>${l.message ? `<Ustrd>${escapeXml(l.message)}</Ustrd>` : ''}${l.variableSymbol ? `<Strd><CdtrRefInf><Ref>VS:${l.variableSymbol}</Ref></CdtrRefInf></Strd>` : ''}</RmtInf>
      </TxDtls></NtryDtls>
    </Ntry>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2026-05-04</MsgId><CreDtTm>2026-05-04T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-05-04-001</Id>
      <CreDtTm>2026-05-04T06:00:00</CreDtTm>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>CZK</Ccy></Acct>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

/** The multipart body of POST /api/admin/bank-statements. */
export function statementForm(bytes: Uint8Array, fileName: string): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], fileName, { type: 'application/octet-stream' }));
  return form;
}
