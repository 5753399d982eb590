import type { ReceivedMail } from './standins/smtpServer';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF as unpdf extracts it, every run of white space (also non-breaking) as one space. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The PDF attached to a received mail, with its file name and extracted text. */
export async function pdfAttachmentOf(mail: ReceivedMail): Promise<{ filename: string | null; text: string; bytes: Uint8Array }> {
  const pdf = mail.parsed.attachments.find((a) => a.mimeType === 'application/pdf');
  if (!pdf) throw new Error(`No PDF attached to "${mail.subject}"`);
  const bytes = typeof pdf.content === 'string' ? new TextEncoder().encode(pdf.content) : new Uint8Array(pdf.content);
  return { filename: pdf.filename, text: await pdfText(bytes), bytes };
}
