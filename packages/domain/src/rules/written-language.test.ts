import { describe, expect, it } from 'vitest';
import { writtenIn } from './written-language.ts';

describe('writtenIn', () => {
  it('takes each language in its own script, with a Latin name inside', () => {
    expect(writtenIn('اجرد مخزونك في دقائق مع Tallybook', 'ar')).toBe(true);
    expect(writtenIn('用 Tallybook 几分钟盘点库存', 'zh-CN')).toBe(true);
    expect(writtenIn('用 Tallybook 幾分鐘盤點庫存', 'zh-TW')).toBe(true);
    expect(writtenIn('Count your stock in minutes with Tallybook.', 'en-US')).toBe(true);
    expect(writtenIn('Tallybook 团队', 'zh-CN')).toBe(true);
    expect(writtenIn('Nur Aminah，经理', 'zh-CN')).toBe(true);
    expect(writtenIn('فريق Tallybook', 'ar')).toBe(true);
    expect(writtenIn('عن Tallybook', 'ar')).toBe(true);
    expect(writtenIn('邮箱: support@tallybook.app', 'zh-CN')).toBe(true);
  });

  it('refuses a paragraph in another language', () => {
    expect(writtenIn('Count your stock in minutes, not evenings.', 'ar')).toBe(false);
    expect(writtenIn('Count your stock in minutes, not evenings.', 'zh-CN')).toBe(false);
    expect(writtenIn('盘点几分钟，不用熬到深夜', 'ar')).toBe(false);
    expect(writtenIn('盘点几分钟，不用熬到深夜', 'en-US')).toBe(false);
    expect(writtenIn('اجرد مخزونك', 'zh-CN')).toBe(false);
    expect(writtenIn('<p>How do I sign in with a <b>code</b>?</p>', 'ar')).toBe(false);
    expect(writtenIn('Count your stock in minutes (库存), not evenings.', 'zh-CN')).toBe(false);
    expect(writtenIn('Count your stock in minutes (مخزون), not evenings.', 'ar')).toBe(false);
  });

  it('lets a lone name, an address or a number pass in any language', () => {
    for (const language of ['ar', 'zh-CN', 'zh-TW', 'en-US'] as const) {
      expect(writtenIn('Tallybook', language)).toBe(true);
      expect(writtenIn('Tallybook Professional', language)).toBe(true);
      expect(writtenIn('support@tallybook.app', language)).toBe(true);
      expect(writtenIn('+86 400 800 1234', language)).toBe(true);
      expect(writtenIn('', language)).toBe(true);
    }
  });
});
