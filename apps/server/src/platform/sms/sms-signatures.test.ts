import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign.js';
import { describe, expect, it } from 'vitest';
import { aliyunPercentEncode, aliyunPhoneNumber, signAliyunRpc } from './aliyun-sms.ts';
import { tc3Authorization, tencentPhoneNumber } from './tencent-sms.ts';

describe('Alibaba Cloud RPC signature', () => {
  it('reproduces the signature Alibaba Cloud publishes for its DescribeRegions example', () => {
    // Alibaba Cloud's documented example: AccessKeySecret "testsecret", this request, this signature.
    const { signature } = signAliyunRpc(
      'GET',
      {
        Timestamp: '2016-02-23T12:46:24Z',
        Format: 'XML',
        AccessKeyId: 'testid',
        Action: 'DescribeRegions',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
        Version: '2014-05-26',
        SignatureVersion: '1.0',
      },
      'testsecret',
    );
    expect(signature).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it("percent-encodes as Alibaba Cloud does: spaces as %20, and !'()* too", () => {
    expect(aliyunPercentEncode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
    expect(aliyunPercentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
  });

  it('writes mainland numbers as they are and others with their country code, no plus', () => {
    expect(aliyunPhoneNumber('13800138000')).toBe('13800138000');
    expect(aliyunPhoneNumber('+85291234567')).toBe('85291234567');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256 signature', () => {
  const contentType = 'application/json; charset=utf-8';
  it.each([
    [
      'an SMS send',
      '{"PhoneNumberSet":["+8613800138000"],"SmsSdkAppId":"1400000000","SignName":"记账","TemplateId":"1000001","TemplateParamSet":["123456"]}',
      1_795_000_000,
    ],
    ['an empty body', '{}', 1_551_113_065],
  ])('matches Tencent Cloud’s own SDK signer for %s', (_name, payload, timestamp) => {
    const ours = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3Cozk1qA',
      service: 'sms',
      host: 'sms.tencentcloudapi.com',
      timestamp,
      payload,
      contentType,
    });
    const sdk = Sign.sign3({
      method: 'POST',
      url: 'https://sms.tencentcloudapi.com/',
      payload: Buffer.from(payload, 'utf8'),
      timestamp,
      service: 'sms',
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3Cozk1qA',
      multipart: false,
      boundary: '',
      headers: { 'Content-Type': contentType },
    });
    expect(ours).toBe(sdk);
    expect(ours).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA\/\d{4}-\d{2}-\d{2}\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/,
    );
  });

  it('writes every number in E.164', () => {
    expect(tencentPhoneNumber('13800138000')).toBe('+8613800138000');
    expect(tencentPhoneNumber('+85291234567')).toBe('+85291234567');
  });
});
