import { describe, expect, it } from 'vitest';
import { otherChineseScript, writtenIn } from './written-language.ts';

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

  it('refuses a Chinese text in the other script', () => {
    expect(writtenIn('盘点几分钟，不用熬到深夜', 'zh-TW')).toBe(false);
    expect(writtenIn('盤點幾分鐘，不用熬到深夜', 'zh-CN')).toBe(false);
    expect(writtenIn('盘点几分钟，不用熬到深夜', 'zh-CN')).toBe(true);
    expect(writtenIn('盤點幾分鐘，不用熬到深夜', 'zh-TW')).toBe(true);
    // one character of the other script is enough, in a text otherwise right
    expect(writtenIn('用 Tallybook 幾分鐘盤点庫存', 'zh-TW')).toBe(false);
    expect(writtenIn('用 Tallybook 几分钟盤点库存', 'zh-CN')).toBe(false);
  });

  it('names the characters of the other script, each once', () => {
    expect(otherChineseScript('这是我们的订单，这些订单', 'zh-TW')).toEqual(['这', '们', '订', '单']);
    expect(otherChineseScript('這是我們的訂單', 'zh-CN')).toEqual(['這', '們', '訂', '單']);
    expect(otherChineseScript('这是我们的订单', 'ar')).toEqual([]);
    expect(otherChineseScript('这是我们的订单', 'en-US')).toEqual([]);
  });

  it('lets the characters both scripts write pass in each', () => {
    // 台北, 公里, 皇后, 范 and 余 the surnames, 了解, 占, 干擾, 杰 of a name, 著名: Taiwan writes each so
    const traditional = '台北門市離倉庫三公里，皇后區的范先生與余小姐了解占比，不受干擾，陳杰著名';
    expect(otherChineseScript(traditional, 'zh-TW')).toEqual([]);
    expect(writtenIn(traditional, 'zh-TW')).toBe(true);
    // 著名, 几乎, 于是, 干净, 后来, 云: the mainland's own
    const simplified = '著名的店几乎于是干净，后来云上的库存';
    expect(otherChineseScript(simplified, 'zh-CN')).toEqual([]);
  });
});
