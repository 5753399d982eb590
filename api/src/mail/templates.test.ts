import { describe, expect, it } from 'vitest';
import { contactReceiptMail, contactToShopMail, passwordResetMail, registrationAttemptMail, registrationMail } from './templates';

const link = 'https://shop.example/registerLink/jana%40example.cz/abc';

describe('mail templates', () => {
  it('carry the link in the plain text and as a button in the HTML, in Czech', () => {
    const mail = registrationMail({ link });
    expect(mail.subject).toBe('Potvrzení registrace – Slovo života');
    expect(mail.text).toMatch(/^Dobrý den,\n/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="cs">');
    expect(passwordResetMail({ name: 'Jana', link }).text).toContain('Odkaz platí 1 hodinu');
  });

  it('escape what a visitor typed in the HTML and keep it as typed in the text', () => {
    const message = { name: 'Jana <b>', email: 'jana@example.cz', emailMessage: '<script>alert(1)</script>\nDruhý řádek' };
    const mail = contactToShopMail(message);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Druhý řádek');
    expect(mail.text).toContain('> <script>alert(1)</script>\n> Druhý řádek');
    expect(mail.subject).toBe('Zpráva z kontaktního formuláře – Jana <b>');
  });

  it('greet by name only where the address is confirmed; the mails to any address carry no text of the requester', () => {
    expect(passwordResetMail({ name: 'Jana', link }).text).toMatch(/^Dobrý den, Jana,\n/);
    expect(passwordResetMail({ link }).text).toMatch(/^Dobrý den,\n/);
    const toAnyAddress = [registrationMail({ link }), registrationAttemptMail({ signInLink: link, resetLink: link }), contactReceiptMail()];
    for (const mail of toAnyAddress) expect(mail.text).toMatch(/^Dobrý den,\n/);
  });
});
