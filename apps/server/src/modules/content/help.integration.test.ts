import type {
  Category,
  CategoryNode,
  HelpArticleContent,
  HelpArticleDetail,
  HelpArticlePage,
  HelpFeedback,
} from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addHelpArticle } from './add-help-article.ts';
import { categories } from './help.tables.ts';

const VISITOR_COOKIE = /^tb_visitor=([0-9a-f-]{36});/;

describe('the help centre', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tree: CategoryNode;
  const byAlias = new Map<string, CategoryNode>();

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
    tree = (await api.get<CategoryNode>('/api/category?alias=tallybook')).body.data;
    const visit = (node: CategoryNode) => {
      if (node.alias) byAlias.set(node.alias, node);
      node.children.forEach(visit);
    };
    visit(tree);
  });
  afterAll(async () => {
    await server.close();
  });

  const idOf = (alias: string) => byAlias.get(alias)?.id ?? 0;
  const list = async (query: string, headers: Record<string, string> = {}) =>
    (await api.get<HelpArticlePage>(`/api/help${query}`, headers)).body.data;

  describe('GET /api/category', () => {
    it('answers the tree under its alias, three levels below the root, in order', () => {
      expect(tree).toMatchObject({ alias: 'tallybook', level: 0, parent_id: null, name: 'Tallybook Help Centre' });
      expect(tree.children.map((node) => node.alias)).toEqual([
        'getting-started',
        'inventory',
        'sales',
        'finance',
        'account',
      ]);
      expect(tree.children[0]?.icon).toBe('/images/content/help/icon-getting-started.svg');
      const purchase = byAlias.get('purchase-receipts');
      expect(purchase).toMatchObject({ level: 3, parent_id: idOf('stock-in-out'), children: [] });
    });

    it('names the categories in Chinese', async () => {
      const { body } = await api.get<CategoryNode>('/api/category?alias=tallybook&lang=zh-CN');
      expect(body.data.children.map((node) => node.name)).toEqual([
        '入门指南',
        '库存管理',
        '销售与订单',
        '财务与报表',
        '订购与账户',
      ]);
    });

    it('answers 404 for an unknown tree and for a category that is not a root', async () => {
      for (const alias of ['manuals', 'inventory']) {
        const { status, body } = await api.get<null>(`/api/category?alias=${alias}`);
        expect(status).toBe(404);
        expect(body.msg).toBe(`Category ${alias} was not found`);
      }
    });

    it('refuses a request without an alias, naming it', async () => {
      const { status, body } = await api.get<null>('/api/category');
      expect(status).toBe(400);
      expect(body.msg).toContain('alias');
    });
  });

  describe('GET /api/category/{id}/ancestors', () => {
    it('answers the path from the root down to the category, root first', async () => {
      const { body } = await api.get<Category[]>(`/api/category/${idOf('purchase-receipts')}/ancestors?lang=zh-TW`);
      expect(body.data.map((category) => [category.alias, category.level, category.name])).toEqual([
        ['tallybook', 0, 'Tallybook 說明中心'],
        ['inventory', 1, '庫存管理'],
        ['stock-in-out', 2, '進出貨'],
        ['purchase-receipts', 3, '採購進貨'],
      ]);
    });

    it('answers the root alone for the root', async () => {
      const { body } = await api.get<Category[]>(`/api/category/${tree.id}/ancestors`);
      expect(body.data.map((category) => category.alias)).toEqual(['tallybook']);
    });

    it('answers 404 for an unknown category and 400 for an id that is not a number', async () => {
      const missing = await api.get<null>('/api/category/987654/ancestors');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, data: null, msg: 'Category 987654 was not found' });
      const bad = await api.get<null>('/api/category/help/ancestors');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('id');
    });
  });

  describe('GET /api/help', () => {
    it('lists every article of the tree, 30 to a page, with the fields of spec §3', async () => {
      const page = await list('?category_alias=tallybook');
      expect(page.total).toBeGreaterThanOrEqual(40);
      expect(page.page_size).toBe(30);
      expect(page.list).toHaveLength(30);
      expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
        [
          'category_id',
          'create_time',
          'hits',
          'id',
          'is_video',
          'recommend',
          'summary',
          'thumbnail',
          'title',
          'type',
          'useful',
          'useless',
          'wrapper',
        ].sort(),
      );
      const second = await list('?category_alias=tallybook&page=2');
      expect(second.list).toHaveLength(page.total - 30);
      expect(second.list.map((article) => article.id)).not.toContain(page.list[0]?.id);
      expect((await list('?category_alias=tallybook&page=3')).list).toEqual([]);
    });

    it('answers the recommended list with recommend=2', async () => {
      const page = await list('?recommend=2&page_size=100');
      expect(page.total).toBeGreaterThanOrEqual(6);
      for (const article of page.list) expect(article.recommend).toBe(2);
    });

    it('lists a category with everything below it', async () => {
      const inventory = await list(`?category_id=${idOf('inventory')}&page_size=100`);
      const below = new Set<number>();
      const collect = (node: CategoryNode) => {
        below.add(node.id);
        node.children.forEach(collect);
      };
      collect(byAlias.get('inventory') as CategoryNode);
      expect(inventory.total).toBe(11);
      for (const article of inventory.list) expect(below.has(article.category_id)).toBe(true);
      const leaf = await list(`?category_id=${idOf('purchase-receipts')}`);
      expect(leaf.total).toBe(3);
    });

    it('splits videos (9 a page) from manuals (30 a page)', async () => {
      const videos = await list('?category_alias=tallybook&is_video=1&page_size=9');
      expect(videos.total).toBe(5);
      for (const video of videos.list) {
        expect(video).toMatchObject({ is_video: 1, wrapper: 'video' });
        expect(video.thumbnail).toMatch(/^\/images\/content\/help\/video-/);
      }
      const manuals = await list('?category_alias=tallybook&is_video=0');
      expect(manuals.total).toBe((await list('?category_alias=tallybook')).total - 5);
      for (const manual of manuals.list) expect(manual).toMatchObject({ is_video: 0, wrapper: 'doc' });
    });

    it('searches titles and bodies in the visitor’s language, title matches first', async () => {
      const english = await list('?keyword=STOCKTAKE');
      expect(english.total).toBeGreaterThanOrEqual(3);
      expect(english.list[0]?.title.toLowerCase()).toContain('stocktak');
      const bodyOnly = await list('?keyword=ESC/POS');
      expect(bodyOnly.list.map((article) => article.title)).toEqual(['Which printers does Tallybook support?']);

      const simplified = await list('?keyword=盘点', { cookie: 'lang=zh-CN' });
      expect(simplified.total).toBeGreaterThanOrEqual(3);
      expect(simplified.list[0]?.title).toContain('盘点');
      const traditional = await list('?keyword=盤點&lang=zh-TW');
      expect(traditional.total).toBe(simplified.total);
      expect((await list('?keyword=盘点&lang=zh-TW')).total).toBe(0);
      expect((await list('?keyword=Forgot%20password&lang=zh-CN')).total).toBe(0);
    });

    it('searches Arabic with its letter forms folded, and Chinese cut into words', async () => {
      // two Arabic articles in a tree of their own, written as people write: with and without marks
      const db = server.database.handle.db;
      // the demo help centre is in Arabic too: the two articles come on top of what it finds already
      const before = (await list('?keyword=مخزون&lang=ar')).total;
      expect(before).toBeGreaterThan(0);
      const [root] = await db.insert(categories).values({ alias: 'arabic-search' }).returning({ id: categories.id });
      const article = (title: string, content: string) =>
        addHelpArticle(db, {
          categoryId: root?.id ?? 0,
          type: 'manual',
          thumbnail: '',
          texts: { 'en-US': { title: 'Stock', content: '<p>Stock</p>' }, ar: { title, content: `<p>${content}</p>` } },
        });
      await article('جرد المُخْزون', 'عُدّ البضاعة على الرفوف وقارنها بالنظام.');
      await article('إدارة الفواتير', 'كل فاتورة بيع تُنقص المخـزون تلقائيًا.');
      const arabic = await list('?keyword=مخزون&lang=ar');
      expect(arabic.total).toBe(before + 2);
      // what people type differently finds the same: short vowels, tatweel, a hamza on the alef
      expect((await list('?keyword=مَخْزُون&lang=ar')).total).toBe(arabic.total);
      expect((await list('?keyword=مخـزون&lang=ar')).total).toBe(arabic.total);
      expect((await list(`?keyword=${encodeURIComponent('إدارة')}&lang=ar`)).total).toBe(
        (await list(`?keyword=${encodeURIComponent('ادارة')}&lang=ar`)).total,
      );
      // an English reader searches the English texts
      expect((await list('?keyword=مخزون&lang=en-US')).total).toBe(0);
      // no spaces in Chinese: the words of "库存盘点" are looked for wherever they are
      const joined = await list(`?keyword=${encodeURIComponent('库存盘点')}&lang=zh-CN`);
      expect(joined.total).toBeGreaterThanOrEqual(1);
      expect(joined.total).toBeLessThanOrEqual((await list(`?keyword=${encodeURIComponent('库存')}&lang=zh-CN`)).total);
    });

    it('treats % and _ in a keyword as plain characters, and a blank keyword as none', async () => {
      expect((await list('?keyword=%25')).total).toBe(0);
      expect((await list('?keyword=_')).total).toBe(0);
      expect((await list('?keyword=%20%20')).total).toBe((await list('')).total);
    });

    it('combines a tree, a category and a keyword', async () => {
      const page = await list(`?category_alias=tallybook&category_id=${idOf('sales')}&keyword=print`);
      expect(page.list.slice(0, 2).map((article) => article.title)).toEqual([
        'Print and share invoices',
        'Which printers does Tallybook support?',
      ]);
      expect(page.total).toBeGreaterThan(2);
      const sales = (await list(`?category_id=${idOf('sales')}&page_size=100`)).list.map((article) => article.id);
      for (const article of page.list) expect(sales).toContain(article.id);
      expect((await list('?category_alias=nothing&keyword=print')).total).toBe(0);
    });

    it.each([
      ['?page_size=101', 'page_size'],
      ['?page=0', 'page'],
      ['?recommend=high', 'recommend'],
      ['?is_video=yes', 'is_video'],
      ['?category_id=-3', 'category_id'],
      ['?category_alias=no%20spaces', 'category_alias'],
      [`?keyword=${'x'.repeat(51)}`, 'keyword'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/help${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, data: null });
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/help/{id}', () => {
    it('answers the article with its body and counts each visit', async () => {
      const [first] = (await list('?keyword=Import%20products%20from')).list;
      const before = first?.hits ?? 0;
      const { status, body } = await api.get<HelpArticleDetail>(`/api/help/${first?.id}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: first?.id, hits: before + 1, voted: null, video_url: null, poster: null });
      expect(body.data.content).toMatch(/^<p>Bring hundreds of products in at once/);
      expect(body.data.content).toContain('<ol><li>Open <strong>Products › Import</strong>');
      await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.baseUrl}/api/help/${first?.id}`)));
      const after = await api.get<HelpArticleDetail>(`/api/help/${first?.id}`);
      expect(after.body.data.hits).toBe(before + 12);
    });

    it('answers a video with its clip and poster', async () => {
      const [video] = (await list('?is_video=1&recommend=2')).list;
      const { body } = await api.get<HelpArticleDetail>(`/api/help/${video?.id}?lang=zh-CN`);
      expect(body.data.video_url).toMatch(/^\/media\/help-[a-z-]+\.mp4$/);
      expect(body.data.poster).toMatch(/^\/images\/content\/help\/video-[a-z-]+\.svg$/);
      expect(body.data.title).toMatch(/^视频：/);
    });

    it('answers 404 for an unknown article and 400 for an id that is not a number', async () => {
      const missing = await api.get<null>('/api/help/4040404');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, data: null, msg: 'Help article 4040404 was not found' });
      const chinese = await api.get<null>('/api/help/4040404?lang=zh-CN');
      expect(chinese.body.msg).toBe('未找到帮助文章 4040404');
      const bad = await api.get<null>('/api/help/12abc');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('id');
    });
  });

  describe('POST /api/help/getContentByIds', () => {
    it('answers the articles asked for, in that order, leaving out unknown ids', async () => {
      const ids = (await list('?recommend=2&page_size=3')).list.map((article) => article.id);
      const { status, body } = await api.post<HelpArticleContent[]>('/api/help/getContentByIds?lang=zh-TW', {
        ids: [ids[2], 999999, ids[0], ids[2]],
      });
      expect(status).toBe(200);
      expect(body.data.map((article) => article.id)).toEqual([ids[2], ids[0]]);
      expect(body.data[0]?.content).toMatch(/^<p>/);
    });

    it.each([
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['one'] }, 'ids'],
      [{ ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'ids'],
    ])('refuses %j with 400 naming %s', async (json, field) => {
      const { status, body } = await api.post<null>('/api/help/getContentByIds', json);
      expect(status).toBe(400);
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/help/addUsefulOrUseless', () => {
    const vote = (id: number, type: string, cookie?: string) =>
      fetch(`${server.baseUrl}/api/help/addUsefulOrUseless?id=${id}&type=${type}`, {
        headers: cookie ? { cookie } : {},
      });
    const counters = async (id: number) => (await api.get<HelpArticleDetail>(`/api/help/${id}`)).body.data;

    it('gives a new visitor a long-lived, script-proof visitor cookie and counts the vote', async () => {
      const [article] = (await list('?keyword=negative')).list;
      const id = article?.id ?? 0;
      const response = await vote(id, 'useful');
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(VISITOR_COOKIE);
      expect(setCookie).toMatch(/Max-Age=\d{8}/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const body = (await response.json()) as { data: HelpFeedback; msg: string };
      expect(body.data).toEqual({
        id,
        useful: (article?.useful ?? 0) + 1,
        useless: article?.useless,
        voted: 'useful',
        counted: true,
      });
      expect(body.msg).toBe('Thank you for your feedback');
    });

    it('counts one vote per visitor even when the same visitor votes 20 times at once', async () => {
      const [article] = (await list('?keyword=Transfer%20stock')).list;
      const id = article?.id ?? 0;
      const before = await counters(id);
      const cookie = 'tb_visitor=0b6f4b0e-0000-4000-8000-000000000001';
      const answers = await Promise.all(Array.from({ length: 20 }, () => vote(id, 'useful', cookie)));
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ data: HelpFeedback }>;
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(bodies.filter((body) => body.data.counted)).toHaveLength(1);
      const after = await counters(id);
      expect(after.useful).toBe(before.useful + 1);
      expect(after.useless).toBe(before.useless);
      expect(answers.some((answer) => answer.headers.get('set-cookie'))).toBe(false);
    });

    it('counts different visitors separately, even at the same instant', async () => {
      const [article] = (await list('?keyword=credit%20limits')).list;
      const id = article?.id ?? 0;
      const before = await counters(id);
      const cookies = Array.from(
        { length: 12 },
        (_, i) => `tb_visitor=0b6f4b0e-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      );
      await Promise.all(cookies.map((cookie, i) => vote(id, i < 8 ? 'useful' : 'useless', cookie)));
      await Promise.all(cookies.map((cookie) => vote(id, 'useless', cookie)));
      const after = await counters(id);
      expect(after.useful).toBe(before.useful + 8);
      expect(after.useless).toBe(before.useless + 4);
    });

    it('keeps a visitor’s first vote: a change of mind is answered, not counted', async () => {
      const [article] = (await list('?keyword=write%20off')).list;
      const id = article?.id ?? 0;
      const cookie = 'tb_visitor=0b6f4b0e-0000-4000-8000-000000000777';
      await vote(id, 'useless', cookie);
      const again = (await (await vote(id, 'useful', cookie)).json()) as { data: HelpFeedback; msg: string };
      expect(again.data).toMatchObject({ voted: 'useless', counted: false });
      expect(again.msg).toBe('You have already rated this article');
      const detail = await api.get<HelpArticleDetail>(`/api/help/${id}`, { cookie });
      expect(detail.body.data.voted).toBe('useless');
      expect((await api.get<HelpArticleDetail>(`/api/help/${id}`)).body.data.voted).toBeNull();
    });

    it('replaces a malformed visitor cookie with a new one', async () => {
      const [article] = (await list('?keyword=password')).list;
      const response = await vote(article?.id ?? 0, 'useful', 'tb_visitor=not-a-uuid');
      expect(response.headers.get('set-cookie')).toMatch(VISITOR_COOKIE);
    });

    it('answers 404 for an unknown article', async () => {
      const response = await vote(77777, 'useful', 'tb_visitor=0b6f4b0e-0000-4000-8000-000000000002');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, data: null, msg: 'Help article 77777 was not found' });
    });

    it.each([
      ['?id=1', 'type'],
      ['?id=1&type=great', 'type'],
      ['?type=useful', 'id'],
      ['?id=one&type=useful', 'id'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/help/addUsefulOrUseless${query}`);
      expect(status).toBe(400);
      expect(body.msg).toContain(field);
    });
  });

  describe('the old help addresses (spec §2)', () => {
    it.each([
      ['/help-tallybook', '/help/tallybook'],
      ['/help-tallybook/video', '/help/tallybook/video'],
      ['/help-tallybook/manual', '/help/tallybook/doc'],
      ['/help-tallybook/manual/faq-12', '/help/doc/12'],
      ['/help-tallybook/manual/8', '/help/tallybook'],
      ['/help-tallybook/manual/8-31', '/help/tallybook'],
      ['/help-tallybook/manual?lang=zh-CN', '/help/tallybook/doc?lang=zh-CN'],
    ])('answer %s with a permanent redirect to %s', async (from, to) => {
      const response = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    });

    it('send an impossible alias to the home page', async () => {
      const response = await fetch(`${server.baseUrl}/help-${'x'.repeat(90)}/video`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/');
    });
  });
});
