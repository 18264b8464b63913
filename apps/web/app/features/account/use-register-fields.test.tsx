// @vitest-environment jsdom
import { type Language, message } from '@tallybook/domain';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { useRegisterFields } from './use-register-fields';

afterEach(cleanup);

let fields: ReturnType<typeof useRegisterFields>;

/** Holds the hook's answer of its last render, for the test to edit and check. */
function Probe({ language, phone }: { language: Language; phone?: string }) {
  fields = useRegisterFields(language, phone);
  return null;
}

describe('useRegisterFields (the login’s register mode and RegisterForm)', () => {
  it('says the first problem of phone, code, password and consent, in the site words, until none is left', () => {
    renderWithApp(<Probe language="en-US" />);
    expect(fields.check()).toBe(message('en-US', 'phoneEmpty'));
    act(() => fields.setPhone('13912345678'));
    expect(fields.check()).toBe(message('en-US', 'verificationCodeWrong'));
    act(() => fields.setCode('123456'));
    expect(fields.check()).toBe('8 to 32 characters, with at least one letter and one digit.');
    act(() => fields.setPassword('abc12345'));
    expect(fields.check()).toBe(message('en-US', 'termsRequired'));
    act(() => fields.setAgreed(true));
    expect(fields.check()).toBeUndefined();
  });

  it('checks only what a form asks besides the phone (the login’s other modes)', () => {
    renderWithApp(<Probe language="en-US" phone="13912345678" />);
    // a password reset: the code and the new password, no consent
    act(() => fields.setCode('123456'));
    expect(fields.check({ code: true, newPassword: true, terms: false })).toBe(
      '8 to 32 characters, with at least one letter and one digit.',
    );
    act(() => fields.setPassword('abc12345'));
    expect(fields.check({ code: true, newPassword: true, terms: false })).toBeUndefined();
    // a password login: the phone only (the page checks its password and captcha)
    act(() => fields.setCode(''));
    expect(fields.check({ code: false, newPassword: false, terms: false })).toBeUndefined();
    expect(fields.check({ code: true, newPassword: false, terms: false })).toBe(
      message('en-US', 'verificationCodeWrong'),
    );
  });

  it('starts from the phone it is given (a password reset coming back), and speaks the page language', () => {
    renderWithApp(<Probe language="ar" phone="13912345678" />, { language: 'ar' });
    expect(fields.phone).toBe('13912345678');
    expect(fields.check()).toBe(message('ar', 'verificationCodeWrong'));
  });
});
