import type en from '../messages/en-US.json';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { translate } from './translate.ts';

/**
 * The messages a user can be shown by the server, by the web client's HTTP layer and by the
 * sandbox pages: the error catalogue of spec §8 and the form messages of spec §5, in every
 * language (decision 0015). They are catalogues in i18next's format (`src/messages/<language>.json`,
 * read by `translate.ts`): `{{name}}` placeholders, and plural forms by CLDR category (`key_one`,
 * `key_other`; Arabic `key_zero` … `key_many`) chosen by the `count` value. Server and web read
 * them here, so a message is worded once.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type StripPlural<Key extends string> = Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : Key;

export type MessageKey = StripPlural<keyof typeof en & string>;
export type MessageValues = Readonly<Record<string, string | number>>;
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The base keys of a catalogue: a plural's forms count once. */
export const messageKeys = (catalogue: Readonly<Record<string, string>>): string[] => [
  ...new Set(Object.keys(catalogue).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];

const loaded: Partial<Record<Language, MessageCatalogue>> = {};

/**
 * Makes a language's messages available to `message()`. The server loads all four
 * (`message-catalogues.ts`); a page fetches only its own before it hydrates (decision 0033).
 */
export function addMessageCatalogue(language: Language, catalogue: MessageCatalogue): void {
  loaded[language] ??= catalogue;
}

/** Whether `language`'s messages are loaded. */
export function hasMessageCatalogue(language: Language): boolean {
  return loaded[language] !== undefined;
}

/** The message `key` in `language`, with its `{{name}}` placeholders filled and its plural form chosen by `count`. */
export function message(language: Language, key: MessageKey, values: MessageValues = {}): string {
  const lng = loaded[language] ? language : DEFAULT_LANGUAGE;
  return translate(loaded[lng], lng, key, values);
}
