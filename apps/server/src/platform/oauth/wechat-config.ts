import { z } from 'zod';
import { WECHAT_API_BASE, WECHAT_OPEN_BASE } from './wechat-web-login.ts';

const onOff = z.enum(['true', 'false']).default('true');

/** The WeChat variables, merged into the server's environment schema (config.ts). */
export const wechatEnvironment = {
  WECHAT_LOGIN: onOff,
  WECHAT_LOGIN_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be a WeChat app id (wx and 16 hex digits)')
    .optional(),
  WECHAT_LOGIN_APP_SECRET: z
    .string()
    .regex(/^[0-9a-zA-Z]{32}$/, 'must be the app secret (32 characters)')
    .optional(),
  WECHAT_OFFICIAL_ACCOUNT: onOff,
  WECHAT_MP_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be a WeChat app id (wx and 16 hex digits)')
    .optional(),
  WECHAT_MP_APP_SECRET: z
    .string()
    .regex(/^[0-9a-zA-Z]{32}$/, 'must be the app secret (32 characters)')
    .optional(),
  WECHAT_MP_TOKEN: z
    .string()
    .regex(/^[0-9a-zA-Z]{3,32}$/, 'must be 3 to 32 letters or digits')
    .optional(),
  WECHAT_API_BASE: z.url({ protocol: /^https?$/ }).default(WECHAT_API_BASE),
  WECHAT_OPEN_BASE: z.url({ protocol: /^https?$/ }).default(WECHAT_OPEN_BASE),
};

type WechatVariables = z.output<z.ZodObject<typeof wechatEnvironment>>;

export interface WechatAppConfig {
  appId: string;
  appSecret: string;
}

export interface WechatConfig {
  /** The website application of WeChat login; undefined: the sandbox (SANDBOX on) or switched off. */
  login: WechatAppConfig | undefined;
  /** Switched off on purpose (WECHAT_LOGIN=false): no sandbox either. */
  loginOff: boolean;
  /** The official account (QR follow, event pushes, the payer's open id in WeChat's browser). */
  officialAccount: (WechatAppConfig & { token: string }) | undefined;
  officialAccountOff: boolean;
  apiBase: string;
  openBase: string;
}

const LOGIN_VARIABLES = ['WECHAT_LOGIN_APP_ID', 'WECHAT_LOGIN_APP_SECRET'] as const;
const MP_VARIABLES = ['WECHAT_MP_APP_ID', 'WECHAT_MP_APP_SECRET', 'WECHAT_MP_TOKEN'] as const;

/** Each variable a feature that is on still needs: all of a group set in part, all of it with SANDBOX=false. */
function missing(
  values: WechatVariables,
  names: readonly (keyof WechatVariables)[],
  feature: string,
  sandbox: boolean,
): string[] {
  const absent = names.filter((name) => values[name] === undefined);
  if (absent.length === 0 || (sandbox && absent.length === names.length)) return [];
  const why = sandbox
    ? `${feature} is configured in part: set every one of ${names.join(', ')}, or none`
    : `with SANDBOX=false ${feature} needs its app: set ${names.join(', ')}, or switch it off`;
  return absent.map((name) => `${name}: missing (${why})`);
}

/** The WeChat configuration, and the problems that stop the server (each naming its variable). */
export function readWechatConfig(
  values: WechatVariables,
  sandbox: boolean,
): { wechat: WechatConfig; problems: string[] } {
  const loginOn = values.WECHAT_LOGIN === 'true';
  const mpOn = values.WECHAT_OFFICIAL_ACCOUNT === 'true';
  const problems = [
    ...(loginOn ? missing(values, LOGIN_VARIABLES, 'WeChat login (WECHAT_LOGIN)', sandbox) : []),
    ...(mpOn ? missing(values, MP_VARIABLES, 'the official account (WECHAT_OFFICIAL_ACCOUNT)', sandbox) : []),
  ];
  const login =
    loginOn && values.WECHAT_LOGIN_APP_ID && values.WECHAT_LOGIN_APP_SECRET
      ? { appId: values.WECHAT_LOGIN_APP_ID, appSecret: values.WECHAT_LOGIN_APP_SECRET }
      : undefined;
  const officialAccount =
    mpOn && values.WECHAT_MP_APP_ID && values.WECHAT_MP_APP_SECRET && values.WECHAT_MP_TOKEN
      ? { appId: values.WECHAT_MP_APP_ID, appSecret: values.WECHAT_MP_APP_SECRET, token: values.WECHAT_MP_TOKEN }
      : undefined;
  return {
    wechat: {
      login,
      loginOff: !loginOn,
      officialAccount,
      officialAccountOff: !mpOn,
      apiBase: values.WECHAT_API_BASE,
      openBase: values.WECHAT_OPEN_BASE,
    },
    problems,
  };
}
