import { createHmac, randomUUID } from 'node:crypto';
import { type SmsMessage, type SmsProvider, SmsSendFailed, type SmsTemplate } from './sms-provider.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) shown in front of every message. */
  signName: string;
  /** The approved template code (SMS_123456789) of each kind of message. */
  templates: Readonly<Record<SmsTemplate, string>>;
  endpoint?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
}

/** Alibaba Cloud's percent-encoding of the RPC signature: RFC 3986, with !'()* encoded too. */
export function aliyunPercentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Alibaba Cloud's RPC signature (SignatureVersion 1.0, HMAC-SHA1): the parameters sorted by name,
 * percent-encoded into a canonical query, signed as `METHOD&%2F&<encoded query>` with the secret
 * followed by `&`. Answers the signature and the signed form body.
 */
export function signAliyunRpc(
  method: 'GET' | 'POST',
  parameters: Readonly<Record<string, string>>,
  accessKeySecret: string,
): { signature: string; body: string } {
  const canonical = Object.keys(parameters)
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(parameters[name] as string)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  const signature = createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
  return { signature, body: `${canonical}&Signature=${aliyunPercentEncode(signature)}` };
}

/** A mainland number as it is (13800138000); another country's as its code and number without + (85291234567). */
export function aliyunPhoneNumber(phone: string): string {
  return phone.startsWith('+') ? phone.slice(1) : phone;
}

/** Alibaba Cloud SMS (Dysmsapi SendSms, version 2017-05-25), signed as Alibaba Cloud documents. */
export function createAliyunSms(options: AliyunSmsOptions): SmsProvider {
  const endpoint = (options.endpoint ?? ALIYUN_SMS_ENDPOINT).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const nonce = options.nonce ?? randomUUID;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async send(message: SmsMessage) {
      const parameters: Record<string, string> = {
        AccessKeyId: options.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: aliyunPhoneNumber(message.phone),
        RegionId: 'cn-hangzhou',
        SignName: options.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: options.templates[message.template],
        TemplateParam: JSON.stringify(message.params),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const { body } = signAliyunRpc('POST', parameters, options.accessKeySecret);
      let answer: { Code?: string; Message?: string };
      try {
        const response = await fetchImpl(`${endpoint}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        throw new SmsSendFailed('aliyun', `unreachable (${(error as Error).name})`);
      }
      // Code "OK" is the only success; isv.BUSINESS_LIMIT_CONTROL and the like say why not.
      if (answer.Code !== 'OK') throw new SmsSendFailed('aliyun', answer.Code ?? 'no answer code');
    },
  };
}
