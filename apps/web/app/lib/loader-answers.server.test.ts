import { describe, expect, it } from 'vitest';
import type { ApiResult } from './http';
import { dataOf, detailPage } from './loader-answers.server';

function answer<T>(fields: Partial<ApiResult<T>>): ApiResult<T> {
  return { ok: false, kind: 'http', status: 0, data: null, msg: 'said', body: null, ...fields };
}

function thrownBy(run: () => unknown): Response {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('nothing was thrown');
}

describe('dataOf', () => {
  it('gives the data of an answer that has some', () => {
    expect(dataOf(answer({ ok: true, kind: 'ok', status: 200, data: { n: 1 } }))).toEqual({ n: 1 });
  });

  it('fails the page with the API’s own status and message', async () => {
    const refused = thrownBy(() => dataOf(answer({ kind: 'http', status: 403, msg: 'not yours' })));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('not yours');
    expect(thrownBy(() => dataOf(answer({ status: 503 }))).status).toBe(503);
  });

  it('fails with 502 when no answer came, or a success carried nothing', () => {
    expect(thrownBy(() => dataOf(answer({ kind: 'network', status: 0 }))).status).toBe(502);
    expect(thrownBy(() => dataOf(answer({ ok: true, kind: 'ok', status: 200, data: null }))).status).toBe(502);
    expect(thrownBy(() => dataOf(answer({ kind: 'refused', status: 200, code: 500 }))).status).toBe(502);
  });
});

describe('detailPage', () => {
  const page = { title: 'a page' };

  it('is a 404 when the API refused the item', () => {
    for (const status of [400, 404, 410]) {
      const result = detailPage(page, false, { status });
      expect(result).not.toBe(page);
      expect(result).toMatchObject({ type: 'DataWithResponseInit', data: page, init: { status: 404 } });
    }
  });

  it('keeps the page’s 200 when the item was found, or the read failed otherwise (spec §8)', () => {
    expect(detailPage(page, true, { status: 200 })).toBe(page);
    expect(detailPage(page, false, { status: 0 })).toBe(page);
    expect(detailPage(page, false, { status: 502 })).toBe(page);
    expect(detailPage(page, false, { status: 200 })).toBe(page);
  });
});
