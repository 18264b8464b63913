import type { ActivationOffer, ActivationPayMode, PartnerActivation } from '@tallybook/domain';

/** spec §2: the activation screen, and the screen of one activation with its pay link. */
export const ACTIVATION_PATH = '/agent/open';
export const ACTIVATED_PATH = '/agent/open-success';

/**
 * The activation screen's forms post to its action (decision 0022): check only reads, activate places
 * the order, topUp starts a payment of the ordering balance (decision 0041).
 */
export const ACTIVATION_INTENTS = { check: 'check', activate: 'activate', topUp: 'topUp' } as const;
export type ActivationIntent = (typeof ACTIVATION_INTENTS)[keyof typeof ACTIVATION_INTENTS];

/** The choices as the form sent them (text, as typed or chosen), kept so that a refused form shows them again. */
export interface ActivationSelection {
  merchantId: string;
  serviceNumber: string;
  skuId: string;
  /** link: the customer pays a pay link; balance: the partner pays from its ordering balance. */
  payMode: ActivationPayMode;
}

/** The field a refusal is about; null when it is about the whole selection (spec §5's message) or anything else. */
export type ActivationField = Exclude<keyof ActivationSelection, 'payMode'>;

/** What the action answers: the offer with the key its confirmation is sent with, or the server's message. */
export type ActivationAnswer =
  | {
      intent: typeof ACTIVATION_INTENTS.check;
      ok: true;
      selection: ActivationSelection;
      offer: ActivationOffer;
      /** Drawn for this offer: a second click or a resubmitted confirmation activates once. */
      idempotencyKey: string;
    }
  | {
      intent: Exclude<ActivationIntent, 'topUp'>;
      ok: false;
      selection: ActivationSelection;
      problem: string;
      field: ActivationField | null;
    };

/** A top-up the server refused (a started one goes on to the provider's page): the amount as typed, and why. */
export interface TopUpAnswer {
  intent: typeof ACTIVATION_INTENTS.topUp;
  ok: false;
  amountYuan: string;
  problem: string;
}

/** The screen of one activation. */
export const activatedHref = (orderNo: string) => `${ACTIVATED_PATH}?${new URLSearchParams({ orderNo })}`;

/** The activation form for a customer, chosen already (from the customer's own screen). */
export const activationHref = (merchantId: number) =>
  `${ACTIVATION_PATH}?${new URLSearchParams({ merchantId: String(merchantId) })}`;

/** An activation's pay link: the mall's pay page on this site. */
export const payLinkOf = (origin: string, activation: Pick<PartnerActivation, 'payPath'>) =>
  activation.payPath ? new URL(activation.payPath, origin).toString() : null;

/**
 * The customer an activation is for, as the partner names it: the shop and the hidden phone, or the
 * phone alone. The phone is isolated left to right (U+2066…U+2069), so that an Arabic page, and a
 * select's option where no element can isolate it, shows 139****5678 and not its digits turned round.
 */
export const customerNameOf = (row: { shopName: string; phone: string }) => {
  const phone = `\u2066${row.phone}\u2069`;
  return row.shopName ? `${row.shopName} (${phone})` : phone;
};

const KEY = /^[\x21-\x7e]{1,128}$/;
/** An Idempotency-Key as the server takes one: 1 to 128 visible ASCII characters. */
export const isIdempotencyKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);
