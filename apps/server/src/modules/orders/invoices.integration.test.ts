import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { mallInvoices } from './customer.tables.ts';
import { caller, customer, orderOf } from './mall-customer-test-kit.ts';

const ADMIN_TOKEN = 'mall-invoices-admin-token-0123456789';

const personal = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'personal',
  title: 'Li Lei',
  email: 'li@example.com',
} as const;

const specialCompany = {
  invoiceType: 'special',
  mediaType: 'paper',
  titleType: 'company',
  title: 'Sanli Trading Co., Ltd.',
  taxId: '91350100m000100y43',
  address: '1 Binhai Road, Shenzhen',
  phone: '0755-12345678',
  bank: 'Bank of China, Shenzhen Branch',
  account: '6225 8801 1234 5678',
  receiverName: 'Zhang San',
  receiverPhone: '13800138000',
  receiverAddress: '1 Binhai Road, Shenzhen',
} as const;

interface InvoiceView {
  invoiceId: number;
  status: 'requested' | 'issued' | 'voided';
  title: string;
  createdAt: string;
  issuedAt: string | null;
}

describe('fapiao profiles (order/invoice/{userId}/save, order/invoice/{userId}/{productNo})', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('saves the details per product, medium and type, normalised, and answers them back', async () => {
    const { userId, client } = await customer(server);
    const saved = await client.post(`/ommall/srvmall/order/invoice/${userId}/save`, {
      ...specialCompany,
      productNo: 'KDZHJ01',
    });
    expect(saved.body).toMatchObject({ code: 200, msg: 'Saved' });
    const path = `/ommall/srvmall/order/invoice/${userId}/KDZHJ01`;
    const read = await client.get(`${path}?mediaType=paper&invoicetype=special`);
    expect(read.body).toEqual({
      code: 200,
      data: { ...specialCompany, taxId: '91350100M000100Y43', account: '6225880112345678' },
      msg: 'ok',
    });
    expect((await client.get(`${path}?mediaType=electronic&invoicetype=normal`)).body.data).toBeNull();
    expect(
      (await client.get(`/ommall/srvmall/order/invoice/${userId}/OTHER01?mediaType=paper&invoicetype=special`)).body
        .data,
    ).toBeNull();

    // saving again replaces the profile: fields left out are gone
    await client.post(`/ommall/srvmall/order/invoice/${userId}/save`, { ...personal, productNo: 'KDZHJ01' });
    await client.post(`/ommall/srvmall/order/invoice/${userId}/save`, {
      ...personal,
      title: 'Li Lei (home)',
      productNo: 'KDZHJ01',
    });
    expect((await client.get(`${path}?mediaType=electronic&invoicetype=normal`)).body.data).toEqual({
      ...personal,
      title: 'Li Lei (home)',
    });
  });

  it('refuses another user’s profile with 403, and a visitor with 401', async () => {
    const owner = await customer(server);
    const other = await customer(server, 'zh-CN');
    await owner.client.post(`/ommall/srvmall/order/invoice/${owner.userId}/save`, {
      ...personal,
      productNo: 'KDZHJ01',
    });
    const peek = await other.client.get(`/ommall/srvmall/order/invoice/${owner.userId}/KDZHJ01?mediaType=electronic`);
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual({ code: 403, data: null, msg: '只能查看和修改自己的信息' });
    const overwrite = await other.client.in('en-US').post(`/ommall/srvmall/order/invoice/${owner.userId}/save`, {
      ...personal,
      title: 'Mine now',
      productNo: 'KDZHJ01',
    });
    expect(overwrite.status).toBe(403);
    expect(overwrite.body.msg).toBe('You can only see and change your own details');
    const still = await owner.client.get(`/ommall/srvmall/order/invoice/${owner.userId}/KDZHJ01`);
    expect((still.body.data as { title: string }).title).toBe('Li Lei');
    expect((await caller(server).get(`/ommall/srvmall/order/invoice/${owner.userId}/KDZHJ01`)).status).toBe(401);
  });

  it('checks the details like a fapiao request, in the caller’s language', async () => {
    const { userId, client } = await customer(server);
    const zh = client.in('zh-CN');
    const save = (c: typeof client, body: object) =>
      c.post(`/ommall/srvmall/order/invoice/${userId}/save`, { productNo: 'KDZHJ01', ...body });
    expect((await save(client, { ...personal, title: ' ' })).body).toEqual({
      code: 400,
      data: null,
      msg: 'Enter the invoice title',
    });
    expect((await save(zh, { ...personal, title: '' })).body.msg).toBe('请填写发票抬头');
    expect((await save(client, { ...specialCompany, taxId: '1234' })).body.msg).toBe(
      'The taxpayer ID must be 15, 18 or 20 letters and digits',
    );
    expect((await save(zh, { ...specialCompany, taxId: '1234' })).body.msg).toBe(
      '纳税人识别号须为15、18或20位字母和数字',
    );
    expect((await save(client, { ...personal, invoiceType: 'special' })).body.msg).toBe(
      'A special VAT invoice can only be issued to a company',
    );
    expect((await save(zh, { ...personal, invoiceType: 'special' })).body.msg).toBe('增值税专用发票只能开给企业');
    expect((await client.get(`/ommall/srvmall/order/invoice/${userId}/KDZHJ01`)).body.data).toBeNull();
  });
});

describe('fapiao requests (order/addinvoice/{orderId}, order/reinvoice/{invoiceId}, back-office issue)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server.close();
  });
  const addInvoice = (client: ReturnType<typeof caller>, orderId: number, body: object = personal) =>
    client.post<InvoiceView>(`/ommall/srvmall/order/addinvoice/${orderId}`, body);
  const issue = (invoiceId: number, token: string | null = ADMIN_TOKEN) =>
    caller(server).post<InvoiceView>(
      `/admin/api/mall/invoices/${invoiceId}/issue`,
      {},
      token ? { authorization: `Bearer ${token}` } : {},
    );
  const statusOf = async (invoiceId: number) =>
    (
      await server.database.handle.db
        .select({ status: mallInvoices.status })
        .from(mallInvoices)
        .where(eq(mallInvoices.id, invoiceId))
    )[0]?.status;

  it('requests a fapiao for the user’s paid order once', async () => {
    const { tenantId, client } = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const first = await addInvoice(client, order.id, specialCompany);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      ...specialCompany,
      taxId: '91350100M000100Y43',
      account: '6225880112345678',
      status: 'requested',
    });
    const again = await addInvoice(client.in('zh-CN'), order.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, data: null, msg: '该订单已申请过发票' });
    expect((await addInvoice(client, order.id)).body.msg).toBe('An invoice has already been requested for this order');
  });

  it('refuses an unpaid or cancelled order, another user’s order, and a bad request', async () => {
    const { tenantId, client } = await customer(server);
    const other = await customer(server);
    const unpaid = await orderOf(server, tenantId, { status: 'unpaid' });
    const cancelled = await orderOf(server, tenantId, { status: 'cancelled' });
    const paid = await orderOf(server, tenantId, { status: 'paid' });
    expect((await addInvoice(client, unpaid.id)).body).toEqual({
      code: 409,
      data: null,
      msg: 'An invoice can only be requested for a paid order',
    });
    expect((await addInvoice(client.in('zh-CN'), cancelled.id)).body.msg).toBe('只有已支付的订单才能申请发票');
    const foreign = await addInvoice(other.client, paid.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('The order was not found');
    expect((await addInvoice(client, paid.id, { ...personal, email: '' })).body.msg).toBe('Email cannot be empty');
    expect((await addInvoice(client.in('zh-CN'), paid.id, { ...personal, title: '' })).body.msg).toBe('请填写发票抬头');
    expect((await addInvoice(caller(server), paid.id)).status).toBe(401);
    // nothing of this left a request behind
    expect((await addInvoice(client, paid.id)).status).toBe(200);
  });

  it('lets one of many concurrent requests for the same order through', async () => {
    const { tenantId, client } = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => addInvoice(client, order.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const rows = await server.database.handle.db.select().from(mallInvoices).where(eq(mallInvoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('tells when a fapiao was issued and where it goes (issue 64)', async () => {
    const { tenantId, client } = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const requested = (await addInvoice(client, order.id)).body.data;
    expect(requested.issuedAt).toBeNull();
    const before = Date.now();
    const issued = (await issue(requested.invoiceId)).body.data;
    expect(Date.parse(issued.issuedAt ?? '')).toBeGreaterThanOrEqual(before - 1_000);
    expect(issued).toMatchObject({ status: 'issued', email: 'li@example.com' });
  });

  it('reissues a requested or issued fapiao with the same details, and not a voided one', async () => {
    const { tenantId, client } = await customer(server);
    const other = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const requested = (await addInvoice(client, order.id, specialCompany)).body.data;

    const foreign = await other.client.delete(`/ommall/srvmall/order/reinvoice/${requested.invoiceId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('The invoice was not found');

    const issued = await issue(requested.invoiceId);
    expect(issued.body.data).toMatchObject({ invoiceId: requested.invoiceId, status: 'issued' });
    const reissued = await client.delete<InvoiceView>(`/ommall/srvmall/order/reinvoice/${requested.invoiceId}`);
    expect(reissued.status).toBe(200);
    expect(reissued.body.data).toMatchObject({
      ...specialCompany,
      taxId: '91350100M000100Y43',
      account: '6225880112345678',
      status: 'requested',
    });
    expect(reissued.body.data.invoiceId).not.toBe(requested.invoiceId);
    expect(await statusOf(requested.invoiceId)).toBe('voided');

    const voidedAgain = await client.delete(`/ommall/srvmall/order/reinvoice/${requested.invoiceId}`);
    expect(voidedAgain.status).toBe(409);
    expect(voidedAgain.body.msg).toBe('This invoice has not been issued yet');
    expect((await client.in('zh-CN').delete(`/ommall/srvmall/order/reinvoice/${requested.invoiceId}`)).body.msg).toBe(
      '该发票尚未开具',
    );
    // the new request can be reissued in turn (requested, not yet issued)
    const second = await client.delete<InvoiceView>(`/ommall/srvmall/order/reinvoice/${reissued.body.data.invoiceId}`);
    expect(second.body.data.status).toBe('requested');
  });

  it('reissues an invoice once when asked twice at the same moment', async () => {
    const { tenantId, client } = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const { invoiceId } = (await addInvoice(client, order.id)).body.data;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.delete(`/ommall/srvmall/order/reinvoice/${invoiceId}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const rows = await server.database.handle.db.select().from(mallInvoices).where(eq(mallInvoices.orderId, order.id));
    expect(rows.filter((row) => row.status !== 'voided')).toHaveLength(1);
  });

  it('issues through the back office only with its token; a voided invoice cannot be issued', async () => {
    const { tenantId, client } = await customer(server);
    const order = await orderOf(server, tenantId, { status: 'paid' });
    const { invoiceId } = (await addInvoice(client, order.id)).body.data;
    expect((await issue(invoiceId, null)).status).toBe(401);
    expect((await issue(invoiceId, 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
    expect(await statusOf(invoiceId)).toBe('requested');
    expect((await issue(invoiceId)).body.data.status).toBe('issued');
    expect((await issue(invoiceId)).body.data.status).toBe('issued');
    await client.delete(`/ommall/srvmall/order/reinvoice/${invoiceId}`);
    const voided = await issue(invoiceId);
    expect(voided.status).toBe(409);
    expect(voided.body.msg).toBe('This invoice has been voided');
    expect((await issue(2_000_000_000)).status).toBe(404);
  });
});
