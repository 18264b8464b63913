import { describe, expect, it } from 'vitest';
import {
  contentLanguageFor,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  languageFromAcceptLanguage,
  languageVary,
  matchLanguage,
  resolveLanguage,
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
    ['zh-MO', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
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

  describe('the language a request is answered in (decision 0089)', () => {
    it.each([
      ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
      ['zh', 'zh-CN'],
      ['zh-TW', 'zh-TW'],
      ['zh-HK,zh;q=0.9', 'zh-TW'],
      ['zh-MO', 'zh-TW'],
      ['zh-Hant;q=0.9,en;q=0.8', 'zh-TW'],
      ['ar-SA,ar;q=0.9', 'ar'],
      ['en-GB,en;q=0.9', 'en-US'],
      ['fr-FR,fr;q=0.9', 'en-US'],
      ['en;q=0.4, zh-TW;q=0.6', 'zh-TW'],
      ['*', 'en-US'],
      ['', 'en-US'],
    ])("a first visit whose browser asks for '%s' is answered in %s", (acceptLanguage, language) => {
      expect(resolveLanguage({ acceptLanguage }).language).toBe(language);
    });

    it("takes the address's language first, then the stored choice, then the browser's, then English", () => {
      const browser = 'zh-CN,zh;q=0.9';
      expect(resolveLanguage({ query: 'ar', cookie: 'zh-TW', acceptLanguage: browser })).toEqual({
        language: 'ar',
        source: 'query',
      });
      expect(resolveLanguage({ cookie: 'en-US', acceptLanguage: browser })).toEqual({
        language: 'en-US',
        source: 'cookie',
      });
      expect(resolveLanguage({ acceptLanguage: browser })).toEqual({ language: 'zh-CN', source: 'accept-language' });
      expect(resolveLanguage({})).toEqual({ language: 'en-US', source: 'default' });
      // a language we do not offer, or a query given twice, is no choice: the next step decides
      expect(resolveLanguage({ query: 'fr', cookie: 'xx', acceptLanguage: 'zh-TW' }).language).toBe('zh-TW');
      expect(resolveLanguage({ query: ['ar', 'zh-CN'], acceptLanguage: 'zh-TW' }).language).toBe('zh-TW');
    });

    it('varies on the headers it read: none for the address, the cookie, or Accept-Language and the cookie', () => {
      expect(languageVary('query')).toEqual([]);
      expect(languageVary('cookie')).toEqual(['cookie']);
      expect(languageVary('accept-language')).toEqual(['accept-language', 'cookie']);
      expect(languageVary('default')).toEqual(['accept-language', 'cookie']);
    });
  });
});
