import { type PayBridge, PaymentRejected, type WechatPayOutcome } from './pay-by-type';

interface WeixinBridge {
  invoke(name: string, params: Record<string, unknown>, done: (result: { err_msg?: string }) => void): void;
}
interface TallybookAppBridge {
  pay(payload: string): void;
}
interface AlipayMiniApp {
  tradePay(options: { tradeNO?: unknown; success: () => void; fail: (error: unknown) => void }): void;
}
interface WechatMiniProgram {
  miniProgram?: { navigateTo(options: { url: string }): void };
}

type HostWindow = Window & {
  WeixinJSBridge?: WeixinBridge;
  TallybookApp?: TallybookAppBridge;
  my?: AlipayMiniApp;
  wx?: WechatMiniProgram;
};

/**
 * The bridges a page finds when it runs inside WeChat, the product's app or a mini-app. On the
 * open web none exists, so `appPayTypesAvailable` is false and only hosted-page pay types are offered.
 */
export function browserPayBridge(host: HostWindow = window as HostWindow): PayBridge {
  const missing = (what: string) => new PaymentRejected(`${what} is not available on this page`);
  return {
    wechatInApp: (params) =>
      new Promise<WechatPayOutcome>((resolve, reject) => {
        if (!host.WeixinJSBridge) return reject(missing('WeixinJSBridge'));
        // WeChat JSAPI: err_msg ends in :ok, :cancel or :fail
        host.WeixinJSBridge.invoke('getBrandWCPayRequest', params, (result) => {
          const outcome = result.err_msg ?? '';
          resolve(outcome.endsWith(':ok') ? 'success' : outcome.endsWith(':cancel') ? 'cancelled' : 'failed');
        });
      }),
    handToNativeApp: (payload) => {
      if (!host.TallybookApp) throw missing('The app bridge');
      host.TallybookApp.pay(JSON.stringify(payload));
    },
    alipayMiniApp: (params) =>
      new Promise<void>((resolve, reject) => {
        if (!host.my) return reject(missing('The Alipay mini-app'));
        host.my.tradePay({ tradeNO: params.tradeNO, success: resolve, fail: reject });
      }),
    navigateTo: (url) => {
      if (!host.wx?.miniProgram) throw missing('The mini-program');
      host.wx.miniProgram.navigateTo({ url });
    },
  };
}

/** Whether the page runs where the app pay types (26, 30, 36, 37) can be paid. */
export function appPayTypesAvailable(host: HostWindow = window as HostWindow): boolean {
  return Boolean(host.WeixinJSBridge || host.TallybookApp || host.my || host.wx?.miniProgram);
}
