import ar from '../messages/ar.json' with { type: 'json' };
import en from '../messages/en-US.json' with { type: 'json' };
import zhCN from '../messages/zh-CN.json' with { type: 'json' };
import zhTW from '../messages/zh-TW.json' with { type: 'json' };
import type { Language } from './languages.ts';
import { addMessageCatalogue, type MessageCatalogue } from './messages.ts';

/**
 * Every language's messages (decision 0015). The server and the tests load them all by importing
 * this module; a page in the browser never does: it fetches its language's file (decision 0033).
 */
export const MESSAGE_CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ar,
};

/** Loads every language into `message()`; the module does it once when first imported. */
export function loadAllMessageCatalogues(): typeof MESSAGE_CATALOGUES {
  for (const [language, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
    addMessageCatalogue(language as Language, catalogue);
  }
  return MESSAGE_CATALOGUES;
}

loadAllMessageCatalogues();
