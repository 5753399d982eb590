import { XMLBuilder } from 'fast-xml-parser';

/** Characters XML 1.0 cannot hold (control characters pasted into a description, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (_name: string, value: unknown) => (typeof value === 'string' ? value.replace(NOT_XML, '') : value);

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#',
  format: true,
  suppressEmptyNode: true,
  tagValueProcessor: xmlText,
  attributeValueProcessor: xmlText,
});

/** The content of an XML document: elements by name (arrays for repeated ones), `@name` attributes, `#` text. */
export type XmlContent = Record<string, unknown>;

/**
 * XML elements from their content, built by fast-xml-parser's builder: text and attributes are
 * escaped, and characters XML cannot hold are dropped instead of breaking the document.
 */
export const xmlElements = (content: XmlContent): string => builder.build(content) as string;

/** A UTF-8 XML document from its content, as xmlElements builds it. */
export const xmlDocument = (content: XmlContent) => `<?xml version="1.0" encoding="UTF-8"?>\n${xmlElements(content)}`;
