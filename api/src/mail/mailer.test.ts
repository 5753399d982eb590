import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpServer } from '../../test/standins/smtpServer';
import { createMailer, MailNotSent } from './mailer';
import { registrationMail } from './templates';

const dir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const from = 'Slovo života <eshop@example.cz>';
const link = 'http://localhost:3000/registerLink/jana%40example.cz/abc';

describe('mailer', () => {
  it('without SMTP_URL writes each mail as an .eml file to the outbox and prints its links', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const outbox = join(dir, 'outbox');
    await createMailer({ from, outboxDir: outbox }).send({ to: 'jana@example.cz', ...registrationMail({ name: 'Jana', link }) });
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    const parsed = await PostalMime.parse(readFileSync(join(outbox, file!)));
    expect(parsed.subject).toBe('Potvrzení registrace – Slovo života');
    expect(parsed.to?.[0]).toMatchObject({ address: 'jana@example.cz' });
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(link);
    expect(log.mock.calls.join('\n')).toContain(`link: ${link}`);
  });

  it('with SMTP_URL sends over SMTP and logs no link', async () => {
    const smtp = await startSmtpServer();
    const log = vi.spyOn(console, 'log');
    await createMailer({ from, smtpUrl: smtp.url, outboxDir: join(dir, 'unused') }).send({ to: 'jana@example.cz', replyTo: 'petr@example.cz', ...registrationMail({ name: 'Jana', link }) });
    const mail = await smtp.nextMailTo('jana@example.cz');
    expect(mail).toMatchObject({ subject: 'Potvrzení registrace – Slovo života', from: 'eshop@example.cz', replyTo: ['petr@example.cz'] });
    expect(log.mock.calls.join('\n')).not.toContain(link);
    await smtp.close();
  });

  it('logs a refused mail without its content and throws MailNotSent', async () => {
    const smtp = await startSmtpServer({ rejectAll: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = createMailer({ from, smtpUrl: smtp.url, outboxDir: join(dir, 'unused') }).send({ to: 'jana@example.cz', ...registrationMail({ name: 'Jana', link }) });
    await expect(send).rejects.toBeInstanceOf(MailNotSent);
    const logged = error.mock.calls.join('\n');
    expect(logged).toContain('Mail "Potvrzení registrace – Slovo života" was not sent');
    expect(logged).not.toContain(link);
    await smtp.close();
  });
});
