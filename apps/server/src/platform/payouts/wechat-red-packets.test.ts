import { describe, expect, it } from 'vitest';
import { readWechatPayXml, wechatPayV2Sign, wechatPayXml } from './wechat-red-packets.ts';

describe('WeChat Pay API v2 signature and XML', () => {
  it('signs as WeChat Pay’s documentation’s example does', () => {
    // the signature algorithm's worked example (pay.weixin.qq.com, 安全规范 签名算法)
    const fields = {
      appid: 'wxd930ea5d5a258f4f',
      mch_id: '10000100',
      device_info: '1000',
      body: 'test',
      nonce_str: 'ibuaiVcKdpRxkhJA',
    };
    expect(wechatPayV2Sign(fields, '192006250b4c09247ec02edce69f6a2d')).toBe('9A0A8659F005D6984697E2CA0A9CF3B7');
  });

  it('leaves empty fields and the signature itself out of the signature', () => {
    const fields = { b: '2', a: '1' };
    expect(wechatPayV2Sign({ ...fields, empty: '', sign: 'X' }, 'k')).toBe(wechatPayV2Sign(fields, 'k'));
  });

  it('reads back what it writes, CDATA and all, and refuses what is not WeChat’s XML', () => {
    const fields = { wishing: 'a <b> & ]]> c', total_amount: '100' };
    expect(readWechatPayXml(wechatPayXml(fields))).toEqual(fields);
    expect(readWechatPayXml('<?xml version="1.0"?><xml><return_code>SUCCESS</return_code></xml>')).toEqual({
      return_code: 'SUCCESS',
    });
    expect(() => readWechatPayXml('<html>busy</html>')).toThrow(/not its XML/);
  });
});
