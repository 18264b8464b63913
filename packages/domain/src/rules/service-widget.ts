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
