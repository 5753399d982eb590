// Writes the demo's sample of the carriers' point exports (dev/pickupPointSample.ts) into a folder,
// gzip-compressed as the carriers serve them: `npm run generate:pickup-points -- <folder>`
// (default: data/pickup-points). The demo and the tests make the same sample in memory, so nothing
// of it is kept in git.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { balikovnaExport, DEMO_SAMPLE, packetaExport } from '../dev/pickupPointSample';

const folder = resolve(process.argv[2] ?? 'data/pickup-points');
mkdirSync(folder, { recursive: true });
const files = {
  'packeta-branch.json.gz': JSON.stringify(packetaExport('point', DEMO_SAMPLE.packetaPoints)),
  'packeta-box.json.gz': JSON.stringify(packetaExport('box', DEMO_SAMPLE.packetaBoxes)),
  'balikovny.xml.gz': balikovnaExport(DEMO_SAMPLE.balikovna),
};
for (const [name, body] of Object.entries(files)) {
  const gz = gzipSync(Buffer.from(body, 'utf8'));
  writeFileSync(join(folder, name), gz);
  console.log(`${join(folder, name)}: ${(body.length / 1024).toFixed(0)} KB, ${(gz.length / 1024).toFixed(0)} KB gzip`);
}
