import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  isValidationProblems,
  localisableValidatorCompiler,
  type ValidationProblem,
  validationDetailIn,
} from './validation.ts';

/** Decision 0015: a validation problem is told in the caller's language, the detail included. */
describe('validation details in the caller’s language', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });

  const badCall = (language: string) =>
    server.app.inject({
      method: 'GET',
      url: '/ommall/srvmall/services/sku/day?skuId=abc',
      headers: { 'accept-language': language },
    });

  it('words zod’s own problems in Chinese, Traditional Chinese, Arabic and English', async () => {
    const answers = Object.fromEntries(
      await Promise.all(
        ['zh-CN', 'zh-TW', 'ar', 'en-US'].map(async (language) => [language, (await badCall(language)).json().msg]),
      ),
    );
    expect(answers['zh-CN']).toMatch(/^请求参数不正确/);
    expect(answers['zh-CN']).toContain('skuId: 无效输入：期望 数字');
    expect(answers['zh-CN']).not.toMatch(/Invalid input|expected/);
    expect(answers['zh-TW']).toContain('skuId: ');
    expect(answers['zh-TW']).not.toMatch(/Invalid input|expected/);
    expect(answers.ar).toContain('skuId: ');
    expect(answers.ar).not.toMatch(/Invalid input|expected/);
    expect(answers.ar).toMatch(/[\u0600-\u06ff]/);
    expect(answers['en-US']).toContain('skuId: Invalid input: expected number');
  });

  it('answers 400 in the code envelope', async () => {
    const answer = await badCall('zh-CN');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 400, data: null });
  });

  it('keeps a message a schema gives of its own, and words zod’s beside it', () => {
    const schema = z.object({ name: z.string().min(3, 'our own words'), age: z.number() });
    const validate = localisableValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const result = validate({ name: 'ab', age: 'x' }) as { error: unknown };
    expect(isValidationProblems(result.error)).toBe(true);
    const detail = validationDetailIn(result.error as ValidationProblem[], 'zh-CN');
    expect(detail).toBe('name: our own words; age: 无效输入：期望 数字，实际接收 string');
  });
});
