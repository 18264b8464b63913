import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign.js';

/**
 * A local stand-in of Tencent Cloud Captcha's ticket check (DescribeCaptchaResult, 2019-07-22), as its
 * documentation describes it: the call signed with TC3-HMAC-SHA256 (checked with Tencent's own SDK
 * signer), the app id and its secret, then the ticket: 1 passed (once), 7 randstr not the ticket's,
 * 8 expired (5 minutes), 9 reused, 15 not one it issued (forged), 16 another app's, 21 risky (here:
 * solved at another address than the one that asks), 100 app secret wrong. `issue` plays the widget
 * a person solved at an address.
 */
export interface TencentCaptchaFake {
  url: string;
  secretId: string;
  secretKey: string;
  captchaAppId: string;
  appSecretKey: string;
  /** A widget solved by a person at `ip`: the ticket and random string the page gets. */
  issue(ip: string, options?: { appId?: string }): { ticket: string; randstr: string };
  /** Moves the fake's clock (tickets expire 5 minutes after they were issued). */
  advance(ms: number): void;
  /** Answers every call with this HTTP status and no body (its outage), or normally again (undefined). */
  failWith(status: number | undefined): void;
  calls: number;
  close(): Promise<void>;
}

const TICKET_TTL_MS = 5 * 60 * 1000;

export async function startTencentCaptchaFake(): Promise<TencentCaptchaFake> {
  const credentials = {
    secretId: 'AKIDcaptchafakeid',
    secretKey: 'captcha-fake-secret-key',
    captchaAppId: '190000001',
    appSecretKey: 'captcha-fake-app-secret',
  };
  const tickets = new Map<string, { randstr: string; ip: string; appId: string; issuedAt: number; used: boolean }>();
  let offsetMs = 0;
  let failure: number | undefined;
  const now = () => Date.now() + offsetMs;
  const fake = { calls: 0 };
  const answer = (headers: Record<string, string | string[] | undefined>, body: string): unknown => {
    const expected = Sign.sign3({
      method: 'POST',
      url: `http://${headers.host}/`,
      payload: Buffer.from(body, 'utf8'),
      timestamp: Number(headers['x-tc-timestamp']),
      service: 'captcha',
      secretId: credentials.secretId,
      secretKey: credentials.secretKey,
      multipart: false,
      boundary: '',
      headers: { 'Content-Type': String(headers['content-type']) },
    });
    if (headers.authorization !== expected) {
      return { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature' }, RequestId: 'r' } };
    }
    if (headers['x-tc-action'] !== 'DescribeCaptchaResult' || headers['x-tc-version'] !== '2019-07-22') {
      return { Response: { Error: { Code: 'InvalidAction' }, RequestId: 'r' } };
    }
    const call = JSON.parse(body) as Record<string, unknown>;
    const result = (code: number, msg: string) => ({
      Response: { CaptchaCode: code, CaptchaMsg: msg, EvilLevel: code === 1 ? 0 : 100, RequestId: 'r' },
    });
    if (call.CaptchaType !== 9 || typeof call.Ticket !== 'string' || typeof call.UserIp !== 'string') {
      return { Response: { Error: { Code: 'InvalidParameter' }, RequestId: 'r' } };
    }
    if (String(call.CaptchaAppId) !== credentials.captchaAppId || call.AppSecretKey !== credentials.appSecretKey) {
      return result(100, 'appid-secretkey-ticket mismatch');
    }
    const ticket = tickets.get(call.Ticket);
    if (!ticket) return result(15, 'decrypt fail');
    if (ticket.appId !== credentials.captchaAppId) return result(16, 'appid-ticket mismatch');
    if (ticket.randstr !== call.Randstr) return result(7, 'captcha no match');
    if (now() - ticket.issuedAt > TICKET_TTL_MS) return result(8, 'ticket expired');
    if (ticket.used) return result(9, 'ticket reused');
    if (ticket.ip !== call.UserIp) return result(21, 'diff');
    ticket.used = true;
    return result(1, 'OK');
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      fake.calls += 1;
      if (failure !== undefined) {
        response.writeHead(failure).end();
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer(request.headers, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    ...credentials,
    issue(ip: string, options: { appId?: string } = {}) {
      const ticket = `tr0${randomBytes(24).toString('base64url')}*`;
      const randstr = `@${randomBytes(3).toString('base64url')}`;
      tickets.set(ticket, {
        randstr,
        ip,
        appId: options.appId ?? credentials.captchaAppId,
        issuedAt: now(),
        used: false,
      });
      return { ticket, randstr };
    },
    advance(ms: number) {
      offsetMs += ms;
    },
    failWith(status: number | undefined) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
