import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { AdPlatform } from './ad-platform.ts';
import { BAIDU_OCPC_UPLOAD_URL, createBaiduOcpc } from './baidu-ocpc.ts';
import { createSandboxAdPlatform } from './sandbox-ad-platform.ts';

/** The ad platform's variables, merged into the server's environment schema (config.ts). */
export const adPlatformEnvironment = {
  BAIDU_OCPC_TOKEN: z.string().trim().min(8, 'must be the account’s OCPC API token').max(256).optional(),
  BAIDU_OCPC_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
};

type AdPlatformVariables = z.output<z.ZodObject<typeof adPlatformEnvironment>>;

/**
 * Who receives ad conversions (decision 0042): Baidu OCPC when its token is set; otherwise the
 * sandbox with SANDBOX on, and nobody with SANDBOX off (forwarding off: conversions are recorded and
 * wait), never the sandbox.
 */
export type AdPlatformConfig =
  | { provider: 'baidu-ocpc'; token: string; endpoint: string }
  | { provider: 'sandbox' }
  | { provider: 'off' };

/** The ad platform's configuration, and the problems that stop the server (each naming its variable). */
export function readAdPlatformConfig(
  values: AdPlatformVariables,
  context: { sandbox: boolean },
): { adPlatform: AdPlatformConfig; problems: string[] } {
  if (values.BAIDU_OCPC_TOKEN) {
    return {
      adPlatform: {
        provider: 'baidu-ocpc',
        token: values.BAIDU_OCPC_TOKEN,
        endpoint: values.BAIDU_OCPC_ENDPOINT ?? BAIDU_OCPC_UPLOAD_URL,
      },
      problems: [],
    };
  }
  const adPlatform: AdPlatformConfig = context.sandbox ? { provider: 'sandbox' } : { provider: 'off' };
  // An endpoint without the token would leave conversions on the sandbox, or unsent, by surprise.
  const problems = values.BAIDU_OCPC_ENDPOINT
    ? ['BAIDU_OCPC_TOKEN: missing (BAIDU_OCPC_ENDPOINT is set: set the token too, or unset the endpoint)']
    : [];
  return { adPlatform, problems };
}

/** The configured ad platform; undefined when forwarding is off (SANDBOX off and no Baidu token). */
export function adPlatformFromConfig(
  config: AdPlatformConfig,
  db: Database,
  deps: { fetch?: typeof fetch } = {},
): AdPlatform | undefined {
  switch (config.provider) {
    case 'baidu-ocpc':
      return createBaiduOcpc({ token: config.token, endpoint: config.endpoint, fetch: deps.fetch });
    case 'sandbox':
      return createSandboxAdPlatform(db);
    case 'off':
      return undefined;
  }
}
