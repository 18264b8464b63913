import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS } from './catalogue.ts';

/** The pay page's own name for a bank transfer, in `language` (the mall's catalogue). */
const bankTransfer = (language: Language): string =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../../web/app/i18n/locales/${language}/mall.json`, import.meta.url), 'utf8'),
    ) as { pay: { bank: string } }
  ).pay.bank;

const WALLETS: Record<Language, string[]> = {
  'en-US': ['WeChat Pay', 'Alipay'],
  'zh-CN': ['微信支付', '支付宝'],
  'zh-TW': ['微信支付', '支付寶'],
  ar: ['WeChat Pay', 'Alipay'],
};

// issue 64: the mall takes bank transfers too, so "How to buy" may not name the wallets only
describe('the mall says how to buy with every way it takes money', () => {
  it.each(LANGUAGES)('"How to buy" names bank transfer as the pay page does, in %s', (language) => {
    const howToBuy = CATALOGUE_TEXTS[language].sections[1];
    expect(howToBuy.body.toLowerCase()).toContain(bankTransfer(language).toLowerCase());
    for (const wallet of WALLETS[language]) expect(howToBuy.body).toContain(wallet);
  });
});
