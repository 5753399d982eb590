import { create } from 'xmlbuilder2';
import type { ExpandObject } from 'xmlbuilder2/lib/interfaces';

/**
 * A UTF-8 XML document from xmlbuilder2's object form (`@name` attributes, `#` text, arrays for
 * repeated elements): text is escaped by the builder, and characters XML cannot hold (control
 * characters pasted into a description) are dropped instead of breaking the document.
 */
export const xmlDocument = (content: ExpandObject) =>
  create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }, content).end({ prettyPrint: true });
