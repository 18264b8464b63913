import { createInstance, type TOptions } from 'i18next';
import ar from '../messages/ar.json' with { type: 'json' };
import en from '../messages/en-US.json' with { type: 'json' };
import zhCN from '../messages/zh-CN.json' with { type: 'json' };
import zhTW from '../messages/zh-TW.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/**
 * The messages a user can be shown by the server, by the web client's HTTP layer and by the
 * sandbox pages: the error catalogue of spec §8 and the form messages of spec §5, in every
 * language (decision 0015). They are i18next catalogues (`src/messages/<language>.json`):
 * `{{name}}` placeholders, and plural forms by CLDR category (`key_one`, `key_other`; Arabic
 * `key_zero` … `key_many`) chosen by the `count` value. Server and web read them here, so a
 * message is worded once.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type StripPlural<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : Key;

export type MessageKey = StripPlural<keyof typeof en & string>;
export type MessageValues = Readonly<Record<string, string | number>>;

export const MESSAGE_CATALOGUES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ar,
};

/** The base keys of a catalogue: a plural's forms count once. */
export const messageKeys = (catalogue: Readonly<Record<string, string>>): string[] => [
  ...new Set(Object.keys(catalogue).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];

const i18n = createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  // A missing message in one language never shows another language's text.
  fallbackLng: false,
  ns: ['messages'],
  defaultNS: 'messages',
  resources: Object.fromEntries(
    Object.entries(MESSAGE_CATALOGUES).map(([language, catalogue]) => [language, { messages: catalogue }]),
  ),
  // Keys are plain names; texts are not HTML (every caller escapes for its own output).
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // A value the caller did not give stays visible as its placeholder.
  missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
  initAsync: false,
});

/** The message `key` in `language`, with its `{{name}}` placeholders filled and its plural form chosen by `count`. */
export function message(language: Language, key: MessageKey, values: MessageValues = {}): string {
  const lng = language in MESSAGE_CATALOGUES ? language : DEFAULT_LANGUAGE;
  return i18n.t(key, { ...values, lng } as TOptions) as string;
}
