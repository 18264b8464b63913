import { describe, expect, it } from 'vitest';
import { PaymentNotificationRejected, RefundRefused } from './payment-provider.ts';
import {
  createSandboxGateway,
  readSandboxToken,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  type SandboxNotification,
  SandboxTokenRejected,
  sandboxNotificationRequest,
  signSandboxNotification,
  signSandboxToken,
} from './sandbox-gateway.ts';

const SECRET = 'sandbox-test-secret-0123456789';
const NOW = new Date('2026-11-22T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const input = {
  tradeNo: 'T202611220001',
  amountFen: 123_456,
  description: 'Tallybook professional, 1 year',
  payType: 1,
  notifyUrl: 'http://127.0.0.1:9/ommall/srvmall/payment/notify/sandbox',
  returnUrl: '/order/result?orderNo=O1',
};

const notification: SandboxNotification = {
  tradeNo: 'T202611220001',
  amountFen: 123_456,
  outcome: 'paid',
  transactionId: 'sandbox-abc',
  decidedAt: NOW.toISOString(),
};

function gateway(now = NOW) {
  return createSandboxGateway({ secret: SECRET, now: () => now });
}

function tokenOf(payUrl: string | null): string {
  return new URL(payUrl ?? '', 'http://x').searchParams.get('token') ?? '';
}

describe('sandbox pay-page token', () => {
  it('carries the payment, signed, to the hosted page', async () => {
    const created = await gateway().createPayment(input);
    expect(created.params).toBeNull();
    expect(created.payUrl).toMatch(/^\/sandbox\/pay\?token=/);
    const claims = gateway().readToken(tokenOf(created.payUrl));
    expect(claims).toMatchObject({
      tradeNo: input.tradeNo,
      amountFen: input.amountFen,
      description: input.description,
      notifyUrl: input.notifyUrl,
      returnUrl: input.returnUrl,
    });
  });

  it('refuses a token whose claims were altered (another notify address or amount)', async () => {
    const token = tokenOf((await gateway().createPayment(input)).payUrl);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, notifyUrl: 'http://evil.example/hook' })).toString(
      'base64url',
    );
    expect(() => gateway().readToken(`${forged}.${signature}`)).toThrow(SandboxTokenRejected);
    const cheaper = Buffer.from(JSON.stringify({ ...claims, amountFen: 1 })).toString('base64url');
    expect(() => gateway().readToken(`${cheaper}.${signature}`)).toThrow(SandboxTokenRejected);
  });

  it('refuses a token signed with another secret, a malformed one and an expired one', () => {
    const claims = { ...input, expiresAt: NOW.getTime() + 60_000 };
    expect(() =>
      readSandboxToken(SECRET, signSandboxToken('another-secret-0123456789', claims), NOW.getTime()),
    ).toThrow(SandboxTokenRejected);
    expect(() => readSandboxToken(SECRET, 'not-a-token', NOW.getTime())).toThrow(SandboxTokenRejected);
    expect(() => readSandboxToken(SECRET, signSandboxToken(SECRET, claims), NOW.getTime() + 60_000)).toThrow(
      'token expired',
    );
    expect(readSandboxToken(SECRET, signSandboxToken(SECRET, claims), NOW.getTime() + 59_999).tradeNo).toBe(
      input.tradeNo,
    );
  });

  it('refuses to create a payment of a non-positive or fractional amount', async () => {
    await expect(gateway().createPayment({ ...input, amountFen: 0 })).rejects.toThrow(RangeError);
    await expect(gateway().createPayment({ ...input, amountFen: 10.5 })).rejects.toThrow(RangeError);
  });
});

describe('sandbox notification', () => {
  it('verifies a signed notification and reads it', async () => {
    const request = sandboxNotificationRequest(SECRET, notification, nowSeconds);
    await expect(gateway().verifyNotification(request)).resolves.toEqual({
      tradeNo: 'T202611220001',
      amountFen: 123_456,
      outcome: 'paid',
      providerTransactionId: 'sandbox-abc',
    });
  });

  it('signs "timestamp.rawBody" in hex HMAC-SHA256', () => {
    const request = sandboxNotificationRequest(SECRET, notification, nowSeconds);
    expect(request.headers[SANDBOX_SIGNATURE_HEADER]).toBe(
      signSandboxNotification(SECRET, request.rawBody, nowSeconds),
    );
    expect(request.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a tampered amount, a forged signature, a wrong secret and missing headers', async () => {
    const request = sandboxNotificationRequest(SECRET, notification, nowSeconds);
    const tampered = { ...request, rawBody: request.rawBody.replace('123456', '1') };
    await expect(gateway().verifyNotification(tampered)).rejects.toThrow(PaymentNotificationRejected);
    const forged = { ...request, headers: { ...request.headers, [SANDBOX_SIGNATURE_HEADER]: '0'.repeat(64) } };
    await expect(gateway().verifyNotification(forged)).rejects.toThrow('bad signature');
    const otherSecret = sandboxNotificationRequest('another-secret-0123456789', notification, nowSeconds);
    await expect(gateway().verifyNotification(otherSecret)).rejects.toThrow('bad signature');
    await expect(gateway().verifyNotification({ headers: {}, rawBody: request.rawBody })).rejects.toThrow(
      PaymentNotificationRejected,
    );
  });

  it('rejects a notification more than 5 minutes old or ahead', async () => {
    const old = sandboxNotificationRequest(SECRET, notification, nowSeconds - 301);
    await expect(gateway().verifyNotification(old)).rejects.toThrow('stale timestamp');
    const ahead = sandboxNotificationRequest(SECRET, notification, nowSeconds + 301);
    await expect(gateway().verifyNotification(ahead)).rejects.toThrow('stale timestamp');
    const fresh = sandboxNotificationRequest(SECRET, notification, nowSeconds - 299);
    await expect(gateway().verifyNotification(fresh)).resolves.toMatchObject({ outcome: 'paid' });
  });

  it('rejects a validly signed body that is not a notification', async () => {
    const rawBody = JSON.stringify({ tradeNo: 'T1', amountFen: 'lots' });
    const headers = {
      [SANDBOX_TIMESTAMP_HEADER]: String(nowSeconds),
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(SECRET, rawBody, nowSeconds),
    };
    await expect(gateway().verifyNotification({ headers, rawBody })).rejects.toThrow('unreadable body');
  });

  it('acknowledges with 200 {"code":"SUCCESS"}', () => {
    expect(gateway().acknowledgement()).toEqual({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"code":"SUCCESS"}',
    });
  });
});

describe('sandbox refunds', () => {
  const refund = {
    refundNo: 'T202611220001R',
    tradeNo: 'T202611220001',
    amountFen: 123_456,
    totalFen: 123_456,
    reason: 'why',
  };

  it('refunds at once, records the refund, and answers the same refund for the same number', async () => {
    const sandbox = gateway();
    const first = await sandbox.refund(refund);
    expect(first.status).toBe('succeeded');
    expect(first.providerRefundId).toMatch(/^sandbox-refund-/);
    expect(await sandbox.refund(refund)).toEqual(first);
    expect(await sandbox.refunds()).toEqual([
      { ...refund, refundId: first.providerRefundId, refundedAt: NOW.toISOString() },
    ]);
  });

  it('refuses a second refund of one trade, a number reused for another refund, and more than was paid', async () => {
    const sandbox = gateway();
    await sandbox.refund(refund);
    await expect(sandbox.refund({ ...refund, refundNo: 'OTHER' })).rejects.toThrow(RefundRefused);
    await expect(sandbox.refund({ ...refund, amountFen: 1 })).rejects.toThrow(RefundRefused);
    await expect(gateway().refund({ ...refund, amountFen: refund.totalFen + 1 })).rejects.toThrow(RangeError);
    expect(await sandbox.refunds()).toHaveLength(1);
  });
});
