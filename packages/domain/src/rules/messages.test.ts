import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { MESSAGES, message } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogue', () => {
  const englishKeys = Object.keys(MESSAGES['en-US']).sort();

  it.each(LANGUAGES)('has every message, non-empty, with the same placeholders in %s', (language) => {
    const catalogue = MESSAGES[language];
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const text = catalogue[key as keyof typeof catalogue];
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(text), `${language}.${key}`).toEqual(
        placeholders(MESSAGES['en-US'][key as keyof typeof catalogue]),
      );
    }
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

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('en-US', 'requestError', { status: 502 })).toBe('Request failed (502), please try again later');
    expect(message('zh-TW', 'requestError')).toBe('請求失敗（{status}），請稍後重試');
  });
});
