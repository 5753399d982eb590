// The carriers' exports read record by record as they download, so only one record is held at a
// time however long the list (a whole export parsed at once took ~180 MB and, for the XML, ~2 s of
// CPU in fast-xml-parser per 10,000 rows):
// - JSON: the objects listed under one member of the top-level object ({"data": [{…}, {…}]} or
//   {"data": {"id": {…}}}). Nothing in node_modules streams JSON; the scanner only finds where each
//   record starts and ends (strings, escapes, nesting) and JSON.parse reads it.
// - XML: each <row>…</row> of a flat list such as balikovny.xml, read into elements with text and
//   attributes. fast-xml-parser cannot stream, and sax is only a development package's dependency.
// Anything that is not well-formed is refused with the record it was found in: a broken export is
// not applied at all. A document without its end (cut short) is refused the same way.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS: Record<number, number> = { 0x7b: 0x7d, 0x5b: 0x5d }; // { → }, [ → ]
const COMMA = 0x2c;
/** A longer record is taken for a broken export rather than held in memory. */
export const MAX_RECORD_CHARS = 1_000_000;

/**
 * The objects under `member` of the top-level object, in order. Throws when the text is cut short,
 * its brackets do not match, a record is not valid JSON or the member is missing.
 */
export async function* jsonRecords(text: AsyncIterable<string>, member: string): AsyncGenerator<unknown> {
  const closers: number[] = []; // the closing bracket each open container awaits
  let inString = false;
  let escaped = false;
  let keyStart = -1; // where a string at the top level began (a member's name), in `buffer`
  let expectKey = false;
  let currentKey = '';
  let seenMember = false;
  let recordStart = -1;
  let records = 0;
  let ended = false;
  let buffer = '';
  for await (const chunk of text) {
    let position = buffer.length;
    buffer += chunk;
    for (; position < buffer.length; position++) {
      const code = buffer.charCodeAt(position);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) {
          inString = false;
          if (keyStart >= 0) {
            currentKey = JSON.parse(buffer.slice(keyStart, position + 1)) as string;
            keyStart = -1;
          }
        }
        continue;
      }
      if (ended && code > 0x20) throw new Error('The JSON document goes on after its end.');
      if (code === QUOTE) {
        inString = true;
        if (closers.length === 1 && expectKey) {
          keyStart = position;
          expectKey = false;
        }
      } else if (OPENERS[code] !== undefined) {
        if (closers.length === 0 && code !== 0x7b) throw new Error('The JSON document is not an object.');
        closers.push(OPENERS[code]!);
        if (closers.length === 1) expectKey = true;
        if (closers.length === 2 && currentKey === member) seenMember = true;
        if (closers.length === 3 && currentKey === member && code === 0x7b) recordStart = position;
      } else if (code === 0x7d || code === 0x5d) {
        if (closers.pop() !== code) throw new Error(`The JSON document's brackets do not match (after ${records} records).`);
        if (closers.length === 2 && recordStart >= 0) {
          const record = buffer.slice(recordStart, position + 1);
          recordStart = -1;
          records++;
          yield parsed(record, records);
        }
        if (closers.length === 0) ended = true;
      } else if (code === COMMA && closers.length === 1) {
        expectKey = true;
      }
    }
    // Keep only what the next chunk still needs: the record being read, or a member's name.
    const keep = recordStart >= 0 ? recordStart : keyStart >= 0 ? keyStart : buffer.length;
    buffer = buffer.slice(keep);
    if (recordStart >= 0) recordStart -= keep;
    if (keyStart >= 0) keyStart -= keep;
    if (buffer.length > MAX_RECORD_CHARS) throw new Error(`Record ${records + 1} is longer than ${MAX_RECORD_CHARS} characters.`);
  }
  if (!ended) throw new Error(`The JSON document is cut short (after ${records} records).`);
  if (!seenMember) throw new Error(`The JSON document has no "${member}".`);
}

function parsed(record: string, index: number): unknown {
  try {
    return JSON.parse(record) as unknown;
  } catch (error) {
    throw new Error(`Record ${index} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

// ——— XML ———

/** An element of a record: its local name (without a namespace prefix), attributes, child elements and text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
// A start tag with its attributes, an end tag, CDATA, a comment or text: what a record may hold.
const TOKEN = new RegExp(
  `<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|</(${NAME})\\s*>|<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|<!--[\\s\\S]*?-->|([^<]+)`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** What is kept of the text between records for the next chunk: a start tag, a DOCTYPE or the root's end tag split between chunks. */
const TAIL_KEPT = 256;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Text with XML's five entities and character references replaced; any other '&' is not well-formed. */
function decoded(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, named: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (named) return NAMED_ENTITIES[named]!;
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : NaN;
    if (!(code > 0 && code <= 0x10ffff)) throw new Error(`'${whole}' is not an XML entity the shop reads.`);
    return String.fromCodePoint(code);
  });
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (text === '') return attributes;
  for (const [, name, double, single] of text.matchAll(ATTRIBUTE)) attributes[localName(name!)] = decoded(double ?? single ?? '');
  return attributes;
}

/** One record's element tree; throws when the record is not well-formed XML. */
export function parseXmlRecord(xml: string): XmlElement {
  const open: { raw: string; element: XmlElement }[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < xml.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(xml);
    if (!token) throw new Error(`Not well-formed XML at '${xml.slice(at, at + 20)}'.`);
    const [, start, attributes, selfClosing, end, cdata, text] = token;
    const parent = open.at(-1)?.element;
    if (start) {
      const element: XmlElement = { name: localName(start), attributes: attributesOf(attributes ?? ''), children: [], text: '' };
      if (parent) parent.children.push(element);
      else if (root) throw new Error('Not well-formed XML: a second element after the record.');
      else root = element;
      if (!selfClosing) open.push({ raw: start, element });
    } else if (end) {
      if (open.pop()?.raw !== end) throw new Error(`Not well-formed XML: </${end}> closes no open element.`);
    } else if (cdata !== undefined || text !== undefined) {
      if (parent) parent.text += cdata ?? decoded(text!);
      else if ((cdata ?? text!).trim()) throw new Error('Not well-formed XML: text outside the record.');
    }
  }
  if (!root || open.length > 0) throw new Error('Not well-formed XML: the record does not end.');
  return root;
}

/**
 * Each `record` element of an XML document (a direct child of its root, as balikovny.xml lists its
 * <row>s), in order. Throws when a record is not well-formed, the document declares a DOCTYPE (no
 * entity of its own is read), or the document does not end with its root's end tag.
 */
export async function* xmlRecords(text: AsyncIterable<string>, record: string): AsyncGenerator<XmlElement> {
  const startTag = new RegExp(`<${record}[\\s/>]`, 'g');
  const endTag = `</${record}>`;
  let root: string | undefined;
  let records = 0;
  let buffer = '';
  for await (const chunk of text) {
    buffer += chunk;
    let done = 0; // what of `buffer` is read
    let reading = false; // whether a record starts at `done` and goes on in the next chunk
    for (;;) {
      startTag.lastIndex = done;
      const start = startTag.exec(buffer);
      const before = buffer.slice(done, start ? start.index : buffer.length);
      if (/<!DOCTYPE/i.test(before)) throw new Error('The XML document declares a DOCTYPE.');
      root ??= /<([A-Za-z_][\w.:-]*)[\s/>]/.exec(before.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''))?.[1];
      if (!start) break;
      const startEnd = buffer.indexOf('>', start.index);
      const end = startEnd >= 0 && buffer[startEnd - 1] === '/' ? startEnd + 1 : buffer.indexOf(endTag, start.index);
      if (end < 0 || startEnd < 0) {
        done = start.index;
        reading = true;
        break;
      }
      const stop = end === startEnd + 1 ? end : end + endTag.length;
      records++;
      try {
        yield parseXmlRecord(buffer.slice(start.index, stop));
      } catch (error) {
        throw new Error(`Record ${records}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      done = stop;
    }
    // Keep the record being read, or enough of the rest to find a start tag split between chunks.
    buffer = buffer.slice(reading ? done : Math.max(done, buffer.length - TAIL_KEPT));
    if (buffer.length > MAX_RECORD_CHARS) throw new Error(`Record ${records + 1} is longer than ${MAX_RECORD_CHARS} characters.`);
  }
  if (!root || !new RegExp(`</(?:${NAME}:)?${localName(root)}\\s*>\\s*$`).test(buffer)) {
    throw new Error(`The XML document is cut short (after ${records} records).`);
  }
}
