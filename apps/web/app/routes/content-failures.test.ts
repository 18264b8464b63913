import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader as caseListLoader } from './case-list';
import { loader as homeLoader } from './home';
import { loader as newsListLoader } from './news-list';

// spec §8: a content call that fails is logged (the server's message, or 获取数据失败 / 获取新闻列表出错),
// never shown; the page still renders what it can. These loaders run on the server, so "the console"
// is the rendering process's.

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function loaderArgs(url: string, apiFetch: () => Promise<Response>, params: Record<string, string> = {}) {
  // the loaders read only the request, the in-process API and the route's params
  return { request: new Request(url), context: { apiFetch }, params } as never;
}

afterEach(() => vi.restoreAllMocks());

describe('content pages when the content API fails', () => {
  it('render the home page without its content and log the server’s message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await homeLoader(
      loaderArgs('http://localhost/?lang=zh-CN', json(503, { success: false, data: null, msg: '内容服务繁忙' })),
    );
    expect(data).toMatchObject({ products: [], partners: [], cases: [], news: [] });
    expect(data.claims.merchants).toBe('300万+');
    expect(logged).toHaveBeenCalledWith('内容服务繁忙');
  });

  it('fall back to 获取新闻列表出错 and 获取数据失败 when the server says nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = await newsListLoader(
      loaderArgs('http://localhost/news?lang=zh-CN', json(200, { success: false, data: null, msg: '' }), {
        category_alias: 'news',
      }),
    );
    expect(data).toMatchObject({ total: 0 });
    expect(logged.mock.calls.map(([text]) => text)).toEqual(['获取新闻列表出错', '获取数据失败']);
  });

  it('render the case list empty and log 获取数据失败 in Chinese, the default in English', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await caseListLoader(loaderArgs('http://localhost/case?lang=zh-CN', json(200, { success: false, msg: '' })));
    expect(logged).toHaveBeenCalledWith('获取数据失败');
    logged.mockClear();
    await caseListLoader(loaderArgs('http://localhost/case?lang=en-US', json(200, { success: false, msg: '' })));
    expect(logged).toHaveBeenCalledWith('Failed to get data');
  });

  it('log the default when no answer came at all', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unreachable = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    const data = await caseListLoader(loaderArgs('http://localhost/case?lang=zh-CN', unreachable));
    expect(data).toMatchObject({ total: 0 });
    expect(logged.mock.calls.map(([text]) => text)).toEqual(['获取数据失败', '获取数据失败']);
  });
});
