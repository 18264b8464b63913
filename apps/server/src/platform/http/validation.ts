import { message as catalogueMessage, type Language, MESSAGE_CATALOGUES, type MessageKey } from '@tallybook/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { locales, type ZodType } from 'zod';
import { type $ZodRawIssue, safeParse } from 'zod/v4/core';

/**
 * Request validation with zod whose problems can be told in the caller's language (decision 0015).
 * fastify-type-provider-zod's compiler keeps only each issue's English text; this one parses with
 * `reportInput`, so that every issue still holds what zod needs to word it again in another
 * language with zod's own locales.
 */
export interface ValidationProblem {
  instancePath: string;
  message: string;
  issue: $ZodRawIssue;
}

export const localisableValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (!result.error) return { value: result.data };
    const problems: ValidationProblem[] = result.error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      issue: issue as unknown as $ZodRawIssue,
    }));
    // Fastify keeps this array as the error's `validation`.
    return { error: problems as unknown as Error };
  };

const LOCALES: Readonly<Record<Language, () => ReturnType<typeof locales.en>>> = {
  'en-US': locales.en,
  'zh-CN': locales.zhCN,
  'zh-TW': locales.zhTW,
  ar: locales.ar,
};

const english = locales.en();
const wording = (locale: ReturnType<typeof locales.en>, issue: $ZodRawIssue): string | undefined => {
  const worded = locale.localeError(issue);
  return typeof worded === 'string' ? worded : worded?.message;
};

/** Whether a validation error came from this compiler. */
export function isValidationProblems(validation: unknown): validation is ValidationProblem[] {
  return (
    Array.isArray(validation) &&
    validation.length > 0 &&
    validation.every((item) => typeof item === 'object' && item !== null && 'issue' in item)
  );
}

/** Whether a schema's own message is a key of the message catalogues (`{ error: 'referralProgrammeUnknown' }`). */
const isCatalogueKey = (text: string): text is MessageKey => Object.hasOwn(MESSAGE_CATALOGUES['en-US'], text);

/**
 * The problems as one line in `language`: "path: problem; …". A message zod worded itself is worded
 * again by zod's locale of that language; a message a schema gives of its own is kept, unless it is a
 * key of the message catalogues: then it is that message in `language`.
 */
export function validationDetailIn(problems: readonly ValidationProblem[], language: Language): string {
  const locale = (LOCALES[language] ?? locales.en)();
  return problems
    .map(({ instancePath, message, issue }) => {
      const zodsOwn = wording(english, issue) === message;
      const text =
        (zodsOwn && wording(locale, issue)) ||
        (isCatalogueKey(message) ? catalogueMessage(language, message) : message);
      const where = instancePath.replace(/^\//, '').replaceAll('/', '.');
      return where ? `${where}: ${text}` : text;
    })
    .join('; ');
}
