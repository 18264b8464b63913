import { createVerify, type KeyObject } from 'node:crypto';
import { alipayTimestamp, signAlipayParams } from './alipay-signing.ts';

export interface AlipayGatewayCallOptions {
  appId: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
  gateway: string;
  /** Set in public-key-certificate mode, which Alipay asks of its transfer APIs (platform/payouts reads them). */
  certificateSerials: { appCertSn: string; alipayRootCertSn: string } | undefined;
  fetch: typeof fetch;
  now: () => Date;
  timeoutMs: number;
  /**
   * The error of a call whose outcome is unknown (Alipay unreachable, an answer that cannot be
   * trusted): the caller's own, so payouts and refunds each say what may be sent again.
   */
  unavailable: (reason: string) => Error;
}

/** The `<method>_response` member of Alipay's answer, once its signature is verified. */
export interface AlipayAnswer {
  /** 10000 success; 20000 service unavailable; 40004 business failure; others refused the call itself. */
  code: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/** The index of what closes the string or object starting at `start` (a `"` or a `{`). */
function closingIndex(json: string, start: number): number {
  if (json[start] === '"') {
    for (let index = start + 1; index < json.length; index++) {
      if (json[index] === '\\') index++;
      else if (json[index] === '"') return index;
    }
    return -1;
  }
  let depth = 0;
  for (let index = start; index < json.length; index++) {
    const char = json[index];
    if (char === '"') {
      index = closingIndex(json, index);
      if (index < 0) return -1;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The exact text of a top-level member's object: Alipay signs those bytes, not a re-serialisation of them. */
export function rawMemberText(json: string, name: string): string | undefined {
  const colon = /\s*:\s*/y;
  let depth = 0;
  for (let index = 0; index < json.length; index++) {
    const char = json[index];
    if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
    else if (char === '"') {
      const end = closingIndex(json, index);
      if (end < 0) return undefined;
      colon.lastIndex = end + 1;
      const isKey = depth === 1 && colon.test(json);
      if (isKey && JSON.parse(json.slice(index, end + 1)) === name && json[colon.lastIndex] === '{') {
        const valueEnd = closingIndex(json, colon.lastIndex);
        return valueEnd < 0 ? undefined : json.slice(colon.lastIndex, valueEnd + 1);
      }
      index = end;
    }
  }
  return undefined;
}

/** The code, sub-code and message of an answer, for a refusal's or an outage's reason. */
export function alipayAnswerReason(answer: Partial<AlipayAnswer>): string {
  return [answer.code, answer.sub_code, answer.sub_msg ?? answer.msg].filter(Boolean).join(' ');
}

/**
 * Calls one method of Alipay's open platform gateway: system parameters in the query, biz_content in
 * the form body, RSA2-signed as alipay.ts signs a payment. Answers the verified response member;
 * throws `options.unavailable`'s error when Alipay cannot be reached or its answer cannot be trusted.
 */
export async function callAlipayGateway(
  options: AlipayGatewayCallOptions,
  method: string,
  bizContent: Readonly<Record<string, unknown>>,
): Promise<AlipayAnswer> {
  const system: Record<string, string> = {
    app_id: options.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: alipayTimestamp(options.now()),
    version: '1.0',
    ...(options.certificateSerials
      ? {
          app_cert_sn: options.certificateSerials.appCertSn,
          alipay_root_cert_sn: options.certificateSerials.alipayRootCertSn,
        }
      : {}),
  };
  const body = { biz_content: JSON.stringify(bizContent) };
  const sign = signAlipayParams(options.privateKey, { ...system, ...body });
  const url = `${options.gateway}?${new URLSearchParams({ ...system, sign })}`;

  let status: number;
  let text: string;
  try {
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(body).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw options.unavailable(`Alipay could not be reached (${(error as Error).message})`);
  }
  if (status !== 200) throw options.unavailable(`Alipay answered HTTP ${status}`);

  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw options.unavailable('Alipay answered something other than JSON');
  }
  const memberName = [`${method.replaceAll('.', '_')}_response`, 'error_response'].find((name) => name in answer);
  const member = memberName ? rawMemberText(text, memberName) : undefined;
  if (!memberName || !member) throw options.unavailable(`Alipay's answer has no ${method} response`);
  const claimed = JSON.parse(member) as AlipayAnswer;
  // Nothing is concluded from an answer Alipay did not sign: a forged "failed" would pay twice.
  if (typeof answer.sign !== 'string') {
    throw options.unavailable(`Alipay's answer is not signed (${alipayAnswerReason(claimed)})`);
  }
  const authentic = createVerify('RSA-SHA256')
    .update(member, 'utf8')
    .verify(options.alipayPublicKey, answer.sign, 'base64');
  if (!authentic) throw options.unavailable(`Alipay's answer has a bad signature (${alipayAnswerReason(claimed)})`);
  return claimed;
}
