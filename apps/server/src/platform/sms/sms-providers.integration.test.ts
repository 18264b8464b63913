import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_APP_OPTIONS } from '../../../test/live-environment.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { browser, freshPhone, requestCode } from '../../modules/identity/accounts-test-kit.ts';
import { createAliyunSms, signAliyunRpc } from './aliyun-sms.ts';
import { SmsSendFailed } from './sms-provider.ts';
import { createTencentSms } from './tencent-sms.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for a provider's HTTP API on 127.0.0.1: `answer` decides each reply. */
async function fakeProvider(answer: (request: Received) => { status: number; json: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const entry = { headers: request.headers, body };
      received.push(entry);
      const { status, json } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const SECRET = 'aliyun-access-key-secret-of-the-fake';
const TEMPLATES = {
  verification: 'SMS_100000001',
  bankTransfer: 'SMS_100000002',
  partnerApproved: 'SMS_100000003',
  partnerRejected: 'SMS_100000004',
  paymentRefunded: 'SMS_100000005',
};

/** Alibaba Cloud's answers: it checks the signature with the secret it knows, then the caller's limits. */
function aliyunAnswer(limited: () => boolean) {
  return ({ body }: Received) => {
    const fields = Object.fromEntries(new URLSearchParams(body));
    const { Signature: signature, ...signed } = fields;
    if (signAliyunRpc('POST', signed, SECRET).signature !== signature) {
      return { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' } };
    }
    if (limited()) return { status: 200, json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limited' } };
    return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'r-1' } };
  };
}

describe('Alibaba Cloud SMS against a local stand-in of its API', () => {
  let limited = false;
  let fake: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    fake = await fakeProvider(aliyunAnswer(() => limited));
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    limited = false;
    fake.received.length = 0;
  });
  const sms = (secret = SECRET) =>
    createAliyunSms({
      accessKeyId: 'LTAI5tTestAccessKeyId',
      accessKeySecret: secret,
      signName: '记账',
      templates: TEMPLATES,
      endpoint: fake.url,
    });
  const code = {
    phone: '+85291234567',
    purpose: 'login',
    text: 'code 123456',
    template: 'verification',
    params: { code: '123456' },
  } as const;

  it('sends a signed SendSms with the template and its parameters', async () => {
    await sms().send(code);
    const fields = Object.fromEntries(new URLSearchParams(fake.received[0]?.body));
    expect(fields).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '85291234567',
      SignName: '记账',
      TemplateCode: 'SMS_100000001',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
    });
  });

  it('fails, naming the provider’s code, when the signature is wrong or the number is limited', async () => {
    await expect(sms('a-wrong-secret').send(code)).rejects.toThrow(
      new SmsSendFailed('aliyun', 'SignatureDoesNotMatch'),
    );
    limited = true;
    await expect(sms().send(code)).rejects.toThrow(/isv\.BUSINESS_LIMIT_CONTROL/);
  });

  it('fails when the provider cannot be reached', async () => {
    const unreachable = createAliyunSms({
      accessKeyId: 'id',
      accessKeySecret: SECRET,
      signName: 's',
      templates: TEMPLATES,
      endpoint: 'http://127.0.0.1:9',
    });
    await expect(unreachable.send(code)).rejects.toBeInstanceOf(SmsSendFailed);
  });
});

const TENCENT = { secretId: 'AKIDtencentfakeid', secretKey: 'tencent-secret-key-of-the-fake', sdkAppId: '1400000001' };

/** Tencent Cloud's answers: the Authorization checked with Tencent's own SDK signer, then the number's status. */
function tencentAnswer(status: () => string) {
  return ({ headers, body }: Received) => {
    const expected = Sign.sign3({
      method: 'POST',
      url: `http://${headers.host}/`,
      payload: Buffer.from(body, 'utf8'),
      timestamp: Number(headers['x-tc-timestamp']),
      service: 'sms',
      secretId: TENCENT.secretId,
      secretKey: TENCENT.secretKey,
      multipart: false,
      boundary: '',
      headers: { 'Content-Type': String(headers['content-type']) },
    });
    if (headers.authorization !== expected || headers['x-tc-action'] !== 'SendSms') {
      return { status: 200, json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure' }, RequestId: 'r' } } };
    }
    return {
      status: 200,
      json: { Response: { SendStatusSet: [{ Code: status(), SerialNo: 's-1' }], RequestId: 'r' } },
    };
  };
}

describe('Tencent Cloud SMS against a local stand-in of its API', () => {
  let status = 'Ok';
  let fake: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    fake = await fakeProvider(tencentAnswer(() => status));
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    status = 'Ok';
    fake.received.length = 0;
  });
  const sms = (secretKey = TENCENT.secretKey) =>
    createTencentSms({ ...TENCENT, secretKey, signName: '记账', templates: TEMPLATES, endpoint: fake.url });

  it('sends the template’s parameters in its order, signed with TC3-HMAC-SHA256', async () => {
    const params = { amount: '¥1,198.00', company: 'Tallybook', bank: 'CMB', account: '7559', orderNo: 'O1' };
    await sms().send({ phone: '13800138000', purpose: 'bank_transfer', text: 't', template: 'bankTransfer', params });
    expect(JSON.parse(fake.received[0]?.body ?? '{}')).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: '记账',
      TemplateId: 'SMS_100000002',
      TemplateParamSet: ['¥1,198.00', 'Tallybook', 'CMB', '7559', 'O1'],
    });
    expect(fake.received[0]?.headers['x-tc-version']).toBe('2021-01-11');
  });

  it('fails on a wrong signature, and on a number the provider refused', async () => {
    const message = {
      phone: '13800138000',
      purpose: 'login',
      text: 't',
      template: 'verification',
      params: { code: '1' },
    } as const;
    await expect(sms('wrong-key').send(message)).rejects.toThrow(/AuthFailure\.SignatureFailure/);
    status = 'LimitExceeded.PhoneNumberDailyLimit';
    await expect(sms().send(message)).rejects.toThrow(/LimitExceeded\.PhoneNumberDailyLimit/);
  });
});

describe('a live server sends verification codes through the real provider', () => {
  let status = 'Ok';
  let fake: Awaited<ReturnType<typeof fakeProvider>>;
  let server: TestApp;
  beforeAll(async () => {
    fake = await fakeProvider(tencentAnswer(() => status));
    server = await startTestApp({
      ...LIVE_APP_OPTIONS,
      sms: createTencentSms({ ...TENCENT, signName: '记账', templates: TEMPLATES, endpoint: fake.url }),
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('texts the code through the provider, and says so when the provider refuses, letting the phone ask again', async () => {
    const phone = freshPhone();
    const client = browser(server);
    // The provider refuses first: the caller is told, and the three-minute lock is given back.
    status = 'LimitExceeded.PhoneNumberDailyLimit';
    const refused = await requestCode(server, client, phone, 'register');
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe(502);
    status = 'Ok';
    const sent = await requestCode(server, client, phone, 'register');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const last = JSON.parse(fake.received.at(-1)?.body ?? '{}') as {
      PhoneNumberSet: string[];
      TemplateParamSet: string[];
    };
    expect(last.PhoneNumberSet).toEqual([`+86${phone}`]);
    expect(last.TemplateParamSet[0]).toMatch(/^\d{6}$/);
  });
});
