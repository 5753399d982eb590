import { describe, expect, it } from 'vitest';
import { loginPath } from './loginPath';
import { afterSignIn, redirectQuery } from './redirectTarget';

describe('afterSignIn', () => {
  it('continues to a path of this site, with its query', () => {
    expect(afterSignIn('/shipping')).toBe('/shipping');
    expect(afterSignIn('/product/12?tab=reviews')).toBe('/product/12?tab=reviews');
  });

  it('goes to the profile without a target', () => {
    expect(afterSignIn(null)).toBe('/profile');
    expect(afterSignIn('')).toBe('/profile');
  });

  it('never leaves the site', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'profile', 'javascript:alert(1)', '/a b']) {
      expect(afterSignIn(target)).toBe('/profile');
    }
  });

  it('never goes back to a sign-in page', () => {
    expect(afterSignIn('/login')).toBe('/profile');
    expect(afterSignIn('/login?redirect=/x')).toBe('/profile');
    expect(afterSignIn('/register')).toBe('/profile');
    expect(afterSignIn('/loginx')).toBe('/loginx');
  });
});

describe('redirectQuery', () => {
  it('passes a usable target on and drops the rest', () => {
    expect(redirectQuery('/shipping')).toBe('?redirect=/shipping');
    expect(redirectQuery('/search/a&b?x=1')).toBe('?redirect=/search/a%26b%3Fx%3D1');
    expect(new URLSearchParams(redirectQuery('/search/a&b?x=1')).get('redirect')).toBe('/search/a&b?x=1');
    expect(redirectQuery('//evil.example')).toBe('');
    expect(redirectQuery(null)).toBe('');
  });
});

describe('loginPath', () => {
  it('comes back to the page after sign-in', () => {
    expect(loginPath('/profile')).toBe('/login?redirect=/profile');
    expect(loginPath('/order/5?pay=1')).toBe('/login?redirect=/order/5%3Fpay%3D1');
  });
});
