import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { shopDataDir } from './shopData';

// The mails the shop under test writes: playwright.config.ts starts it without SMTP, so every mail
// lands as an .eml file in the outbox of its data folder, one shop (and folder) for each project.

const outbox = () => join(shopDataDir(), 'outbox');

/** An address no other test uses (sign-in failures are rate-limited per address, carts are per customer). */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.cz`;

/** Every mail in the outbox to `address`, oldest first (the file names start with the time). */
export async function mailsTo(address: string): Promise<Email[]> {
  const dir = outbox();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => PostalMime.parse(await readFile(join(dir, file)))));
  return mails.filter((mail) => mail.to?.some((to) => to.address?.toLowerCase() === address.toLowerCase()));
}
