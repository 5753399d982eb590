import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/standins/smtpServer';
import { createLog } from '../log';
import { createMailer, MailNotSent } from './mailer';
import { registrationMail } from './templates';

const dir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let logged: string[];
let log: ReturnType<typeof createLog>;
beforeEach(() => {
  logged = [];
  log = createLog({ level: 'info', destination: { write: (line) => void logged.push(line) } });
});

const from = 'Slovo života <eshop@example.cz>';
const link = 'http://localhost:3000/registerLink/jana%40example.cz/abc';

describe('mailer', () => {
  it('without SMTP_URL writes each mail as an .eml file to the outbox and prints its links', async () => {
    const outbox = join(dir, 'outbox');
    await createMailer({ from, outboxDir: outbox, log }).send({ to: 'jana@example.cz', ...registrationMail({ link }) });
    const [file] = readdirSync(outbox);
    expect(file).toMatch(/\.eml$/);
    const parsed = await PostalMime.parse(readFileSync(join(outbox, file!)));
    expect(parsed.subject).toBe('Potvrzení registrace – Slovo života');
    expect(parsed.to?.[0]).toMatchObject({ address: 'jana@example.cz' });
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(link);
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ level: 'info', outboxLinks: [link] }));
  });

  it('with SMTP_URL sends over SMTP and logs no link', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ from, smtpUrl: smtp.url, outboxDir: join(dir, 'unused'), log });
    await mailer.send({ to: 'jana@example.cz', replyTo: 'petr@example.cz', ...registrationMail({ link }) });
    mailer.close();
    const mail = await smtp.nextMailTo('jana@example.cz');
    expect(mail).toMatchObject({ subject: 'Potvrzení registrace – Slovo života', from: 'eshop@example.cz', replyTo: ['petr@example.cz'] });
    expect(logged.join('\n')).not.toContain(link);
    await smtp.close();
  });

  it('logs a refused mail without its content and throws MailNotSent', async () => {
    const smtp = await startSmtpServer({ rejectAll: true });
    const mailer = createMailer({ from, smtpUrl: smtp.url, outboxDir: join(dir, 'unused'), log });
    await expect(mailer.send({ to: 'jana@example.cz', ...registrationMail({ link }) })).rejects.toBeInstanceOf(MailNotSent);
    mailer.close();
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Mail "Potvrzení registrace – Slovo života" was not sent',
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    );
    expect(logged.join('\n')).not.toContain(link);
    await smtp.close();
  });
});
