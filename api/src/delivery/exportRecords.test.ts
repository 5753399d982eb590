// The exports' record readers over the demo's sample in the carriers' formats: the same records
// however the text is split into chunks, and a refusal for a document cut short or not well-formed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balikovnaExport, packetaExport } from '../../../dev/pickupPointSample';
import { jsonRecords, xmlRecords } from './exportRecords';

const json = JSON.stringify(packetaExport('box', 12));
const keyedById = JSON.stringify({ status: 'ok', data: Object.fromEntries(packetaExport('point', 5).data.map((p) => [(p as { id: string }).id, p])) });
const xml = balikovnaExport(12);

/** `text` in chunks that end at `cuts` (positions, any order). */
async function* chunked(text: string, cuts: number[] = []): AsyncGenerator<string> {
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    yield text.slice(from, cut);
    from = cut;
  }
  yield text.slice(from);
}

const all = async <T>(records: AsyncIterable<T>) => {
  const list: T[] = [];
  for await (const record of records) list.push(record);
  return list;
};

const cutsOf = (text: string) => fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 40 });

describe('jsonRecords', () => {
  it('reads the objects under "data", listed or keyed by id, however the text arrives', async () => {
    expect(await all(jsonRecords(chunked(json), 'data'))).toEqual(packetaExport('box', 12).data);
    expect(await all(jsonRecords(chunked(keyedById), 'data'))).toHaveLength(5);
    await fc.assert(
      fc.asyncProperty(cutsOf(json), async (cuts) => {
        expect(await all(jsonRecords(chunked(json, cuts), 'data'))).toEqual(packetaExport('box', 12).data);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a document cut anywhere before its end, and one that is not well-formed', async () => {
    for (let end = 0; end < json.length; end += 97) await expect(all(jsonRecords(chunked(json.slice(0, end)), 'data'))).rejects.toThrow();
    await expect(all(jsonRecords(chunked(json.replace('"id":"20003",', '"id":"20003"')), 'data'))).rejects.toThrow('Record 4 is not valid JSON');
    await expect(all(jsonRecords(chunked(`${json}]`), 'data'))).rejects.toThrow('goes on after its end');
    await expect(all(jsonRecords(chunked('{"items": []}'), 'data'))).rejects.toThrow('has no "data"');
  });
});

describe('xmlRecords', () => {
  it('reads each <row> with its text, nested days and attributes, however the text arrives', async () => {
    const rows = await all(xmlRecords(chunked(xml), 'row'));
    expect(rows).toHaveLength(12);
    expect(rows[0]!.children.find((child) => child.name === 'PSC')?.text).toBe('70000');
    expect(rows[0]!.children.find((child) => child.name === 'OTEV_DOBY')?.children[0]?.attributes).toEqual({ name: 'Pondělí' });
    await fc.assert(
      fc.asyncProperty(cutsOf(xml), async (cuts) => {
        expect(await all(xmlRecords(chunked(xml, cuts), 'row'))).toEqual(rows);
      }),
      { numRuns: 50 },
    );
  });

  it('reads entities, character references and CDATA', async () => {
    const [row] = await all(xmlRecords(chunked('<zv><row><NAZEV>A &amp; B &#269;&#x10D; <![CDATA[<C>]]></NAZEV></row></zv>'), 'row'));
    expect(row!.children[0]!.text).toBe('A & B čč <C>');
  });

  it('refuses a document cut anywhere before its root ends, a DOCTYPE, and a record that is not well-formed', async () => {
    for (let end = 0; end < xml.lastIndexOf('</zv>'); end += 97) await expect(all(xmlRecords(chunked(xml.slice(0, end)), 'row'))).rejects.toThrow();
    await expect(all(xmlRecords(chunked(`<!DOCTYPE zv [<!ENTITY x "y">]>${xml}`), 'row'))).rejects.toThrow('DOCTYPE');
    await expect(all(xmlRecords(chunked(xml.replace('<PSC>70003</PSC>', '<PSC>70003</NAZEV>')), 'row'))).rejects.toThrow('Record 4');
    await expect(all(xmlRecords(chunked(xml.replace('<PSC>70003</PSC>', '<PSC>&x;</PSC>')), 'row'))).rejects.toThrow('Record 4');
  });
});
