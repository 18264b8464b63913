import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
  components: { schemas: Record<string, unknown> };
}

// Every call of spec §7 Content, as ../shared/api-paths.md mounts them.
const CONTENT_CALLS = [
  ['get', '/api/slide'],
  ['get', '/api/product/client'],
  ['get', '/api/product/agreement/detail'],
  ['get', '/api/product'],
  ['get', '/api/category'],
  ['get', '/api/category/{id}/ancestors'],
  ['get', '/api/help'],
  ['get', '/api/help/{id}'],
  ['get', '/api/help/addUsefulOrUseless'],
  ['post', '/api/help/getContentByIds'],
  ['get', '/api/product/version'],
  ['get', '/api/partner'],
  ['get', '/api/friendship'],
  ['get', '/api/group-news'],
  ['get', '/api/news'],
  ['get', '/api/news/{id}'],
  ['get', '/api/case'],
  ['get', '/api/case/{id}'],
] as const;

describe('the content calls in the API document', () => {
  let server: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
    document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(CONTENT_CALLS)('documents %s %s', (method, path) => {
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it('documents the query parameters of the help list', () => {
    const names = document.paths['/api/help']?.get?.parameters?.map((parameter) => parameter.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'category_id',
        'category_alias',
        'recommend',
        'is_video',
        'keyword',
        'page',
        'page_size',
      ]),
    );
  });

  it('resolves every schema reference, the category tree’s own included', () => {
    const text = JSON.stringify(document);
    const references = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect(references).toContain('CategoryNode');
    for (const name of references) expect(document.components.schemas, name).toHaveProperty(name as string);
  });
});
