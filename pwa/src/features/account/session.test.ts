import { describe, expect, it } from 'vitest';
import { messages } from '@contract/account';
import { TOKEN_FAILED } from '../../lib/api';
import { parseUserInfo, staffRole } from './session';

const stored = { _id: 7, name: 'Jana', email: 'jana@example.cz', isAdmin: false, isAssistant: false, isSubscribed: true, token: 'abc' };

describe('parseUserInfo', () => {
  it('reads the stored user info', () => {
    expect(parseUserInfo(JSON.stringify(stored))).toEqual(stored);
  });

  it('treats a missing, damaged or token-less value as signed out', () => {
    expect(parseUserInfo(null)).toBeNull();
    expect(parseUserInfo('{')).toBeNull();
    expect(parseUserInfo('null')).toBeNull();
    expect(parseUserInfo(JSON.stringify({ ...stored, token: '' }))).toBeNull();
  });

  it('grants a role only for a literal true', () => {
    expect(parseUserInfo(JSON.stringify({ ...stored, isAdmin: 'true' }))?.isAdmin).toBe(false);
  });
});

describe('staffRole (admin spec 2.1)', () => {
  it('gives administrators the Admin menu and assistants the Asistent menu', () => {
    expect(staffRole({ isAdmin: true, isAssistant: false })).toBe('admin');
    expect(staffRole({ isAdmin: false, isAssistant: true })).toBe('assistant');
    expect(staffRole({ isAdmin: true, isAssistant: true })).toBe('assistant');
    expect(staffRole({ isAdmin: false, isAssistant: false })).toBeNull();
    expect(staffRole(null)).toBeNull();
  });
});

it('logs out on the message the server sends for a failed token (spec, storefront 8)', () => {
  expect(TOKEN_FAILED).toBe(messages.tokenFailed);
});
