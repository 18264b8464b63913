import { WECHAT_MP_SCAN_PATH } from '@tallybook/domain';

/**
 * WeChat's official account (mp): a temporary QR code carries a scene; when a person scans it and
 * follows, WeChat tells the server which scene and which person (openid of the official account).
 * A real adapter creates the code with qrcode/create (action QR_STR_SCENE) and answers showqrcode's
 * URL of its ticket, and hears the follow from WeChat's event push (subscribe or SCAN with the
 * EventKey). The built-in sandbox is the default: its scan page plays the phone that scans.
 */
export interface WechatMpProvider {
  /** The address the QR code of a scene encodes. */
  qrUrl(input: { sceneId: string; origin: string; expiresInSeconds: number }): Promise<string>;
}

/** A person who followed the official account by scanning a scene's QR code. */
export interface WechatMpFollower {
  openid: string;
  unionid: string;
}

/** What a follow did to its scene: followed now, already followed before, past its time, or no such scene. */
export type WechatMpFollowOutcome = 'followed' | 'used' | 'expired' | 'unknown';

export const sandboxWechatMpProvider: WechatMpProvider = {
  async qrUrl({ sceneId, origin }) {
    return `${origin}${WECHAT_MP_SCAN_PATH}?${new URLSearchParams({ scene: sceneId })}`;
  },
};
