import { type SmsPurpose, signedParams, transformPassword } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { KIT_VISITOR, passSlide } from '../../../test/slide-kit.ts';

export { passSlide };

import type { TestApp } from '../../../test/test-app.ts';
import { readSmsOutbox } from '../../platform/sms/sms-provider.ts';

/** A body of the code envelope as tests read it. */
export interface CodeBody<Data = Record<string, unknown>> {
  code: number;
  data: Data;
  msg: string;
}

export interface Answer<Data = Record<string, unknown>> {
  status: number;
  body: CodeBody<Data>;
  headers: Headers;
  /** The session token the answer set, '' when it cleared it, undefined when it did not touch it. */
  session: string | undefined;
}

let phoneCounter = 0;
/** A mainland mobile number no other test of this run uses. */
// The counter leads, so that each number is a block of its own (the SMS cap per number block, issue 10).
export const freshPhone = () =>
  `139${String(++phoneCounter).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;

/** Calls the test server over real HTTP with a session cookie of its own, like one browser. */
export function browser(server: TestApp, language = 'en-US', visitor: string = KIT_VISITOR) {
  let session: string | undefined;
  const call = async <Data>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'accept-language': language,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [`tb_visitor=${visitor}`, ...(session ? [`tb_session=${session}`] : [])].join('; '),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('tb_session='));
    const token = set === undefined ? undefined : (/^tb_session=([^;]*)/.exec(set)?.[1] ?? '');
    if (token !== undefined) session = token || undefined;
    const answer: Answer<Data> = {
      status: response.status,
      body: (await response.json()) as CodeBody<Data>,
      headers: response.headers,
      session: token,
    };
    return answer;
  };
  return {
    get: <Data = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
      call<Data>('GET', path, undefined, headers),
    post: <Data = Record<string, unknown>>(path: string, json: unknown = {}, headers?: Record<string, string>) =>
      call<Data>('POST', path, json, headers),
    get session() {
      return session;
    },
    set session(value: string | undefined) {
      session = value;
    },
  };
}
export type Browser = ReturnType<typeof browser>;

/** Forgets the per-IP counters (every test calls from 127.0.0.1), keeping per-phone ones. */
export async function forgetIpCounters(server: TestApp): Promise<void> {
  await server.database.handle.db.execute(sql`delete from rate_counters where key like '%:ip:%'`);
}

/** The query of a signed send, with a passed slide puzzle's token unless `slideToken` is null. */
export async function signedQuery(
  server: TestApp,
  phone: string,
  purpose: SmsPurpose,
  options: { now?: number; slideToken?: string | null } = {},
): Promise<string> {
  const params = await signedParams({ phone }, options.now ?? Date.now());
  const slideToken = options.slideToken === undefined ? await passSlide(server) : options.slideToken;
  return new URLSearchParams({
    phone,
    purpose,
    ...params,
    timestamp: String(params.timestamp),
    ...(slideToken === null ? {} : { slideToken }),
  }).toString();
}

/** Asks for a code (a correctly signed call, after a slide puzzle) and answers the call. */
export async function requestCode(server: TestApp, client: Browser, phone: string, purpose: SmsPurpose) {
  return client.get<{ sent: boolean }>(`/webzhj/login/vcode?${await signedQuery(server, phone, purpose)}`);
}

/** The code the sandbox SMS provider last "sent" to the phone. */
export async function lastCode(server: TestApp, phone: string): Promise<string> {
  const [latest] = await readSmsOutbox(server.database.handle.db, phone, 1);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Registers an account (code and all) and answers the browser, logged in. */
export async function registerAccount(server: TestApp, phone: string, password: string, client = browser(server)) {
  await forgetIpCounters(server);
  const sent = await requestCode(server, client, phone, 'register');
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const answer = await client.post('/webzhj/regist', {
    phone,
    password: await transformPassword(phone, password),
    code: await lastCode(server, phone),
    pack_origin: 'site',
    origin: 6,
  });
  if (answer.status !== 200) throw new Error(`not registered: ${JSON.stringify(answer.body)}`);
  return { client, answer };
}
