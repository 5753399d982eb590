// A Fio banka stand-in for development and tests: a small HTTP server on 127.0.0.1 that answers the
// calls of Fio's REST API the shop makes (api/src/payments/fioClient.ts) as Fio documents them:
// `last/{token}/transactions.json` with the movements past the bookmark (and moves it),
// `set-last-id/{token}/{id}/`, and 409 to a second call within 30 s. Its page "Připsat platbu"
// books an incoming transfer, so the demo can pay an order by transfer and watch it turn paid.
// It never runs in production: the server loads it only outside production, by a dynamic import
// (api/src/payments/fioSetup.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FioStandInHandle } from '../api/src/payments/fioSetup';

export interface FioStandInOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The token the shop must send; 'standin-token' by default. */
  token?: string;
  /** Fio's clock for its 30 s limit; a test's to share the shop's. */
  now?: () => Date;
  /** Fio's limit between two calls with one token (30 s). */
  minIntervalMs?: number;
}

/** A transfer booked on the stand-in's account. */
export interface BookedTransfer {
  /** Haléře. */
  amount: number;
  variableSymbol?: string;
  message?: string;
  currency?: string;
  /** YYYY-MM-DD; today by default. */
  date?: string;
  counterAccount?: string;
  counterBank?: string;
  counterName?: string;
}

export interface FioStandIn extends FioStandInHandle {
  port: number;
  token: string;
  /** Books an incoming transfer; answers its movement id. */
  book(transfer: BookedTransfer): number;
  /** How many calls Fio answered 409. */
  refusals(): number;
}

export const ACCOUNT = { accountId: '2800000002', bankId: '2010', iban: 'CZ4920100000002800000002' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Movement extends Required<BookedTransfer> {
  id: number;
}

const col = (id: number, name: string, value: unknown) => (value === '' || value === undefined ? null : { value, name, id });

function statementJson(movements: Movement[], bookmark: number) {
  return {
    accountStatement: {
      info: {
        accountId: ACCOUNT.accountId,
        bankId: ACCOUNT.bankId,
        currency: 'CZK',
        iban: ACCOUNT.iban,
        bic: 'FIOBCZPPXXX',
        idLastDownload: bookmark || null,
        idFrom: movements[0]?.id ?? null,
        idTo: movements.at(-1)?.id ?? null,
      },
      transactionList: {
        transaction: movements.map((m) => ({
          column22: col(22, 'ID pohybu', m.id),
          column0: col(0, 'Datum', `${m.date}+0100`),
          column1: col(1, 'Objem', m.amount / 100),
          column14: col(14, 'Měna', m.currency),
          column5: col(5, 'VS', m.variableSymbol),
          column16: col(16, 'Zpráva pro příjemce', m.message),
          column2: col(2, 'Protiúčet', m.counterAccount),
          column3: col(3, 'Kód banky', m.counterBank),
          column10: col(10, 'Název protiúčtu', m.counterName),
          column8: col(8, 'Typ', 'Příjem převodem uvnitř banky'),
        })),
      },
    },
  };
}

function page(movements: Movement[], booked?: string): string {
  const rows = movements
    .slice(-20)
    .reverse()
    .map(
      (m) =>
        `<tr><td>${m.id}</td><td>${m.date}</td><td>${escapeHtml(m.variableSymbol)}</td><td class="r">${(m.amount / 100).toFixed(2)} ${m.currency}</td><td>${escapeHtml(m.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fio banka – zkušební účet (stand-in)</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f6f8;color:#1a1f36}main{max-width:520px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px;margin-bottom:16px;overflow-x:auto}.note{font-size:13px;color:#5c6670;background:#fff8e1;border-radius:6px;padding:8px 12px;margin-bottom:16px}
label{display:block;margin:10px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;font-size:16px;padding:8px;border:1px solid #c4cdd5;border-radius:6px}
button{width:100%;font-size:17px;padding:12px;border-radius:6px;border:0;margin-top:14px;background:#0b5cab;color:#fff;cursor:pointer}table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:4px;text-align:left}td.r{text-align:right;white-space:nowrap}</style>
</head><body><main><h1>Fio banka – zkušební účet</h1>
<div class="note">Stand-in pro vývoj: žádné skutečné peníze. Účet ${ACCOUNT.accountId}/${ACCOUNT.bankId}. E-shop si nové pohyby načte sám (FIO_POLL_SECONDS), nebo je načte správce tlačítkem „Načíst platby z Fio“.</div>
${booked ? `<div class="note" role="status">${escapeHtml(booked)}</div>` : ''}
<form class="card" method="post" action="/pay"><h2>Připsat platbu</h2>
<label for="vs">Variabilní symbol</label><input id="vs" name="vs" inputmode="numeric" maxlength="10">
<label for="amount">Částka (Kč)</label><input id="amount" name="amount" inputmode="decimal" required>
<label for="message">Zpráva pro příjemce</label><input id="message" name="message" maxlength="140">
<button type="submit">Připsat platbu</button></form>
<div class="card"><h2>Pohyby na účtu</h2><table><tr><th>ID</th><th>Datum</th><th>VS</th><th>Částka</th><th>Zpráva</th></tr>${rows}</table></div>
</main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 10_000) break;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFioStandIn(options: FioStandInOptions = {}): Promise<FioStandIn> {
  const token = options.token ?? 'standin-token';
  const now = options.now ?? (() => new Date());
  const minIntervalMs = options.minIntervalMs ?? 30_000;
  const movements: Movement[] = [];
  let nextId = 26_000_000_001;
  let bookmark = 0;
  let lastCallAt = -Infinity;
  let refused = 0;

  function book(transfer: BookedTransfer): number {
    const id = nextId++;
    movements.push({
      id,
      amount: transfer.amount,
      variableSymbol: transfer.variableSymbol ?? '',
      message: transfer.message ?? '',
      currency: transfer.currency ?? 'CZK',
      date: transfer.date ?? now().toISOString().slice(0, 10),
      counterAccount: transfer.counterAccount ?? '2600000001',
      counterBank: transfer.counterBank ?? '2010',
      counterName: transfer.counterName ?? 'Novák Jan',
    });
    return id;
  }

  /** Fio's limit: a second call with the token within minIntervalMs is refused, and does not count as a call. */
  function withinLimit(res: ServerResponse): boolean {
    const at = now().getTime();
    if (at - lastCallAt < minIntervalMs) {
      refused++;
      res.writeHead(409, { 'Content-Type': 'text/plain' }).end('Příliš časté dotazy (limit 30 s).');
      return false;
    }
    lastCallAt = at;
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const api = /^\/v1\/rest\/(last|set-last-id)\/([^/]+)\/(?:transactions\.json|(\d+)\/)$/.exec(url.pathname);
    if (api && req.method === 'GET') {
      const [, call, given, id] = api;
      if (decodeURIComponent(given!) !== token) return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Neplatný token.');
      if (!withinLimit(res)) return;
      if (call === 'set-last-id') {
        bookmark = Number(id);
        return void res.writeHead(200).end();
      }
      const fresh = movements.filter((m) => m.id > bookmark);
      const answer = statementJson(fresh, bookmark);
      bookmark = fresh.at(-1)?.id ?? bookmark;
      return void res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    }
    if (url.pathname === '/pay' && req.method === 'POST') {
      const form = await formOf(req);
      const amount = Math.round(Number((form.get('amount') ?? '').replace(',', '.')) * 100);
      if (!(amount > 0)) return void res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(movements, 'Zadejte kladnou částku.'));
      const vs = (form.get('vs') ?? '').replace(/\D/g, '').slice(0, 10);
      book({ amount, variableSymbol: vs, message: (form.get('message') ?? '').slice(0, 140) });
      return void res.writeHead(303, { Location: `/?booked=${encodeURIComponent(`Připsáno ${(amount / 100).toFixed(2)} Kč, VS ${vs || '–'}.`)}` }).end();
    }
    if (url.pathname === '/' && req.method === 'GET') {
      return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(movements, url.searchParams.get('booked') ?? undefined));
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    token,
    url,
    apiUrl: `${url}/v1/rest`,
    book,
    refusals: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
