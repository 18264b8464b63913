import { describe, expect, it } from 'vitest';
import './message-catalogues.ts';
import { message } from './messages.ts';
import { graphicCodeProblem, hidePhone, normalizePhone, phoneProblem, verificationCodeProblem } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['13812345678', '13812345678'],
    [' 138 1234 5678 ', '13812345678'],
    ['+86 138-1234-5678', '13812345678'],
    ['008613812345678', '13812345678'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+447911123456', '+447911123456'],
  ])('reads %j as %j', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each(['', '12812345678', '1381234567', '138123456789', '+8612812345678', '+0123456789', 'phone', '+1234'])(
    'refuses %j',
    (raw) => {
      expect(normalizePhone(raw)).toBeUndefined();
    },
  );

  // Shaped like E.164, but no number of its country's plan: the browser and the server both refuse
  // them, since both call normalizePhone (there is no second phone rule anywhere).
  it.each([
    ['+999123456789', 'no country has calling code 999'],
    ['+4412345', 'too short for the United Kingdom'],
    ['+8529123456789', 'too long for Hong Kong'],
    ['+1 (415) 155-2671', 'no North American number starts its exchange with 1'],
  ])('refuses %j (%s)', (raw) => {
    expect(normalizePhone(raw)).toBeUndefined();
    expect(phoneProblem(raw)).toBe('phoneFormat');
  });

  it('accepts valid numbers of other countries in their canonical +digits form', () => {
    expect(normalizePhone('+852 9123 4567')).toBe('+85291234567');
    expect(normalizePhone('0081312345678')).toBe('+81312345678');
  });

  it('answers the spec messages for an empty or malformed number', () => {
    expect(phoneProblem('')).toBe('phoneEmpty');
    expect(phoneProblem('   ')).toBe('phoneEmpty');
    expect(phoneProblem(undefined)).toBe('phoneEmpty');
    expect(phoneProblem('12345')).toBe('phoneFormat');
    expect(phoneProblem('13812345678')).toBeUndefined();
    expect(message('zh-CN', 'phoneEmpty')).toBe('手机号不能为空');
  });

  it('hides the middle of a number: first 3, four stars, last 4', () => {
    expect(hidePhone('13812345678')).toBe('138****5678');
    expect(hidePhone('+14155552671')).toBe('+14****2671');
  });

  it('checks verification codes and graphic captcha parameters', () => {
    expect(verificationCodeProblem('123456')).toBeUndefined();
    expect(verificationCodeProblem('12345')).toBe('verificationCodeWrong');
    expect(verificationCodeProblem('abcdef')).toBe('verificationCodeWrong');
    expect(graphicCodeProblem('ab12', 'id')).toBeUndefined();
    expect(graphicCodeProblem('', 'id')).toBe('graphicCodeOrParamEmpty');
    expect(graphicCodeProblem('ab12', undefined)).toBe('graphicCodeOrParamEmpty');
  });
});
