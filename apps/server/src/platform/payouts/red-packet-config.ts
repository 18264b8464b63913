import { readFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { RedPacketProvider } from './red-packet-provider.ts';
import { createSandboxRedPackets } from './sandbox-red-packets.ts';
import { createWechatRedPackets, merchantCertificateTransport, WECHAT_PAY_V2_BASE } from './wechat-red-packets.ts';

/** The red-packet variables, merged into the server's environment schema (config.ts). */
export const redPacketEnvironment = {
  REDPACK_MCHID: z
    .string()
    .regex(/^\d{8,12}$/, 'must be the WeChat Pay merchant number (digits)')
    .optional(),
  REDPACK_APPID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be the official account’s app id (wx…)')
    .optional(),
  REDPACK_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{32}$/, 'must be the 32-character API v2 key')
    .optional(),
  REDPACK_CERT_P12_FILE: z.string().min(1).optional(),
  REDPACK_CLIENT_IP: z.string().refine(isIPv4, 'must be this server’s IPv4 address').optional(),
  REDPACK_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
};

type RedPacketVariables = z.output<z.ZodObject<typeof redPacketEnvironment>>;

const REQUIRED = [
  'REDPACK_MCHID',
  'REDPACK_APPID',
  'REDPACK_API_KEY',
  'REDPACK_CERT_P12_FILE',
  'REDPACK_CLIENT_IP',
] as const;

/**
 * Who pays inviters' red packets: WeChat Pay (every REDPACK_* set); with SANDBOX on and none set, the
 * sandbox; with SANDBOX off and none set, nobody (send/redpack answers 503), never the sandbox.
 */
export type RedPacketConfig =
  | {
      provider: 'wechat';
      mchId: string;
      appId: string;
      apiKey: string;
      certP12File: string;
      clientIp: string;
      baseUrl: string;
    }
  | { provider: 'sandbox' }
  | { provider: 'off' };

export function readRedPacketConfig(
  values: RedPacketVariables,
  context: { sandbox: boolean },
): { redPackets: RedPacketConfig; problems: string[] } {
  const missing = REQUIRED.filter((name) => values[name] === undefined);
  const off: RedPacketConfig = context.sandbox ? { provider: 'sandbox' } : { provider: 'off' };
  if (missing.length === REQUIRED.length) return { redPackets: off, problems: [] };
  if (missing.length > 0) {
    return {
      redPackets: off,
      problems: missing.map(
        (name) =>
          `${name}: missing (red packets are configured in part: set every one of ${REQUIRED.join(', ')}, or none)`,
      ),
    };
  }
  return {
    redPackets: {
      provider: 'wechat',
      mchId: values.REDPACK_MCHID as string,
      appId: values.REDPACK_APPID as string,
      apiKey: values.REDPACK_API_KEY as string,
      certP12File: values.REDPACK_CERT_P12_FILE as string,
      clientIp: values.REDPACK_CLIENT_IP as string,
      baseUrl: values.REDPACK_API_BASE ?? WECHAT_PAY_V2_BASE,
    },
    problems: [],
  };
}

/** The provider of a configuration; undefined when red packets are off. */
export function redPacketProviderFromConfig(
  config: RedPacketConfig,
  db: Database,
  readFile: (path: string) => Buffer = (path) => readFileSync(path),
): RedPacketProvider | undefined {
  switch (config.provider) {
    case 'wechat':
      return createWechatRedPackets({
        mchId: config.mchId,
        appId: config.appId,
        apiKey: config.apiKey,
        clientIp: config.clientIp,
        baseUrl: config.baseUrl,
        // WeChat Pay's certificate file is protected by the merchant number
        transport: merchantCertificateTransport(readFile(config.certP12File), config.mchId),
      });
    case 'sandbox':
      return createSandboxRedPackets(db);
    case 'off':
      return undefined;
  }
}
