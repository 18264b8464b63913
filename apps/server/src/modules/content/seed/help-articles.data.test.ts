import { LANGUAGES, type Language } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { type DemoHelpText, HELP_ARTICLES } from './help-articles.data.ts';

// A help article's text holds no links (only **names on screen**), so none may send the reader to one.
const PROMISED_LINKS: Record<Language, RegExp> = {
  'en-US':
    /\b(links? (below|above|to a)|the link (below|above)|(click|tap|follow|see) (the|this) link|links to a (detailed )?guide)/i,
  'zh-CN': /(下方|以下|下面|上方)的?链接|点击链接|详细教程|详见/,
  'zh-TW': /(下方|以下|下面|上方)的?連結|(點選|點擊)連結|詳細教學|詳見/,
  ar: /الرابط (أدناه|التالي)|دليل مفصّل يمكنك الانتقال/,
};

const texts = (text: DemoHelpText): string[] => [text.title, ...text.body, ...(text.steps ?? []), text.tip ?? ''];

describe('the demo help articles promise no link they lack (issue 64)', () => {
  it.each(LANGUAGES)('no article points to a link it does not hold, in %s', (language) => {
    const promising = HELP_ARTICLES.flatMap((article) => texts(article.texts[language])).filter((text) =>
      PROMISED_LINKS[language].test(text),
    );
    expect(promising).toEqual([]);
  });
});
