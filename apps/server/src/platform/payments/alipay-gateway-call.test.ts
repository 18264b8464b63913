import { describe, expect, it } from 'vitest';
import { rawMemberText } from './alipay-gateway-call.ts';

describe("the signed text of Alipay's answer", () => {
  it('is the response member exactly as sent, spaces and escapes included', () => {
    const member = '{"code":"10000","msg":"Success","memo":"a \\"quoted\\" } brace","list":[{"x":1}]}';
    const answer = `{"alipay_fund_trans_uni_transfer_response" : ${member},"sign":"c2lnbg=="}`;
    expect(rawMemberText(answer, 'alipay_fund_trans_uni_transfer_response')).toBe(member);
  });

  it('finds the member wherever it stands, and only at the top level', () => {
    const answer = '{"sign":"x","nested":{"error_response":{"code":"1"}},"error_response":{"code":"40004"}}';
    expect(rawMemberText(answer, 'error_response')).toBe('{"code":"40004"}');
  });

  it('does not take a string value that reads like the name for the member', () => {
    const answer = '{"note":"error_response","other":{"a":1}}';
    expect(rawMemberText(answer, 'error_response')).toBeUndefined();
    expect(rawMemberText('{"error_response":"text"}', 'error_response')).toBeUndefined();
    expect(rawMemberText('{"error_response":{"code":', 'error_response')).toBeUndefined();
  });
});
