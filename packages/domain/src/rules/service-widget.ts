import { BUSINESS_HOURS } from './constants.ts';
import type { DevicePlatform } from './downloads.ts';

/** The product's own app opens pages in a web view whose user agent carries this marker. */
export const IN_APP_USER_AGENT_MARKER = 'TallybookApp';

export function isInProductApp(userAgent: string | null | undefined): boolean {
  return (userAgent ?? '').includes(IN_APP_USER_AGENT_MARKER);
}

// spec §2: the widget is hidden on mobile at / and /agent/intro-us
const HIDDEN_ON_MOBILE = ['/', '/agent/intro-us'];
// spec §2: online chat is not started on login, register, forgetpwd, order/check and order/pay
const NO_CHAT_PATHS = ['/login', '/register', '/forgetpwd', '/order/check', '/order/pay'];

export interface WidgetPlacement {
  path: string;
  device: DevicePlatform;
  inProductApp: boolean;
  /** The route's `kefu` metadata. */
  kefu: boolean;
}

function trimmed(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** spec §2: whether the customer-service widget shows, and whether it may start a chat. */
export function serviceWidget(placement: WidgetPlacement): { visible: boolean; chat: boolean } {
  const path = trimmed(placement.path);
  const visible =
    placement.kefu && !placement.inProductApp && !(placement.device !== 'desktop' && HIDDEN_ON_MOBILE.includes(path));
  const chat = visible && !NO_CHAT_PATHS.some((blocked) => path === blocked || path.endsWith(blocked));
  return { visible, chat };
}

/** spec §2: paying and non-paying visitors are served by different chat queues. */
/** The longest chat message a visitor or an agent may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

export const CHAT_QUEUES = ['customers', 'prospects'] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];

export function chatQueueFor(payingUser: boolean): ChatQueue {
  return payingUser ? 'customers' : 'prospects';
}

// the business calendar is UTC+8 all year (no daylight saving)
const BUSINESS_OFFSET_MINUTES = 8 * 60;

const minutesOf = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * Whether the team answers chats at `now`: inside the support hours of the business calendar
 * (spec §1: BUSINESS_HOURS, UTC+8, every day). The chat's acknowledgement says when to expect a reply by it.
 */
export function supportOpenAt(now: Date, hours: { opens: string; closes: string } = BUSINESS_HOURS): boolean {
  const minuteOfDay = Math.floor((now.getTime() / 60_000 + BUSINESS_OFFSET_MINUTES) % (24 * 60));
  return minuteOfDay >= minutesOf(hours.opens) && minuteOfDay < minutesOf(hours.closes);
}
