import { describe, expect, it, vi } from 'vitest';
import { bankTransfer } from './bank-transfer.server';

const answer = (body: unknown) => new Response(JSON.stringify(body));
const captcha = (id: string) => answer({ code: 200, data: { captchaId: id, svg: `<svg>${id}</svg>` }, msg: 'ok' });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
type Call = [string, RequestInit];

describe("the pay page's bank-transfer action", () => {
  it('draws a captcha for the visitor', async () => {
    const fetch = vi.fn(async () => captcha('c1'));
    expect(await bankTransfer(form({ intent: 'bank-captcha' }), 'en-US', fetch)).toEqual({
      ok: true,
      msg: '',
      captcha: { id: 'c1', svg: '<svg>c1</svg>' },
    });
    const [path, init] = fetch.mock.calls[0] as unknown as Call;
    expect(`${init.method} ${path}`).toBe('GET /webzhj/authcode');
  });

  it('texts the details with the answer and the captcha it answers, then draws the next captcha', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 200, data: { sent: true }, msg: 'Sent to 138****8000' }))
      .mockResolvedValueOnce(captcha('c2'));
    const result = await bankTransfer(
      form({ intent: 'bank-details', orderNo: 'TB1', captchaId: 'c1', captcha: ' ab3d ' }),
      'en-US',
      fetch,
    );
    expect(result).toEqual({ ok: true, msg: 'Sent to 138****8000', captcha: { id: 'c2', svg: '<svg>c2</svg>' } });
    const [path, init] = fetch.mock.calls[0] as unknown as Call;
    expect(`${init.method} ${path}`).toBe('POST /ommall/srvmall/order/bankacct/zhj/sendmsg');
    expect(JSON.parse(String(init.body))).toEqual({ orderNo: 'TB1', captcha: 'ab3d', captchaId: 'c1' });
  });

  it("answers a wrong captcha with the mall's words and a fresh captcha", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 400, data: null, msg: '图形验证码错误' }))
      .mockResolvedValueOnce(captcha('c3'));
    const result = await bankTransfer(
      form({ intent: 'bank-details', orderNo: 'TB1', captchaId: 'c1', captcha: 'zzzz' }),
      'zh-CN',
      fetch,
    );
    expect(result).toEqual({ ok: false, problem: '图形验证码错误', captcha: { id: 'c3', svg: '<svg>c3</svg>' } });
  });

  it("refuses an empty answer without asking the mall, in the visitor's language", async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => captcha('c4'));
    const result = await bankTransfer(
      form({ intent: 'bank-details', orderNo: 'TB1', captchaId: 'c1' }),
      'en-US',
      fetch,
    );
    expect(result).toMatchObject({ ok: false, problem: 'Graphic verification or parameter cannot be empty' });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/webzhj/authcode']);
  });

  it('says why when no captcha can be drawn', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ code: 429, data: null, msg: 'Too many requests' }), { status: 429 }),
    );
    expect(await bankTransfer(form({ intent: 'bank-captcha' }), 'en-US', fetch)).toEqual({
      ok: false,
      problem: 'Too many requests',
      captcha: null,
    });
  });
});
