import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { MESSAGE_CATALOGUES } from './message-catalogues.ts';
import { message, messageKeys } from './messages.ts';
import { otherChineseScript } from './written-language.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** The plural forms a catalogue gives each plural key: { base: ['one', 'other'] }. */
function pluralForms(catalogue: Readonly<Record<string, string>>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of Object.keys(catalogue)) {
    const match = PLURAL.exec(key);
    if (match) forms.set(match[1] as string, [...(forms.get(match[1] as string) ?? []), match[2] as string].sort());
  }
  return forms;
}

describe('message catalogue (decision 0015)', () => {
  const english = MESSAGE_CATALOGUES['en-US'];
  const englishKeys = messageKeys(english).sort();
  const englishPlurals = pluralForms(english);

  it.each(LANGUAGES)('has every message of English, non-empty, with the same placeholders, in %s', (language) => {
    const catalogue = MESSAGE_CATALOGUES[language];
    expect(messageKeys(catalogue).sort()).toEqual(englishKeys);
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      const base = PLURAL.exec(key)?.[1] ?? key;
      const englishText = english[base] ?? english[`${base}_other`] ?? '';
      // A plural form may spell its number out (Arabic "شهران", two months) instead of {{count}}.
      const names = (t: string) => placeholders(t).filter((name) => !(PLURAL.test(key) && name === 'count'));
      expect(names(text), `${language}.${key}`).toEqual(names(englishText));
    }
  });

  it.each(LANGUAGES)('gives each plural exactly the forms %s has (Intl.PluralRules)', (language) => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const forms = pluralForms(MESSAGE_CATALOGUES[language]);
    expect([...forms.keys()].sort()).toEqual([...englishPlurals.keys()].sort());
    for (const [key, given] of forms) expect(given, `${language}.${key}`).toEqual(categories);
  });

  it.each(['zh-CN', 'zh-TW'] as const)('writes every message of %s in its own Chinese script', (language) => {
    const wrong = Object.entries(MESSAGE_CATALOGUES[language])
      .map(([key, text]) => [key, otherChineseScript(text, language).join('')])
      .filter(([, characters]) => characters !== '');
    expect(wrong).toEqual([]);
  });

  it('has plurals for counted things, and Arabic gives six forms', () => {
    expect(englishPlurals.get('orderTitleSubscription')).toEqual(['one', 'other']);
    expect(pluralForms(MESSAGE_CATALOGUES.ar).get('orderTitleSubscription')).toHaveLength(6);
    expect(pluralForms(MESSAGE_CATALOGUES['zh-CN']).get('orderTitleSubscription')).toEqual(['other']);
  });

  it('chooses the plural form by count in four languages', () => {
    const months = (language: (typeof LANGUAGES)[number], count: number) =>
      message(language, 'orderTitleSubscription', { service: 'T', edition: 'P', count });
    expect(months('en-US', 1)).toBe('T P, 1 month');
    expect(months('en-US', 12)).toBe('T P, 12 months');
    expect(months('zh-CN', 1)).toBe('T P，1个月');
    expect(months('zh-TW', 12)).toBe('T P，12個月');
    expect(months('ar', 0)).toBe('T P، 0 شهر');
    expect(months('ar', 1)).toBe('T P، شهر واحد');
    expect(months('ar', 2)).toBe('T P، شهران');
    expect(months('ar', 3)).toBe('T P، 3 أشهر');
    expect(months('ar', 11)).toBe('T P، 11 شهرًا');
    expect(months('ar', 100)).toBe('T P، 100 شهر');
  });

  it('uses the spec wording for the Chinese messages it quotes', () => {
    expect(message('zh-CN', 'emailEmpty')).toBe('邮箱不能为空');
    expect(message('zh-CN', 'emailFormat')).toBe('邮箱格式不正确');
    expect(message('zh-CN', 'submitted')).toBe('提交成功');
    expect(message('zh-CN', 'downloadNotSupported')).toBe('当前系统不支持下载该版本');
    expect(message('zh-CN', 'paymentFailed')).toBe('支付失败');
    expect(message('zh-CN', 'paymentCancelled')).toBe('已取消支付');
    expect(message('zh-CN', 'fetchDataFailed')).toBe('获取数据失败');
    expect(message('zh-CN', 'fetchNewsFailed')).toBe('获取新闻列表出错');
    expect(message('zh-CN', 'fetchGoodsFailed')).toBe('获取商品列表出错');
  });

  it('fills placeholders, leaves unknown ones visible, and does not escape text', () => {
    expect(message('en-US', 'requestError', { status: 502 })).toBe('Request failed (502), please try again later');
    expect(message('zh-TW', 'requestError')).toBe('請求失敗（{{status}}），請稍後重試');
    expect(message('en-US', 'badRequest', { detail: '<b> & "x"' })).toBe('The request is not valid: <b> & "x"');
  });
});
