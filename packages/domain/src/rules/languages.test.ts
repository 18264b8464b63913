import { describe, expect, it } from 'vitest';
import {
  contentLanguageFor,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageFromAcceptLanguage,
  matchLanguage,
  textDirection,
} from './languages.ts';

describe('languages', () => {
  it('supports English (the default), both Chinese scripts and Arabic', () => {
    expect([...LANGUAGES]).toEqual(['en-US', 'zh-CN', 'zh-TW', 'ar']);
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en-US')).toBe('ltr');
    expect(textDirection('zh-CN')).toBe('ltr');
    expect(textDirection('zh-TW')).toBe('ltr');
  });

  it.each([
    ['en-US', 'en-US'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['en-GB', 'en-US'],
    ['ar-EG', 'ar'],
  ])('matches %s to %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it('matches nothing for unsupported or empty tags', () => {
    expect(matchLanguage('fr-FR')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
  });

  it('reads Accept-Language by weight, skipping unsupported languages', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,zh-TW;q=0.8,en;q=0.7')).toBe('zh-TW');
    expect(languageFromAcceptLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(languageFromAcceptLanguage('de, fr')).toBeUndefined();
    expect(languageFromAcceptLanguage('zh-CN;q=0')).toBeUndefined();
  });

  it('recognises only supported language codes', () => {
    expect(isLanguage('zh-TW')).toBe(true);
    expect(isLanguage('zh')).toBe(false);
    expect(isLanguage(42)).toBe(false);
  });

  it("serves content in the reader's own language, Arabic included", () => {
    expect(contentLanguageFor('ar')).toBe('ar');
    expect(contentLanguageFor('zh-TW')).toBe('zh-TW');
  });
});
