import { describe, expect, it } from 'vitest';
import { engineBody, registerBody, sendSmsCodeQuery, userInfo } from './identity.ts';

describe('identity contracts', () => {
  it('reads the signed SMS query from strings', () => {
    const parsed = sendSmsCodeQuery.parse({
      phone: '13812345678',
      timestamp: '1795000000000',
      nonce: '042137',
      signature: 'ab',
    });
    expect(parsed).toMatchObject({ purpose: 'login', timestamp: 1_795_000_000_000 });
  });

  it('lets missing fields through as empty strings, for the spec messages to name them', () => {
    expect(registerBody.parse({})).toMatchObject({ phone: '', password: '', code: '' });
  });

  it('takes the engine call only with head cmd 101, sub 2, ver 6', () => {
    expect(engineBody.safeParse({ head: { cmd: 101, sub: 2, ver: 6 }, body: { sid: 'x' } }).success).toBe(true);
    expect(engineBody.safeParse({ head: { cmd: 100, sub: 2, ver: 6 }, body: { sid: 'x' } }).success).toBe(false);
  });

  it('describes the user info of spec §3', () => {
    expect(Object.keys(userInfo.shape)).toEqual(
      expect.arrayContaining([
        'phone',
        'phoneHide',
        'kdUid',
        'kdToken',
        'userType',
        'isXHBuyout',
        'isZHJBuyout',
        'licences',
      ]),
    );
  });
});
