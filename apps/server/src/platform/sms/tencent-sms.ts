import { createHash, createHmac } from 'node:crypto';
import {
  SMS_TEMPLATE_PARAMETERS,
  type SmsMessage,
  type SmsProvider,
  SmsSendFailed,
  type SmsTemplate,
} from './sms-provider.ts';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400…). */
  sdkAppId: string;
  /** The approved signature (签名) shown in front of every message. */
  signName: string;
  /** The approved template id of each kind of message. */
  templates: Readonly<Record<SmsTemplate, string>>;
  region?: string;
  endpoint?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  /** Seconds since the epoch: also the X-TC-Timestamp header. */
  timestamp: number;
  /** The JSON body exactly as sent. */
  payload: string;
  contentType: string;
}

/**
 * Tencent Cloud's TC3-HMAC-SHA256 signature of a POST: the canonical request (method, path /, empty
 * query, the content-type and host headers, the payload's SHA-256), signed with a key derived from
 * the secret through the UTC date, the service and "tc3_request". Answers the Authorization header.
 */
export function tc3Authorization(request: Tc3Request): string {
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType}\nhost:${request.host}\n`,
    signedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${request.secretKey}`, date), request.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** One call of a Tencent Cloud API (API 3.0): its action and version, the JSON body as sent. */
export interface TencentCloudCall {
  /** https://<service>.tencentcloudapi.com, or a stand-in's address; no trailing slash. */
  endpoint: string;
  service: string;
  action: string;
  version: string;
  /** Only for APIs that take one (SMS does, the captcha's check does not). */
  region?: string;
  secretId: string;
  secretKey: string;
  payload: string;
  fetch: typeof fetch;
  now: () => Date;
  timeoutMs: number;
}

/** POSTs a Tencent Cloud API call signed with TC3-HMAC-SHA256; network failures and timeouts throw. */
export function postTencentCloud(call: TencentCloudCall): Promise<Response> {
  const contentType = 'application/json; charset=utf-8';
  // As Tencent Cloud's SDK does: the host name signed, without a port (the real endpoint has none).
  const host = new URL(call.endpoint).hostname;
  const timestamp = Math.floor(call.now().getTime() / 1000);
  const authorization = tc3Authorization({
    secretId: call.secretId,
    secretKey: call.secretKey,
    service: call.service,
    host,
    timestamp,
    payload: call.payload,
    contentType,
  });
  return call.fetch(`${call.endpoint}/`, {
    method: 'POST',
    headers: {
      authorization,
      'content-type': contentType,
      'x-tc-action': call.action,
      'x-tc-version': call.version,
      'x-tc-timestamp': String(timestamp),
      ...(call.region ? { 'x-tc-region': call.region } : {}),
    },
    body: call.payload,
    signal: AbortSignal.timeout(call.timeoutMs),
  });
}

/** Tencent Cloud wants E.164 for every number: a mainland one gets +86. */
export function tencentPhoneNumber(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`;
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ Code?: string }>;
  };
}

/** Tencent Cloud SMS (SendSms, version 2021-01-11), signed with TC3-HMAC-SHA256 as Tencent documents. */
export function createTencentSms(options: TencentSmsOptions): SmsProvider {
  const endpoint = (options.endpoint ?? TENCENT_SMS_ENDPOINT).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async send(message: SmsMessage) {
      const names: readonly string[] = SMS_TEMPLATE_PARAMETERS[message.template];
      const values = message.params as Readonly<Record<string, string>>;
      const payload = JSON.stringify({
        PhoneNumberSet: [tencentPhoneNumber(message.phone)],
        SmsSdkAppId: options.sdkAppId,
        SignName: options.signName,
        TemplateId: options.templates[message.template],
        TemplateParamSet: names.map((name) => values[name] ?? ''),
      });
      let answer: TencentAnswer;
      try {
        const response = await postTencentCloud({
          endpoint,
          service: 'sms',
          action: 'SendSms',
          version: '2021-01-11',
          region: options.region ?? 'ap-guangzhou',
          secretId: options.secretId,
          secretKey: options.secretKey,
          payload,
          fetch: fetchImpl,
          now,
          timeoutMs,
        });
        answer = (await response.json()) as TencentAnswer;
      } catch (error) {
        throw new SmsSendFailed('tencent', `unreachable (${(error as Error).name})`);
      }
      const failure = answer.Response?.Error?.Code;
      if (failure) throw new SmsSendFailed('tencent', failure);
      // The call can succeed while the one number fails (LimitExceeded.PhoneNumberDailyLimit ...).
      const status = answer.Response?.SendStatusSet?.[0]?.Code;
      if (status !== 'Ok') throw new SmsSendFailed('tencent', status ?? 'no send status');
    },
  };
}
