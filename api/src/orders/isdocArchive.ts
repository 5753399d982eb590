// A ZIP of a period's ISDOC files, one per invoice and credit note (fflate), made a document at a
// time as the answer is read.
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Seller } from '../config';
import { isdocFileName, isdocOf } from './isdoc';
import type { TaxDocument } from './taxDocument';

/** The archive's bytes, in the order fflate writes them. */
export async function* isdocArchive(documents: AsyncIterable<TaxDocument>, seller: Seller): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  for await (const doc of documents) {
    const file = new ZipDeflate(isdocFileName(doc), { level: 6 });
    zip.add(file);
    file.push(strToU8(isdocOf(doc, seller)), true);
    yield* ready.splice(0);
  }
  zip.end();
  yield* ready.splice(0);
}
