import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutNotFound, PayoutRefused, PayoutUnavailable } from './payout-provider.ts';
import {
  createWechatRedPackets,
  QUERY_RED_PACKET_PATH,
  readWechatPayXml,
  SEND_RED_PACKET_PATH,
  wechatPayV2Sign,
  wechatPayXml,
} from './wechat-red-packets.ts';

const KEY = 'a'.repeat(32);
const MCH_ID = '1900000109';
const APP_ID = 'wx8888888888888888';

/**
 * A local fake of WeChat Pay's cash red packets, as documented: it checks the signature and the
 * merchant, keeps one packet per mch_billno (the same number with other terms is FATAL_ERROR), refuses
 * an open id it does not know (OPENID_ERROR), answers SYSTEMERROR when asked to, and signs its answers.
 */
function fakeWechatPay(options: { signWith?: string } = {}) {
  const packets = new Map<string, { openid: string; amount: string; status: string }>();
  let failNext = 0;
  let calls = 0;
  const answer = (fields: Record<string, string>) =>
    wechatPayXml({ ...fields, sign: wechatPayV2Sign(fields, options.signWith ?? KEY) });
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls += 1;
      const fields = readWechatPayXml(body);
      response.setHeader('content-type', 'text/xml');
      if (fields.sign !== wechatPayV2Sign(fields, KEY)) {
        response.end(wechatPayXml({ return_code: 'FAIL', return_msg: '签名错误' }));
        return;
      }
      const base = { return_code: 'SUCCESS', return_msg: 'OK', mch_id: MCH_ID, mch_billno: fields.mch_billno ?? '' };
      if (request.url === SEND_RED_PACKET_PATH) {
        if (failNext > 0) {
          failNext -= 1;
          response.end(answer({ ...base, result_code: 'FAIL', err_code: 'SYSTEMERROR', err_code_des: '系统繁忙' }));
          return;
        }
        if (!fields.re_openid?.startsWith('o')) {
          response.end(answer({ ...base, result_code: 'FAIL', err_code: 'OPENID_ERROR', err_code_des: 'openid错误' }));
          return;
        }
        const known = packets.get(fields.mch_billno ?? '');
        if (known && (known.amount !== fields.total_amount || known.openid !== fields.re_openid)) {
          response.end(answer({ ...base, result_code: 'FAIL', err_code: 'FATAL_ERROR', err_code_des: '参数不一致' }));
          return;
        }
        packets.set(fields.mch_billno ?? '', {
          openid: fields.re_openid ?? '',
          amount: fields.total_amount ?? '',
          status: 'SENT',
        });
        response.end(
          answer({
            ...base,
            result_code: 'SUCCESS',
            wxappid: APP_ID,
            re_openid: fields.re_openid ?? '',
            total_amount: fields.total_amount ?? '',
            send_listid: `1000041701201${fields.mch_billno?.slice(-6)}`,
          }),
        );
        return;
      }
      if (request.url === QUERY_RED_PACKET_PATH) {
        const known = packets.get(fields.mch_billno ?? '');
        if (!known) {
          response.end(
            answer({ ...base, result_code: 'FAIL', err_code: 'NOT_FOUND', err_code_des: '指定单号数据不存在' }),
          );
          return;
        }
        response.end(
          answer({
            ...base,
            result_code: 'SUCCESS',
            status: known.status,
            detail_id: '1000041701201',
            total_amount: known.amount,
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end();
    });
  });
  return {
    server,
    packets,
    failNextSends: (n: number) => {
      failNext = n;
    },
    get calls() {
      return calls;
    },
  };
}

const plainTransport = async (url: string, body: string) => {
  const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/xml' } });
  return response.text();
};

describe('WeChat Pay red packets against a local fake of its API', () => {
  const fake = fakeWechatPay();
  const forged = fakeWechatPay({ signWith: 'b'.repeat(32) });
  let baseUrl = '';
  let forgedUrl = '';
  beforeAll(async () => {
    for (const one of [fake, forged]) await new Promise<void>((resolve) => one.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    forgedUrl = `http://127.0.0.1:${(forged.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const one of [fake, forged]) await new Promise((resolve) => one.server.close(resolve));
  });
  const provider = (url = baseUrl, apiKey = KEY) =>
    createWechatRedPackets({
      mchId: MCH_ID,
      appId: APP_ID,
      apiKey,
      clientIp: '10.0.0.1',
      baseUrl: url,
      transport: plainTransport,
    });
  const packet = (billNo: string, openid = 'oUser1', amountFen = 2_500) => ({
    billNo,
    openid,
    amountFen,
    senderName: 'Tallybook',
    wishing: 'Thanks',
    activityName: 'Invite',
    remark: billNo,
  });

  it('sends a packet once per bill number, however often it is sent', async () => {
    const first = await provider().sendRedPacket(packet('RP2026112700000000000000001'));
    expect(first).toMatchObject({ status: 'succeeded', failureReason: null });
    await provider().sendRedPacket(packet('RP2026112700000000000000001'));
    expect(fake.packets.size).toBe(1);
    expect(await provider().queryRedPacket('RP2026112700000000000000001')).toMatchObject({ status: 'succeeded' });
  });

  it('refuses an unknown receiver and another packet under a used bill number, and says a missing one is missing', async () => {
    await expect(provider().sendRedPacket(packet('RP2', 'not-an-openid'))).rejects.toBeInstanceOf(PayoutRefused);
    await provider().sendRedPacket(packet('RP3'));
    await expect(provider().sendRedPacket(packet('RP3', 'oUser1', 3_000))).rejects.toBeInstanceOf(PayoutRefused);
    await expect(provider().queryRedPacket('RP-never')).rejects.toBeInstanceOf(PayoutNotFound);
  });

  it('answers a busy WeChat as unavailable, to be sent again under the same number', async () => {
    fake.failNextSends(1);
    await expect(provider().sendRedPacket(packet('RP4'))).rejects.toBeInstanceOf(PayoutUnavailable);
    expect(await provider().sendRedPacket(packet('RP4'))).toMatchObject({ status: 'succeeded' });
  });

  it('trusts no answer signed with another key, and is refused when it signs with a wrong one', async () => {
    await expect(provider(forgedUrl).sendRedPacket(packet('RP5'))).rejects.toBeInstanceOf(PayoutUnavailable);
    await expect(provider(baseUrl, 'c'.repeat(32)).sendRedPacket(packet('RP6'))).rejects.toBeInstanceOf(
      PayoutUnavailable,
    );
    expect(fake.packets.has('RP6')).toBe(false);
  });
});
