import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import https from 'node:https';
import {
  assertPayoutAmount,
  PayoutNotFound,
  PayoutRefused,
  type PayoutResult,
  PayoutUnavailable,
} from './payout-provider.ts';
import type { RedPacketInput, RedPacketProvider } from './red-packet-provider.ts';

/** WeChat Pay's documented endpoints of cash red packets (API v2, XML, MD5 signature, merchant certificate). */
export const WECHAT_PAY_V2_BASE = 'https://api.mch.weixin.qq.com';
export const SEND_RED_PACKET_PATH = '/mmpaymkttransfers/sendredpack';
export const QUERY_RED_PACKET_PATH = '/mmpaymkttransfers/gethbinfo';

/** Sends a body to WeChat Pay and answers its body: over TLS with the merchant's certificate in production. */
export type WechatPayTransport = (url: string, body: string) => Promise<string>;

export interface WechatRedPacketsOptions {
  /** The merchant number (mch_id). */
  mchId: string;
  /** The official account that sends the packets (wxappid): the receivers' open ids are of it. */
  appId: string;
  /** The API v2 key (32 characters) the MD5 signature is made with. */
  apiKey: string;
  /** Our server's address as WeChat asks for it (client_ip). */
  clientIp: string;
  baseUrl?: string;
  transport: WechatPayTransport;
  nonce?: () => string;
}

/**
 * The MD5 signature of WeChat Pay API v2: the non-empty fields but `sign`, sorted by name, as
 * `k=v&…`, then `&key=<api key>`, MD5, upper-case hex.
 */
export function wechatPayV2Sign(fields: Readonly<Record<string, string>>, apiKey: string): string {
  const text = Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== '' && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('md5').update(`${text}&key=${apiKey}`, 'utf8').digest('hex').toUpperCase();
}

const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** WeChat Pay's request body: one flat <xml> element of fields. */
export function wechatPayXml(fields: Readonly<Record<string, string>>): string {
  return `<xml>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${cdata(value)}</${name}>`)
    .join('')}</xml>`;
}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** An element's text: its CDATA sections joined (a value may be split across several), or its escaped text. */
function textOf(inner: string): string {
  if (inner.includes('<![CDATA[')) {
    return [...inner.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((section) => section[1] ?? '').join('');
  }
  return inner.replace(/&(lt|gt|amp|quot|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}

/** The fields of WeChat Pay's flat XML answer (text or CDATA); nested elements are not read. */
export function readWechatPayXml(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const body = /^\s*(?:<\?xml[^>]*\?>\s*)?<xml>([\s\S]*)<\/xml>\s*$/.exec(xml)?.[1];
  if (body === undefined) throw new PayoutUnavailable('WeChat Pay answered something that is not its XML');
  for (const match of body.matchAll(/<([A-Za-z_]\w*)>([\s\S]*?)<\/\1>/g)) {
    const [, name, inner = ''] = match;
    if (name) fields[name] = textOf(inner);
  }
  return fields;
}

const sameSign = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * The error codes of sendredpack after which no packet exists and the same bill number is not to be
 * sent again as it is (the receiver, the amount or the merchant's setup is refused). Any other
 * failure (SYSTEMERROR, PROCESSING, FREQ_LIMIT, NOTENOUGH, …) may be retried under the same number.
 */
const REFUSALS = new Set([
  'OPENID_ERROR',
  'NO_AUTH',
  'SENDNUM_LIMIT',
  'MONEY_LIMIT',
  'PARAM_ERROR',
  'SEND_FAILED',
  'FATAL_ERROR',
  'ILLEGAL_APPID',
  'CA_ERROR',
  'SIGN_ERROR',
  'XML_ERROR',
  'MCHID_ERROR',
]);

/**
 * Cash red packets through WeChat Pay (API v2 `sendredpack` and `gethbinfo`, issue 16): one packet per
 * bill number (mch_billno) at WeChat however often it is sent. A signed answer is required: an
 * unsigned or wrongly signed SUCCESS is not trusted (PayoutUnavailable, ask again). A packet sent
 * (SENT, RECEIVED) has paid; SENDING (and RFUND_ING) is still processing; FAILED, or REFUND (not
 * received within a day, the money back with the merchant), has not paid.
 */
export function createWechatRedPackets(options: WechatRedPacketsOptions): RedPacketProvider {
  const baseUrl = options.baseUrl ?? WECHAT_PAY_V2_BASE;
  const nonce = options.nonce ?? (() => randomBytes(16).toString('hex'));

  async function call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const signed = { ...fields, nonce_str: nonce() };
    const body = wechatPayXml({ ...signed, sign: wechatPayV2Sign(signed, options.apiKey) });
    let answer: string;
    try {
      answer = await options.transport(`${baseUrl}${path}`, body);
    } catch (error) {
      throw new PayoutUnavailable(`WeChat Pay could not be reached: ${(error as Error).message}`);
    }
    const result = readWechatPayXml(answer);
    if (result.return_code !== 'SUCCESS') {
      throw new PayoutUnavailable(`WeChat Pay: ${result.return_msg ?? 'communication failed'}`);
    }
    // answers carrying a result are signed; an unsigned FAIL of communication was handled above
    if (result.sign !== undefined && !sameSign(result.sign, wechatPayV2Sign(result, options.apiKey))) {
      throw new PayoutUnavailable('WeChat Pay’s answer is not signed with our key');
    }
    return result;
  }

  return {
    name: 'wechat',

    async sendRedPacket(input: RedPacketInput): Promise<PayoutResult> {
      assertPayoutAmount(input.amountFen);
      const result = await call(SEND_RED_PACKET_PATH, {
        mch_billno: input.billNo,
        mch_id: options.mchId,
        wxappid: options.appId,
        send_name: input.senderName.slice(0, 32),
        re_openid: input.openid,
        total_amount: String(input.amountFen),
        total_num: '1',
        wishing: input.wishing.slice(0, 128),
        client_ip: options.clientIp,
        act_name: input.activityName.slice(0, 32),
        remark: input.remark.slice(0, 256),
      });
      if (result.result_code === 'SUCCESS') {
        if (result.sign === undefined) throw new PayoutUnavailable('WeChat Pay’s answer carries no signature');
        return { status: 'succeeded', providerRef: result.send_listid ?? null, failureReason: null };
      }
      const code = result.err_code ?? 'UNKNOWN';
      if (REFUSALS.has(code)) throw new PayoutRefused(`${code}: ${result.err_code_des ?? ''}`.trim());
      throw new PayoutUnavailable(`${code}: ${result.err_code_des ?? ''}`.trim());
    },

    async queryRedPacket(billNo: string): Promise<PayoutResult> {
      const result = await call(QUERY_RED_PACKET_PATH, {
        mch_billno: billNo,
        mch_id: options.mchId,
        appid: options.appId,
        bill_type: 'MCHT',
      });
      if (result.result_code !== 'SUCCESS') {
        if (result.err_code === 'NOT_FOUND') throw new PayoutNotFound(billNo);
        throw new PayoutUnavailable(`${result.err_code ?? 'UNKNOWN'}: ${result.err_code_des ?? ''}`.trim());
      }
      if (result.sign === undefined) throw new PayoutUnavailable('WeChat Pay’s answer carries no signature');
      switch (result.status) {
        case 'SENT':
        case 'RECEIVED':
          return { status: 'succeeded', providerRef: result.detail_id ?? null, failureReason: null };
        // not received within 24 hours: the money went back to the merchant's account
        case 'REFUND':
          return {
            status: 'failed',
            providerRef: result.detail_id ?? null,
            failureReason: 'REFUND: not received in time',
          };
        case 'FAILED':
          return { status: 'failed', providerRef: result.detail_id ?? null, failureReason: result.reason ?? 'FAILED' };
        default:
          return { status: 'processing', providerRef: result.detail_id ?? null, failureReason: null };
      }
    },
  };
}

/**
 * The production transport: HTTPS with the merchant's API certificate (apiclient_cert.p12, its
 * password the merchant number), as WeChat Pay requires of red packets; ten seconds at most.
 */
export function merchantCertificateTransport(pfx: Buffer, passphrase: string): WechatPayTransport {
  const agent = new https.Agent({ pfx, passphrase, keepAlive: true });
  return (url, body) =>
    new Promise((resolve, reject) => {
      const request = https.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'text/xml; charset=utf-8' }, timeout: 10_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(body);
    });
}
