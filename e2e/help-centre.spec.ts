import { expect, test } from '@playwright/test';
import { HELP_RECOMMEND_DEFAULT_TITLE } from '@tallybook/domain';
import { text } from './catalogue';

// Spec §2 (Help), §3 (help article), §9 (page sizes, the recommended list).

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`a visitor finds an answer in the help centre and rates it, in ${language}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/help?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'help', 'hero.title'));
    await expect(page).toHaveTitle(text(language, 'help', 'meta.title'));
    // spec §9: the recommended list is titled 常见问题 until a category is chosen
    const recommended = page.getByRole('heading', { level: 2, name: text(language, 'help', 'home.recommended') });
    await expect(recommended).toBeVisible();
    if (language === 'zh-CN') await expect(recommended).toHaveText(HELP_RECOMMEND_DEFAULT_TITLE);
    await expect(page.getByTestId('help-recommended').getByRole('link')).not.toHaveCount(0);

    // a topic, then one of its subcategories from the tree
    const topics = page.getByTestId('help-topics').getByRole('link');
    await expect(topics).toHaveCount(5);
    // each topic's icon loads, asked for at low priority beside its title (decision 0078)
    const icons = topics.locator('img[fetchpriority="low"]');
    await expect(icons).toHaveCount(5);
    await expect.poll(() => icons.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const topicName = (await topics.nth(1).locator('span > span').first().textContent()) ?? '';
    await topics.nth(1).click();
    await expect(page).toHaveURL(/\/help\/tallybook\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(topicName);
    const tree = page.getByTestId('help-tree');
    await expect(tree.getByRole('link', { name: topicName })).toHaveAttribute('aria-current', 'page');
    const sub = tree.locator('ul ul a').first();
    const subName = (await sub.textContent()) ?? '';
    await sub.click();
    await expect(page).toHaveURL(/\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subName);
    await expect(page.getByRole('navigation', { name: text(language, 'help', 'breadcrumb.label') })).toContainText(
      topicName,
    );

    // an article: date, views, body, and the vote
    const article = page.getByTestId('help-articles').getByRole('link').first();
    const title = (await article.locator('h3').textContent()) ?? '';
    await article.click();
    await expect(page).toHaveURL(/\/help\/(doc|video)\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-facts')).toContainText(/\d{4}/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const useful = page.getByTestId('vote-useful');
    const before = Number(/\d+/.exec((await useful.textContent()) ?? '')?.[0]);
    await useful.click();
    await expect(useful).toHaveAttribute('aria-pressed', 'true');
    await expect(useful).toContainText(String(before + 1));
    await expect(page.getByTestId('vote-useless')).toBeDisabled();
    await expect(page.getByText(text(language, 'help', 'article.voted'))).toBeVisible();

    // one vote per visitor: after a reload the page remembers it and offers no second vote
    await page.reload();
    await expect(page.getByTestId('vote-useful')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vote-useful')).toBeDisabled();
    await expect(page.getByTestId('vote-useful')).toContainText(String(before + 1));
    expect(problems).toEqual([]);
  });

  test(`search finds articles by words of their body, in ${language}`, async ({ page }) => {
    await page.goto(`/help?lang=${language}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const keyword = language === 'zh-CN' ? '盘点' : 'stocktake';
    await page.getByRole('searchbox', { name: text(language, 'help', 'search.label') }).fill(keyword);
    await page.getByRole('button', { name: text(language, 'help', 'search.button') }).click();
    await expect(page).toHaveURL(new RegExp(`/help/search\\?keyword=${encodeURIComponent(keyword)}`));
    await expect(page.getByTestId('search-count')).toHaveText(/\d+/);
    const results = page.getByTestId('help-articles').getByRole('link');
    await expect(results).not.toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveValue(keyword);

    await page.goto(`/help/search?keyword=zzqqxx&lang=${language}`);
    await expect(page.getByTestId('search-count')).toHaveText(
      text(language, 'help', 'search.empty').replace('{{keyword}}', 'zzqqxx'),
    );
  });
}

test('the manual lists 30 a page with the shared pagination, the videos 9', async ({ page }) => {
  await page.goto('/help/tallybook/doc?lang=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'help', 'home.manuals'));
  await expect(page.getByTestId('help-articles').getByRole('listitem')).toHaveCount(30);
  // the shared pagination: desktop and phone each see their own row of pages
  const pageTwo = page
    .getByRole('link', { name: text('en-US', 'ui', 'pagination.page').replace('{{page}}', '2'), exact: true })
    .filter({ visible: true });
  await expect(pageTwo).toHaveCount(1);
  await pageTwo.click();
  await expect(page).toHaveURL(/\/help\/tallybook\/doc\?page=2$/);
  const rest = await page.getByTestId('help-articles').getByRole('listitem').count();
  expect(rest).toBeGreaterThan(0);
  expect(rest).toBeLessThanOrEqual(30);

  await page.goto('/help/tallybook/video?lang=en-US');
  const videos = page.getByTestId('help-videos').getByRole('listitem');
  const count = await videos.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  await videos.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/help\/video\/\d+$/);
  // spec §3: is_video = 1 plays in a video player
  const video = page.getByTestId('help-video');
  await expect(video).toBeVisible();
  const src = await video.locator('source').getAttribute('src');
  const clip = await page.request.get(src ?? '');
  expect(clip.status()).toBe(200);
  expect(clip.headers()['content-type']).toContain('video/mp4');
});

test('old help addresses are permanent redirects answered by the server', async ({ page, request }) => {
  for (const [from, to] of [
    ['/help-tallybook', '/help/tallybook'],
    ['/help-tallybook/video', '/help/tallybook/video'],
    ['/help-tallybook/manual', '/help/tallybook/doc'],
    ['/help-tallybook/manual/faq-2', '/help/doc/2'],
    ['/help-tallybook/manual/8', '/help/tallybook'],
    ['/help-tallybook/manual/8-31', '/help/tallybook'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  await page.goto('/help-tallybook/manual/faq-2');
  await expect(page).toHaveURL(/\/help\/doc\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('help addresses that name nothing lead somewhere sensible', async ({ page }) => {
  await page.goto('/help/doc/abc');
  await expect(page).toHaveURL(/\/$/);
  const missing = await page.goto('/help/doc/987654?lang=en-US');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en-US', 'help', 'article.notFoundTitle'));
  await page.getByRole('link', { name: text('en-US', 'help', 'article.back') }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.goto('/help/no-such-tree');
  await expect(page).toHaveURL(/\/help$/);
});

test('the help centre reads right to left in Arabic', async ({ page }) => {
  const response = await page.goto('/help/tallybook/video?lang=ar');
  expect(await response?.text()).toContain('<html lang="ar" dir="rtl"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'help', 'home.videos'));
});

test.describe('before the page’s scripts have loaded', () => {
  test.use({ javaScriptEnabled: false });

  test('the useful vote posts on its own and the page shows it counted', async ({ page }) => {
    await page.goto('/help/tallybook/doc?lang=en-US');
    await page.getByTestId('help-articles').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/help\/doc\/\d+$/);
    const useful = page.getByTestId('vote-useful');
    const before = Number(/\d+/.exec((await useful.textContent()) ?? '')?.[0]);
    await useful.click();
    await expect(page.getByTestId('vote-useful')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vote-useful')).toContainText(String(before + 1));
  });
});
