import { z } from 'zod';
import { ALIPAY_GATEWAY } from '../payments/alipay.ts';
import type { AlipayConfig } from '../payments/payment-config.ts';

/** A sandbox transfer is processing for at most a day before a query finds it done. */
const MAX_SANDBOX_DELAY_MS = 24 * 60 * 60 * 1000;

/** The payout variables, merged into the server's environment schema (config.ts). */
export const payoutEnvironment = {
  PAYOUT_PROVIDER: z.enum(['alipay']).optional(),
  PAYOUT_ALIPAY_APP_ID: z.string().regex(/^\d+$/, 'must be the application id (digits)').optional(),
  PAYOUT_ALIPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  PAYOUT_ALIPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  PAYOUT_ALIPAY_GATEWAY: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PAYOUT_ALIPAY_APP_CERT_FILE: z.string().min(1).optional(),
  PAYOUT_ALIPAY_ROOT_CERT_FILE: z.string().min(1).optional(),
  PAYOUT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(MAX_SANDBOX_DELAY_MS).default(0),
};

type PayoutVariables = z.output<z.ZodObject<typeof payoutEnvironment>>;

export interface AlipayPayoutConfig {
  /** Whose variables hold the credentials: the payouts' own, or the payments' Alipay app's. */
  variables: 'PAYOUT_ALIPAY' | 'ALIPAY';
  appId: string;
  privateKeyFile: string;
  publicKeyFile: string;
  gateway: string;
  /** Public-key-certificate mode (Alipay asks it of transfers): the app's and Alipay's root certificate files. */
  certificates: { appCertFile: string; rootCertFile: string } | undefined;
}

/**
 * Who pays partners' withdrawals to bank cards: Alipay (PAYOUT_PROVIDER=alipay); with SANDBOX on and
 * no provider, the sandbox; with SANDBOX off and no provider, nobody (payouts off), never the sandbox.
 */
export type PayoutConfig =
  | { provider: 'alipay'; alipay: AlipayPayoutConfig }
  | { provider: 'sandbox'; completionDelayMs: number }
  | { provider: 'off' };

const OWN_VARIABLES = [
  'PAYOUT_ALIPAY_APP_ID',
  'PAYOUT_ALIPAY_PRIVATE_KEY_FILE',
  'PAYOUT_ALIPAY_PUBLIC_KEY_FILE',
] as const;
const CERTIFICATE_VARIABLES = ['PAYOUT_ALIPAY_APP_CERT_FILE', 'PAYOUT_ALIPAY_ROOT_CERT_FILE'] as const;

/** A group configured in part is a mistake: each missing variable is named. */
function missingOf(values: PayoutVariables, names: readonly (keyof PayoutVariables)[], group: string): string[] {
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length === 0 || missing.length === names.length) return [];
  return missing.map(
    (name) => `${name}: missing (${group} is configured in part: set every one of ${names.join(', ')}, or none)`,
  );
}

function readAlipay(
  values: PayoutVariables,
  paymentAlipay: AlipayConfig | undefined,
): { alipay: AlipayPayoutConfig | undefined; problems: string[] } {
  const certificates =
    values.PAYOUT_ALIPAY_APP_CERT_FILE && values.PAYOUT_ALIPAY_ROOT_CERT_FILE
      ? { appCertFile: values.PAYOUT_ALIPAY_APP_CERT_FILE, rootCertFile: values.PAYOUT_ALIPAY_ROOT_CERT_FILE }
      : undefined;
  const gateway = values.PAYOUT_ALIPAY_GATEWAY ?? paymentAlipay?.gateway ?? ALIPAY_GATEWAY;
  if (values.PAYOUT_ALIPAY_APP_ID && values.PAYOUT_ALIPAY_PRIVATE_KEY_FILE && values.PAYOUT_ALIPAY_PUBLIC_KEY_FILE) {
    const alipay: AlipayPayoutConfig = {
      variables: 'PAYOUT_ALIPAY',
      appId: values.PAYOUT_ALIPAY_APP_ID,
      privateKeyFile: values.PAYOUT_ALIPAY_PRIVATE_KEY_FILE,
      publicKeyFile: values.PAYOUT_ALIPAY_PUBLIC_KEY_FILE,
      gateway,
      certificates,
    };
    return { alipay, problems: [] };
  }
  // None of the payouts' own: the payments' Alipay app pays out too, when it is configured.
  if (OWN_VARIABLES.every((name) => values[name] === undefined) && paymentAlipay) {
    const alipay: AlipayPayoutConfig = {
      variables: 'ALIPAY',
      appId: paymentAlipay.appId,
      privateKeyFile: paymentAlipay.privateKeyFile,
      publicKeyFile: paymentAlipay.publicKeyFile,
      gateway,
      certificates,
    };
    return { alipay, problems: [] };
  }
  // Configured in part: readPayoutConfig names each missing variable already.
  if (OWN_VARIABLES.some((name) => values[name] !== undefined)) return { alipay: undefined, problems: [] };
  return {
    alipay: undefined,
    problems: [
      `PAYOUT_ALIPAY_*: missing (PAYOUT_PROVIDER=alipay needs Alipay credentials: set every one of ${OWN_VARIABLES.join(', ')}, or the payments' ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY_FILE)`,
    ],
  };
}

/** The payout configuration, and the problems that stop the server (each a line naming its variable). */
export function readPayoutConfig(
  values: PayoutVariables,
  context: { sandbox: boolean; paymentAlipay: AlipayConfig | undefined },
): { payouts: PayoutConfig; problems: string[] } {
  const problems = [
    ...missingOf(values, OWN_VARIABLES, 'Alipay for payouts'),
    ...missingOf(values, CERTIFICATE_VARIABLES, "Alipay's certificate mode for payouts"),
  ];
  const off: PayoutConfig = context.sandbox
    ? { provider: 'sandbox', completionDelayMs: values.PAYOUT_SANDBOX_DELAY_MS }
    : { provider: 'off' };
  if (values.PAYOUT_PROVIDER !== 'alipay') {
    const alipaySet = [...OWN_VARIABLES, ...CERTIFICATE_VARIABLES, 'PAYOUT_ALIPAY_GATEWAY' as const].filter(
      (name) => values[name] !== undefined,
    );
    // Credentials without the switch would leave withdrawals on the sandbox, or unpaid, by surprise.
    if (alipaySet.length > 0) {
      problems.push(
        `PAYOUT_PROVIDER: missing (${alipaySet.join(', ')} set: set PAYOUT_PROVIDER=alipay, or unset them)`,
      );
    }
    return { payouts: off, problems };
  }
  const { alipay, problems: alipayProblems } = readAlipay(values, context.paymentAlipay);
  problems.push(...alipayProblems);
  return { payouts: alipay ? { provider: 'alipay', alipay } : off, problems };
}
