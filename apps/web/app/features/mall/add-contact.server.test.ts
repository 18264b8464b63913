import { describe, expect, it, vi } from 'vitest';
import { addContact } from './add-contact.server';

const answer = (body: unknown) => new Response(JSON.stringify(body));
const contact = { id: 9, name: 'Li Lei', phone: '13800138000', email: null };

describe("the order-check page's contact action", () => {
  it('adds the contact, trimmed, without an empty email, and answers it', async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: contact, msg: 'ok' }));
    const result = await addContact({ name: ' Li Lei ', phone: ' 13800138000', email: '  ' }, 'zh-CN', fetch);
    expect(result).toEqual({ ok: true, contact });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(`${init.method} ${path}`).toBe('POST /ommall/srvmall/contactor/add');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Li Lei', phone: '13800138000' });
  });

  it("answers the mall's refusal as the mall worded it", async () => {
    const fetch = vi.fn(async () => answer({ code: 400, data: null, msg: '手机号码格式不正确' }));
    expect(await addContact({ name: 'Li Lei', phone: '123' }, 'zh-CN', fetch)).toEqual({
      ok: false,
      problem: '手机号码格式不正确',
    });
  });

  it('sends empty fields for a body that is not a form, and lets the mall refuse them', async () => {
    const fetch = vi.fn(async () => answer({ code: 400, data: null, msg: 'Name is required' }));
    expect(await addContact(null, 'en-US', fetch)).toEqual({ ok: false, problem: 'Name is required' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: '', phone: '' });
  });
});
