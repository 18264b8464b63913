import { describe, expect, it } from 'vitest';
import { askedLanguage, loginHref, loginHrefFor } from './login-link';

describe('the way to log in and back (issue 64)', () => {
  it('keeps the language a page was asked in, on the login page and in the way back', () => {
    const href = loginHref('/order/check?kind=new&skuId=1&lang=ar');
    const url = new URL(href, 'http://tallybook.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('lang')).toBe('ar');
    expect(url.searchParams.get('next')).toBe('/order/check?kind=new&skuId=1&lang=ar');
  });

  it('asks for no language where the page asked for none, and names a language only as it is known', () => {
    expect(loginHref('/account')).toBe('/login?next=%2Faccount');
    expect(loginHref('/invite?lang=zh-Hant')).toBe('/login?next=%2Finvite%3Flang%3Dzh-Hant&lang=zh-TW');
    expect(loginHref('/invite?lang=%3Cscript%3E')).toBe('/login?next=%2Finvite%3Flang%3D%253Cscript%253E');
    expect(askedLanguage('/invite#lang=ar')).toBeUndefined();
  });

  it('puts what the login page is asked first before the way back', () => {
    expect(loginHref('/invite?lang=en-US', { register: '1' })).toBe(
      '/login?register=1&next=%2Finvite%3Flang%3Den-US&lang=en-US',
    );
  });

  it('comes back to the address a loader was asked for', () => {
    const request = new Request('http://tallybook.test/invite/detail?page=2&lang=zh-CN');
    expect(loginHrefFor(request)).toBe('/login?next=%2Finvite%2Fdetail%3Fpage%3D2%26lang%3Dzh-CN&lang=zh-CN');
  });
});
