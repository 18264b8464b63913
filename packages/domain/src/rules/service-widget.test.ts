import { describe, expect, it } from 'vitest';
import { chatQueueFor, isInProductApp, serviceWidget, supportOpenAt } from './service-widget.ts';

const at = (path: string, overrides: Partial<Parameters<typeof serviceWidget>[0]> = {}) =>
  serviceWidget({ path, device: 'desktop', inProductApp: false, kefu: true, ...overrides });

describe('customer-service widget (spec §2)', () => {
  it('shows with chat on an ordinary page', () => {
    expect(at('/price')).toEqual({ visible: true, chat: true });
  });

  it('hides where the route says kefu false', () => {
    expect(at('/price', { kefu: false })).toEqual({ visible: false, chat: false });
  });

  it('hides on mobile at / and /agent/intro-us, but not on desktop', () => {
    expect(at('/', { device: 'ios' }).visible).toBe(false);
    expect(at('/agent/intro-us/', { device: 'android' }).visible).toBe(false);
    expect(at('/', { device: 'desktop' }).visible).toBe(true);
    expect(at('/price', { device: 'android' }).visible).toBe(true);
  });

  it('hides inside the product’s own app', () => {
    expect(isInProductApp('Mozilla/5.0 (Linux; Android 15) TallybookApp/6.4.1')).toBe(true);
    expect(isInProductApp('Mozilla/5.0 (Linux; Android 15)')).toBe(false);
    expect(at('/price', { inProductApp: true }).visible).toBe(false);
  });

  it('starts no chat on login, register, forgetpwd, order/check and order/pay', () => {
    for (const path of ['/login', '/register', '/forgetpwd', '/order/check', '/order/pay', '/agent/login']) {
      expect(at(path), path).toEqual({ visible: true, chat: false });
    }
  });

  it('sends paying and non-paying visitors to different queues', () => {
    expect(chatQueueFor(true)).toBe('customers');
    expect(chatQueueFor(false)).toBe('prospects');
  });
});

describe('supportOpenAt (the chat says when to expect a reply by it)', () => {
  it('is open from 08:30 to before 18:15 in UTC+8, whatever the clock of the machine', () => {
    expect(supportOpenAt(new Date('2026-12-08T00:29:59Z'))).toBe(false); // 08:29:59 in Beijing
    expect(supportOpenAt(new Date('2026-12-08T00:30:00Z'))).toBe(true);
    expect(supportOpenAt(new Date('2026-12-08T10:14:59Z'))).toBe(true); // 18:14:59
    expect(supportOpenAt(new Date('2026-12-08T10:15:00Z'))).toBe(false);
    expect(supportOpenAt(new Date('2026-12-08T17:00:00Z'))).toBe(false); // 01:00 the next day
  });
});
