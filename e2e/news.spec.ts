import { expect, type Page, test } from '@playwright/test';
import { NEWS_CATEGORY_ALIASES, NEWS_PAGE_SIZE, textDirection } from '@tallybook/domain';
import { text } from './catalogue';

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(entry.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const pageLink = (language: 'en-US' | 'zh-CN', page: number) =>
  text(language, 'ui', 'pagination.page').replace('{{page}}', String(page));

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`a reader pages through the news and opens an article and a hot one in ${language}`, async ({ page }) => {
    const problems = watchProblems(page);
    const response = await page.goto(`/news?lang=${language}`);
    // The first HTML already holds the list, in the page's language.
    const html = await response?.text();
    expect(html).toContain(`<html lang="${language}" dir="ltr"`);
    expect(html).toContain(text(language, 'news', 'categories.product-news'));
    await expect(page).toHaveTitle(text(language, 'news', 'meta.title'));
    await hydrated(page);

    await expect(page.getByTestId('news-banner').getByRole('heading', { level: 1 })).toBeVisible();
    const list = page.getByTestId('news-list');
    await expect(list.getByRole('article')).toHaveCount(NEWS_PAGE_SIZE);
    const firstOfPageOne = await list.getByRole('heading', { level: 2 }).first().textContent();

    // Page 2 is a link with ?page=2; it lists other items.
    const pagination = page.getByTestId('pagination');
    await pagination.getByRole('link', { name: pageLink(language, 2), exact: true }).click();
    await expect(page).toHaveURL(/\/news\?(.*&)?page=2/);
    await expect(pagination.getByRole('link', { name: pageLink(language, 2), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.getByRole('heading', { level: 2 }).first()).not.toHaveText(firstOfPageOne ?? '');

    // The detail: title, formatted date, author, hits and the rich text, with previous and next.
    const titleLink = list.getByRole('heading', { level: 2 }).first().getByRole('link');
    const title = (await titleLink.textContent()) ?? '';
    await titleLink.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(text(language, 'news', 'meta.detailTitle').replace('{{title}}', title));
    await expect(page.getByTestId('news-date')).toHaveText(
      language === 'zh-CN' ? /\d{4}年\d{1,2}月\d{1,2}日/ : /\w+ \d{1,2}, \d{4}/,
    );
    await expect(page.getByTestId('news-author')).not.toBeEmpty();
    await expect(page.getByTestId('news-hits')).toHaveText(/\d/);
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    await expect(page.getByTestId('news-neighbours').getByRole('link').first()).toBeVisible();

    // The hot news beside it leads to another article.
    const hot = page.getByTestId('hot-news').getByRole('link');
    await expect(hot.first()).toBeVisible();
    const hotTitle = (await hot.first().textContent()) ?? '';
    const before = page.url();
    await hot.first().click();
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(problems).toEqual([]);
  });
}

test('the category tabs lead to each news category', async ({ page }) => {
  await page.goto('/news?lang=en-US');
  await hydrated(page);
  const tabs = page.getByTestId('news-tabs');
  await expect(tabs.getByRole('link')).toHaveCount(NEWS_CATEGORY_ALIASES.length);
  await expect(tabs.getByRole('link', { name: text('en-US', 'news', 'categories.news') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const alias of ['product-news', 'company-news', 'industry-news', 'news'] as const) {
    const name = text('en-US', 'news', `categories.${alias}`);
    await tabs.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/${alias}$`));
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('news-list').getByRole('article').first()).toBeVisible();
  }
  // A category's articles open under its own address.
  await tabs.getByRole('link', { name: text('en-US', 'news', 'categories.company-news') }).click();
  await expect(page).toHaveURL(/\/company-news$/);
  await page.getByTestId('news-list').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/company-news\/\d+$/);
  await expect(tabs.getByRole('link', { name: text('en-US', 'news', 'categories.company-news') })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('another alias or a non-digit id goes home', async ({ page }) => {
  for (const path of ['/sports-news', '/news/abc', '/product-news/12x', '/industry-news/1/2']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("an article is served under its own category only: another category's address leads there", async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/news?category_alias=product-news&page=1&page_size=1&lang=en-US')).json();
  const id = (list as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
  expect(id).toBeGreaterThan(0);
  const wrong = await request.get(`/company-news/${id}?lang=en-US`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe(`/product-news/${id}?lang=en-US`);
  await page.goto(`/company-news/${id}?lang=en-US`);
  await expect(page).toHaveURL(new RegExp(`/product-news/${id}\\?lang=en-US$`));
  const tabs = page.getByTestId('news-tabs');
  await expect(tabs.getByRole('link', { name: text('en-US', 'news', 'categories.product-news') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // all news holds every article, so its address serves it as it is
  expect((await request.get(`/news/${id}?lang=en-US`, { maxRedirects: 0 })).status()).toBe(200);
});

test('an unknown article says so, with the hot news still there', async ({ page }) => {
  const problems = watchProblems(page);
  const response = await page.goto('/news/999999?lang=en-US');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('news-not-found')).toContainText(text('en-US', 'news', 'detail.notFoundTitle'));
  await expect(page.getByTestId('hot-news').getByRole('link').first()).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('the Arabic news article reads right to left', async ({ page }) => {
  await page.goto('/news?lang=ar');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection('ar'));
  await expect(
    page.getByTestId('news-tabs').getByRole('link', { name: text('ar', 'news', 'categories.news') }),
  ).toBeVisible();
  await page.getByTestId('news-list').getByRole('heading', { level: 2 }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('hot-news')).toBeVisible();
  await expect(page.getByText(text('ar', 'news', 'hot.title'))).toBeVisible();
});
