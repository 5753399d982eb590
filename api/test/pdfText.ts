import type { ReceivedMail } from './standins/smtpServer';
import { extractText, getDocumentProxy } from 'unpdf';

const oneSpace = (text: string) => text.replace(/\s+/g, ' ');

/** The text of a PDF as unpdf extracts it, line by line, every run of white space (also non-breaking) as one space. */
export async function pdfLines(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.split('\n').map((line) => oneSpace(line).trim());
}

/** The text of a PDF as one line, every run of white space (also non-breaking) as one space. */
export const pdfText = async (bytes: ArrayBuffer | Uint8Array): Promise<string> => oneSpace((await pdfLines(bytes)).join(' '));

/** The PDF attached to a received mail, with its file name and extracted text, whole and line by line. */
export async function pdfAttachmentOf(mail: ReceivedMail): Promise<{ filename: string | null; text: string; lines: string[]; bytes: Uint8Array }> {
  const pdf = mail.parsed.attachments.find((a) => a.mimeType === 'application/pdf');
  if (!pdf) throw new Error(`No PDF attached to "${mail.subject}"`);
  const bytes = typeof pdf.content === 'string' ? new TextEncoder().encode(pdf.content) : new Uint8Array(pdf.content);
  const lines = await pdfLines(bytes);
  return { filename: pdf.filename, text: oneSpace(lines.join(' ')), lines, bytes };
}
