// Ad platforms (decision 0042): conversions of ad clicks forwarded to Baidu OCPC, or to the sandbox.

export { type AdConversionToForward, AdForwardingFailed, type AdPlatform } from './ad-platform.ts';
export {
  type AdPlatformConfig,
  adPlatformEnvironment,
  adPlatformFromConfig,
  readAdPlatformConfig,
} from './ad-platform-config.ts';
export { BAIDU_OCPC_UPLOAD_URL, baiduOcpcRequestBody, createBaiduOcpc } from './baidu-ocpc.ts';
export {
  createSandboxAdPlatform,
  listSandboxAdConversions,
  SANDBOX_AD_TOKEN,
  SANDBOX_FAIL_PARAM,
} from './sandbox-ad-platform.ts';
