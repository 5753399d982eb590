// The carriers' point exports on loopback, for the demo and the tests: Packeta's export v5
// (/packeta/v5/{apiKey}/branch/json and /box/json) and Česká pošta's /vystupy/balikovny.xml,
// served gzip-compressed as the carriers do. A test can replace what they answer, make them fail
// or break a download off in the middle. It never runs in production: the server loads it only outside production, by
// a dynamic import (api/src/delivery/setup.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { PointSources } from '../api/src/delivery/carrierExports';
import { balikovnaExport, DEMO_SAMPLE, packetaExport } from './pickupPointSample';

export type ExportFile = 'branch' | 'box' | 'balikovna';

export interface CarrierExportsStandIn {
  url: string;
  /** Where the shop downloads from, with `apiKey` in Packeta's addresses. */
  sources(apiKey?: string): PointSources;
  /** Serves `body` as the file from now on. */
  serve(file: ExportFile, body: string): void;
  /** Answers the file with `status` (e.g. 500) until it is served again. */
  fail(file: ExportFile, status: number): void;
  /** Sends half of the file's compressed bytes, then closes the connection, until it is served again. */
  breakOff(file: ExportFile): void;
  /** How many times each file was asked for. */
  requests: Record<ExportFile, number>;
  close(): Promise<void>;
}

const gzipped = (body: string) => gzipSync(Buffer.from(body, 'utf8'));

/** Starts the exports on 127.0.0.1 with the demo sample (or the counts given). */
export async function startCarrierExports(options: { port?: number; counts?: Partial<typeof DEMO_SAMPLE> } = {}): Promise<CarrierExportsStandIn> {
  const counts = { ...DEMO_SAMPLE, ...options.counts };
  const files: Record<ExportFile, { status: number; body: Buffer; type: string; brokenOff?: boolean }> = {
    branch: { status: 200, body: gzipped(JSON.stringify(packetaExport('point', counts.packetaPoints))), type: 'application/json' },
    box: { status: 200, body: gzipped(JSON.stringify(packetaExport('box', counts.packetaBoxes))), type: 'application/json' },
    balikovna: { status: 200, body: gzipped(balikovnaExport(counts.balikovna)), type: 'application/xml' },
  };
  const requests: Record<ExportFile, number> = { branch: 0, box: 0, balikovna: 0 };
  const fileOf = (path: string): ExportFile | undefined => {
    if (path === '/vystupy/balikovny.xml') return 'balikovna';
    const packeta = /^\/packeta\/v5\/[^/]+\/(branch|box)\/json$/.exec(path);
    return packeta?.[1] as ExportFile | undefined;
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const file = fileOf(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    requests[file]++;
    const { status, body, type, brokenOff } = files[file];
    if (status !== 200) {
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('Export se právě generuje.');
      return;
    }
    // One download a connection: a kept-alive socket this server times out could be reused by the next download just as it closes.
    response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Connection: 'close' });
    if (brokenOff) response.write(body.subarray(0, body.length >> 1), () => response.destroy());
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sources: (apiKey = 'demo') => ({
      packeta: { branchUrl: `${url}/packeta/v5/${apiKey}/branch/json?lang=cs`, boxUrl: `${url}/packeta/v5/${apiKey}/box/json?lang=cs` },
      balikovna: { url: `${url}/vystupy/balikovny.xml` },
    }),
    serve: (file, body) => {
      files[file] = { ...files[file], status: 200, body: gzipped(body), brokenOff: false };
    },
    fail: (file, status) => {
      files[file] = { ...files[file], status };
    },
    breakOff: (file) => {
      files[file] = { ...files[file], status: 200, brokenOff: true };
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
