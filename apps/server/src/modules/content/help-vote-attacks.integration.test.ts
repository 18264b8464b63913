import type { HelpArticleDetail, HelpFeedback } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** The attacks of issue 10 on the help vote, a state-changing GET (spec §7 names the method). */
describe('the help vote under attack', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  const articleId = async (keyword: string) => {
    const response = await fetch(`${server.baseUrl}/api/help?keyword=${encodeURIComponent(keyword)}`);
    const body = (await response.json()) as { data: { list: Array<{ id: number }> } };
    return body.data.list[0]?.id ?? 0;
  };
  const counters = async (id: number) => {
    const body = (await (await fetch(`${server.baseUrl}/api/help/${id}`)).json()) as { data: HelpArticleDetail };
    return { useful: body.data.useful, useless: body.data.useless };
  };
  const vote = (id: number, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/help/addUsefulOrUseless?id=${id}&type=useful`, { headers });

  it('refuses the votes of a foreign page’s images: two views of 20 images add nothing', async () => {
    const id = await articleId('negative');
    const before = await counters(id);
    // A browser loading <img src=".../addUsefulOrUseless"> on evil.example sends no SameSite=Lax cookie.
    const views: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/page.html', 'accept-language': 'zh-CN' },
      { referer: 'https://evil.example/page.html', 'accept-language': 'zh-CN' },
    ];
    const answers = await Promise.all(views.flatMap((headers) => Array.from({ length: 20 }, () => vote(id, headers))));
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ success: false, data: null, msg: '该请求并非来自本站，已被拒绝' });
    }
    expect(await counters(id)).toEqual(before);
  });

  it('refuses a vote whose Origin is another site', async () => {
    const id = await articleId('negative');
    const answer = await vote(id, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });

  it('counts 40 votes of one visitor that drops its cookie once', async () => {
    const id = await articleId('credit limits');
    const before = await counters(id);
    const answers = await Promise.all(Array.from({ length: 40 }, () => vote(id, { 'sec-fetch-site': 'same-origin' })));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ data: HelpFeedback }>;
    expect(bodies.filter((body) => body.data.counted)).toHaveLength(1);
    expect(await counters(id)).toEqual({ ...before, useful: before.useful + 1 });
  });

  it('still counts a vote from our own page, and one per visitor cookie', async () => {
    const id = await articleId('password');
    const before = await counters(id);
    const cookie = 'tb_visitor=0b6f4b0e-0000-4000-8000-000000000abc';
    const first = await vote(id, { 'sec-fetch-site': 'same-origin', cookie });
    const again = await vote(id, { 'sec-fetch-site': 'same-origin', cookie });
    expect(((await first.json()) as { data: HelpFeedback }).data.counted).toBe(true);
    expect(((await again.json()) as { data: HelpFeedback }).data.counted).toBe(false);
    expect(await counters(id)).toEqual({ ...before, useful: before.useful + 1 });
  });
});
