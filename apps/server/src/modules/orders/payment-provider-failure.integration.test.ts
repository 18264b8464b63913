import type { MallOrder } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PaymentCreationFailed } from '../../platform/payments/payment-provider.ts';
import type { ConfiguredPaymentProviders } from '../../platform/payments/payment-providers.ts';
import { merchant, ordersOf, paymentsOf, skuId, testPayments } from './orders-test-kit.ts';
import { seedMallCatalogue } from './seed/mall.ts';

// Decision 0028: starting a payment writes the payment and the order's pay type in one statement
// before the provider is asked; when the provider refuses or cannot be reached, that attempt is
// marked failed and the order keeps the pay type it had, payable as before.
describe('a payment the provider refuses', () => {
  let server: TestApp;
  let refusing = { payType: 2, badInput: false };

  beforeAll(async () => {
    const sandbox = testPayments();
    const payments: ConfiguredPaymentProviders = {
      ...sandbox,
      forPayType(payType) {
        const provider = sandbox.forPayType(payType);
        if (payType !== refusing.payType) return provider;
        return {
          ...provider,
          createPayment: async () => {
            throw new PaymentCreationFailed('the provider said no', refusing.badInput);
          },
        };
      },
    };
    server = await startTestApp({ seed: false, payments, jobs: false });
    await seedMallCatalogue(server.database.handle.db);
  });
  afterAll(async () => server?.close());

  it.each([
    [false, 502],
    [true, 400],
  ])(
    'answers %s → %i, marks the attempt failed and leaves the order payable with its pay type',
    async (badInput, status) => {
      refusing = { payType: 2, badInput };
      const { tenantId, client } = await merchant(server);
      const db = server.database.handle.db;
      const placed = await client.post<MallOrder>('/ommall/srvmall/order', {
        kind: 'new',
        skuId: await skuId(db, 'basic', 12),
        serviceNumber: 'KDZHJ01',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const { orderNo } = placed.body.data;
      const first = await client.post('/ommall/srvmall/payment', { orderNo, payType: 1 });
      expect(first.status).toBe(200);

      const refused = await client.post('/ommall/srvmall/payment', { orderNo, payType: 2 });
      expect(refused.status).toBe(status);
      const [order] = (await ordersOf(db, tenantId)).filter((row) => row.orderNo === orderNo);
      expect(order?.status).toBe('unpaid');
      expect(order?.payType).toBe(1);
      const attempts = await paymentsOf(db, Number(order?.id));
      expect(attempts.map((payment) => [payment.payType, payment.status]).sort()).toEqual([
        [1, 'pending'],
        [2, 'failed'],
      ]);

      const again = await client.post('/ommall/srvmall/payment', { orderNo, payType: 1 });
      expect(again.status).toBe(200);
    },
  );
});
