import {
  type BankTransferSms,
  type Captcha,
  type Contactor,
  type ContactorAddBody,
  type CouponOffer,
  type EditionCode,
  type EnvelopeData,
  type ExtraSeatsQuote,
  type IntroduceSection,
  type invoiceProfileResponse,
  type Language,
  type LicenceRemaining,
  type MallInvoiceRequest,
  type MallOrder,
  type MallOrderInvoice,
  type MallOrderStatus,
  type MallSku,
  message,
  type OrderCheck,
  type OrderDetail,
  type OrderPage,
  type PaymentReceipt,
  type PaymentState,
  type PlaceOrderBody,
  type RenewExpiry,
  type ServiceDetail,
  type ServiceIntroduce,
  type ServiceSummary,
  type StartPaymentResult,
  type UpgradeBody,
  type UpgradeOffer,
  type userInfoResponse,
} from '@tallybook/domain';
import { createHttpClient, type FetchLike, serverSaid } from '../../lib/http';

/** The one product the mall sells today (spec §3 Service codes). */
export const SERVICE_NUMBER = 'KDZHJ01';
const MALL = '/ommall/srvmall';

export type EditionLevel = EditionCode;
export type OrderStatus = MallOrderStatus;
export type Sku = MallSku;
export type Licence = LicenceRemaining;
export type Order = MallOrder;
export type Contact = Contactor;
export type InvoiceRequest = MallInvoiceRequest;
export type InvoiceType = InvoiceRequest['invoiceType'];
export type MediaType = InvoiceRequest['mediaType'];
type InvoiceProfile = EnvelopeData<typeof invoiceProfileResponse>;

export type {
  CouponOffer,
  IntroduceSection,
  OrderCheck,
  OrderDetail,
  OrderPage,
  PaymentState,
  ServiceDetail,
  ServiceSummary,
};
/** An upgrade's quote and its unpaid order (POST license/upgrade). */
export type UpgradeQuote = UpgradeOffer;

/** The mall's calls (spec §7 Mall service), through the one HTTP client; loaders pass their fetch. */
export function mallApi(language: Language, fetch?: FetchLike) {
  const api = createHttpClient({ language, fetch });
  return {
    services: () => api.get<ServiceSummary[]>(`${MALL}/services/display/11`),
    service: (serviceNumber: string) => api.get<ServiceDetail>(`${MALL}/services/${encodeURIComponent(serviceNumber)}`),
    introduce: (serviceNumber: string) =>
      api.get<ServiceIntroduce>(`${MALL}/services/introduce`, {
        query: { serviceNumber },
      }),
    licence: (serviceNumber = SERVICE_NUMBER) =>
      api.get<Licence>(`${MALL}/license/day/remaining`, { query: { serviceNumber } }),
    upgrade: (body: UpgradeBody) => api.post<UpgradeQuote>(`${MALL}/license/upgrade`, body),
    renewExpiry: (skuId: number, quantity: number) =>
      api.get<RenewExpiry>(`${MALL}/license/renew/expiredate`, {
        query: { skuId, quantity },
      }),
    addOnQuote: (type: 'user' | 'store', quantity: number, serviceNumber = SERVICE_NUMBER) =>
      api.get<ExtraSeatsQuote>(`${MALL}/order/adduseraccount/durationandprice`, {
        query: { serviceNumber, type, quantity },
      }),
    createOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      api.post<Order>(`${MALL}/order`, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    check: (orderNo: string) => api.get<OrderCheck>(`${MALL}/order/check`, { query: { orderNo } }),
    order: (orderNo: string) => api.get<OrderDetail>(`${MALL}/order/${encodeURIComponent(orderNo)}`),
    /** A succeeded payment's receipt; `print` is the PDF printer's token in place of a session. */
    receipt: (tradeNo: string, print?: string) =>
      api.get<PaymentReceipt>(`${MALL}/payment/${encodeURIComponent(tradeNo)}/receipt`, { query: { print } }),
    orders: (page: number, pageSize: number, status?: OrderStatus) =>
      api.get<OrderPage>(`${MALL}/order/pagelist`, { query: { page, pageSize, status } }),
    cancel: (order: Pick<Order, 'orderId' | 'userId'>) =>
      api.delete<Order>(`${MALL}/order/${encodeURIComponent(String(order.orderId))}`, {
        query: { userId: String(order.userId) },
      }),
    coupons: (amount: number, serviceNumber = SERVICE_NUMBER) =>
      api.get<CouponOffer[]>(`${MALL}/coupon/couponuser`, { query: { serviceNumber, amount } }),
    contacts: () => api.get<Contactor[]>(`${MALL}/order/contactor/list`),
    addContact: (contact: ContactorAddBody) => api.post<Contactor>(`${MALL}/contactor/add`, contact),
    invoiceProfile: (userId: string | number, productNo: string, mediaType: MediaType, invoiceType: InvoiceType) =>
      api.get<InvoiceProfile>(`${MALL}/order/invoice/${encodeURIComponent(String(userId))}/${productNo}`, {
        query: { mediaType, invoicetype: invoiceType },
      }),
    saveInvoiceProfile: (userId: string | number, profile: InvoiceRequest) =>
      api.post<InvoiceProfile>(`${MALL}/order/invoice/${encodeURIComponent(String(userId))}/save`, profile),
    addInvoice: (orderId: string | number, invoice: InvoiceRequest) =>
      api.post<MallOrderInvoice>(`${MALL}/order/addinvoice/${encodeURIComponent(String(orderId))}`, invoice),
    pay: (orderNo: string, payType: number, returnUrl?: string) =>
      api.post<StartPaymentResult>(`${MALL}/payment`, { orderNo, payType, returnUrl }),
    paymentState: (orderNo: string) => api.get<PaymentState>(`${MALL}/payment/order`, { query: { orderNo } }),
    sendBankDetails: (orderNo: string, captcha: string, captchaId: string) =>
      api.post<BankTransferSms>(`${MALL}/order/bankacct/zhj/sendmsg`, { orderNo, captcha, captchaId }),
    captcha: () => api.get<Captcha>('/webzhj/authcode'),
    me: () => api.get<Pick<EnvelopeData<typeof userInfoResponse>, 'userType' | 'kdUid' | 'phoneHide'>>('/webzhj/info'),
  };
}

export type MallApi = ReturnType<typeof mallApi>;

/** The server's own message of a failed call, when it sent one (not the client's network wording). */
/** spec §7: a goods-list failure shows the server's message, or 获取商品列表出错. */
export function goodsListProblem(result: { body: unknown }, language: Language): string {
  return serverSaid(result) ?? message(language, 'fetchGoodsFailed');
}
