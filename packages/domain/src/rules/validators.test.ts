import { describe, expect, it } from 'vitest';
import './message-catalogues.ts';
import { message } from './messages.ts';
import { emailProblem, isEmail } from './validators.ts';

describe('email subscribe validation (spec §5)', () => {
  it('says 邮箱不能为空 for an empty address', () => {
    for (const empty of ['', '   ', undefined, null]) expect(emailProblem(empty)).toBe('emailEmpty');
    expect(message('zh-CN', 'emailEmpty')).toBe('邮箱不能为空');
  });

  it('says 邮箱格式不正确 for an address of the wrong shape', () => {
    for (const bad of [
      'merchant',
      'merchant@',
      '@shop.com',
      'a b@shop.com',
      'merchant@shop',
      'merchant@shop.',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      expect(emailProblem(bad), bad).toBe('emailFormat');
    }
    expect(message('zh-CN', 'emailFormat')).toBe('邮箱格式不正确');
  });

  it('accepts ordinary addresses, trimmed', () => {
    for (const good of ['merchant@shop.com', ' li.wei+news@shop.com.cn ', 'x@a.io']) {
      expect(emailProblem(good), good).toBeUndefined();
    }
    expect(isEmail('merchant@shop.com')).toBe(true);
  });
});
