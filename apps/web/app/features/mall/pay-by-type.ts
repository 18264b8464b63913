import { type Language, message, SUCCESS_CODE } from '@tallybook/domain';

/** spec §4 Payment by type: the payTypes paid inside an app rather than on a hosted page. */
export const APP_PAY_TYPES = { wechatInApp: 26, nativeApp: 30, alipayMiniApp: 36, miniProgram: 37 } as const;

/** What the wechat in-app payment reports back. */
export type WechatPayOutcome = 'success' | 'failed' | 'cancelled';

/**
 * The host that can pay inside an app (the product's app or WeChat). On our web pages none of
 * these exist; a page running inside the app injects the real one.
 */
export interface PayBridge {
  /** 26: the WeChat JS bridge's payment with the provider's parameters. */
  wechatInApp(params: Record<string, unknown>): Promise<WechatPayOutcome>;
  /** 30: the whole payload is handed to the native app. */
  handToNativeApp(payload: Record<string, unknown>): void;
  /** 36: the Alipay mini-app payment. */
  alipayMiniApp(params: Record<string, unknown>): Promise<void>;
  /** 37: the mini-program's payment page. */
  navigateTo(url: string): void;
}

/** The payment call's answer as it arrived: the envelope code and its data. */
export interface PaymentResponse<T> {
  code?: number;
  data: T | null;
  msg: string;
  body: unknown;
}

export interface AppPayment {
  tradeNo: string;
  amount: number;
  params: Record<string, unknown> | null;
}

export interface PayByTypeRequest<T extends AppPayment> {
  payType: number;
  /** The payment payload; `wx` (the WeChat helper object) never leaves the browser. */
  payload: Record<string, unknown> & { wx?: unknown };
  send: (payload: Record<string, unknown>) => Promise<PaymentResponse<T>>;
  bridge: PayBridge;
  language: Language;
  /** 37: the mini-program page the result data goes to. */
  miniProgramPage?: string;
}

/** A payment that did not succeed, with the response or the outcome that ended it. */
export class PaymentRejected extends Error {
  constructor(
    message: string,
    readonly response?: PaymentResponse<unknown>,
  ) {
    super(message);
    this.name = 'PaymentRejected';
  }
}

const DEFAULT_MINI_PROGRAM_PAGE = '/pages/pay/index';

/**
 * spec §4: sends the payment (without the wx helper), rejects with the response when the code is
 * not 200, then pays by type: 26 WeChat in-app (支付失败 / 已取消支付 reject), 30 to the native
 * app, 36 Alipay mini-app, 37 to the mini-program page with amount, trade number and result data;
 * every other type resolves as success with the response.
 */
export async function payByType<T extends AppPayment>(request: PayByTypeRequest<T>): Promise<PaymentResponse<T>> {
  const { wx: _helper, ...payload } = request.payload;
  const response = await request.send(payload);
  if (response.code !== SUCCESS_CODE) throw new PaymentRejected(response.msg, response);
  const params = response.data?.params ?? {};
  switch (request.payType) {
    case APP_PAY_TYPES.wechatInApp: {
      const outcome = await request.bridge.wechatInApp(params);
      if (outcome === 'failed') throw new PaymentRejected(message(request.language, 'paymentFailed'), response);
      if (outcome === 'cancelled') throw new PaymentRejected(message(request.language, 'paymentCancelled'), response);
      return response;
    }
    case APP_PAY_TYPES.nativeApp:
      request.bridge.handToNativeApp({ ...payload, ...(response.data ?? {}) });
      return response;
    case APP_PAY_TYPES.alipayMiniApp:
      await request.bridge.alipayMiniApp(params);
      return response;
    case APP_PAY_TYPES.miniProgram: {
      const query = new URLSearchParams({
        amount: String(response.data?.amount ?? ''),
        tradeNo: response.data?.tradeNo ?? '',
        resultData: JSON.stringify(params),
      });
      request.bridge.navigateTo(`${request.miniProgramPage ?? DEFAULT_MINI_PROGRAM_PAGE}?${query}`);
      return response;
    }
    default:
      return response;
  }
}
