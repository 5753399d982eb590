import { describe, expect, it } from 'vitest';
import {
  CONTACT_HONEYPOT,
  contactBody,
  loginBody,
  confirmRegistrationForm,
  messages,
  profileForm,
  registerBody,
  resetPasswordForm,
  safeRedirectPath,
} from './account';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('store e-mail addresses trimmed and lower-cased', () => {
    expect(loginBody.parse({ email: '  Jana.Novakova@Example.CZ ', password: 'x' }).email).toBe('jana.novakova@example.cz');
  });

  it.each([
    [{ name: '', email: 'jana@example.cz', password: 'dlouhéheslo' }, 'Zadejte prosím jméno'],
    [{ name: 'x'.repeat(101), email: 'jana@example.cz', password: 'dlouhéheslo' }, 'Jméno může mít nejvýše 100 znaků'],
    [{ name: 'Jana', email: 'jana@', password: 'dlouhéheslo' }, 'Zadejte prosím platný e-mail'],
    [{ name: 'Vyhráli jste! Navštivte https://evil.example/výhra', email: 'jana@example.cz' }, 'Jméno nesmí obsahovat webovou adresu'],
    [{ name: 'Jana\nVyhráli jste!', email: 'jana@example.cz' }, 'Jméno nesmí obsahovat řídicí znaky'],
  ])('refuse a registration %j with a Czech message', (body, message) => {
    expect(firstMessage(registerBody.safeParse(body))).toBe(message);
  });

  it('want the repeated password to match: Hesla nesouhlasí / Hesla se neshodují', () => {
    const form = { password: 'dlouhéheslo', confirmPassword: 'jinéheslo' };
    expect(firstMessage(confirmRegistrationForm.safeParse(form))).toBe(messages.passwordsDiffer);
    expect(confirmRegistrationForm.safeParse({ ...form, confirmPassword: 'dlouhéheslo' }).success).toBe(true);
    expect(firstMessage(confirmRegistrationForm.safeParse({ password: 'krátké', confirmPassword: 'krátké' }))).toBe('Heslo musí mít alespoň 8 znaků');
    expect(firstMessage(profileForm.safeParse({ password: 'noveheslo1', confirmPassword: '' }))).toBe('Hesla nesouhlasí');
    expect(profileForm.safeParse({ name: 'Jana', password: '', confirmPassword: '' }).success).toBe(true);
    expect(firstMessage(resetPasswordForm.safeParse({ password: 'noveheslo1', confirmPassword: 'noveheslo2' }))).toBe('Hesla se neshodují');
  });

  it('take the contact form nested as in the spec or at top level, honeypot first', () => {
    const message = { name: 'Jana', email: 'Jana@Example.cz', emailMessage: 'Dobrý den' };
    expect(contactBody.parse({ contactForm: message, ...CONTACT_HONEYPOT })).toEqual({ ...message, email: 'jana@example.cz', ...CONTACT_HONEYPOT });
    expect(contactBody.parse({ ...message, ...CONTACT_HONEYPOT }).name).toBe('Jana');
    expect(firstMessage(contactBody.safeParse({ contactForm: { name: '' }, ...CONTACT_HONEYPOT, website: 'http://spam' }))).toBe(messages.contactRefused);
    expect(firstMessage(contactBody.safeParse({ contactForm: message }))).toBe(messages.contactRefused);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/', '/shipping', '/order/12?x=1', '/search/život'])('keeps the path %s of this site', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    '',
    'shipping',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/a b',
    `/${'x'.repeat(600)}`,
    'javascript:alert(1)',
  ])('turns %s into /', (path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });
});
