import { STATUS_CODES } from 'node:http';
import { DEFAULT_LANGUAGE, type Language, type MessageKey, matchLanguage, message } from '@tallybook/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, envelopeKindFor, failureBody, isApiPath } from './envelope.ts';
import { requestLanguage } from './language.ts';
import { isValidationProblems, type ValidationProblem, validationDetailIn } from './validation.ts';

interface Failure {
  status: number;
  code: number;
  messageKey: MessageKey;
  values: Readonly<Record<string, string | number>>;
  /** A request that failed validation: its problems, worded in the caller's language when sent. */
  problems?: readonly ValidationProblem[];
}

const STATUS_MESSAGES: Readonly<Record<number, MessageKey>> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
};

/** Fastify's (and its compression plugin's) own refusals, each with a message of ours instead of its English one. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, MessageKey>> = {
  FST_ERR_BAD_URL: 'malformedUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'malformedUrl',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_CP_ERR_INVALID_CONTENT: 'malformedBody',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'unsupportedContentEncoding',
};

function validationDetail(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return where ? `${where}: ${issue.message}` : issue.message;
      })
      .join('; ');
  }
  return error.message;
}

/** Turns anything thrown while answering into a failure a caller may see: no stack, no internals. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, messageKey: error.messageKey, values: error.values };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) {
    if (isValidationProblems(fastifyError.validation)) {
      const problems = fastifyError.validation;
      return { status: 400, code: 400, messageKey: 'badRequest', values: { detail: '' }, problems };
    }
    const detail = validationDetail(fastifyError);
    return { status: 400, code: 400, messageKey: 'badRequest', values: { detail } };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const key = FRAMEWORK_MESSAGES[fastifyError.code] ?? STATUS_MESSAGES[status];
    if (key) return { status, code: status, messageKey: key, values: {} };
    // Fastify's own client errors (bad JSON, empty body ...) say what is wrong and reveal nothing.
    return { status, code: status, messageKey: 'badRequest', values: { detail: fastifyError.message } };
  }
  if (status === 503) return { status, code: status, messageKey: 'serviceUnavailable', values: {} };
  return { status: 500, code: 500, messageKey: 'internalError', values: {} };
}

/** A call that sent JSON: whatever its path (a page's action too), its refusal is read by a script. */
function isJsonCall(request: FastifyRequest): boolean {
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Failure,
  language: Language = request.language,
) {
  const values = failure.problems
    ? { ...failure.values, detail: validationDetailIn(failure.problems, language) }
    : failure.values;
  const msg = message(language, failure.messageKey, values);
  if (isApiPath(request.url) || isJsonCall(request)) {
    return reply
      .status(failure.status)
      .type('application/json; charset=utf-8')
      .send(failureBody(envelopeKindFor(request.url), failure.code, msg));
  }
  return reply.status(failure.status).type('text/plain; charset=utf-8').send(msg);
}

/**
 * Fastify answers a few refusals before any hook or error handler runs (a malformed URL, a path
 * parameter too long, a request the HTTP parser cannot read) in its own `{error, code, message}`
 * shape; these constructor options bring them into the envelope. Spread them into `Fastify({...})`.
 */
export const envelopedFrameworkErrors: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors(error, request, reply) {
    // No onRequest hook ran: read the language cookie here.
    const header = request.headers.cookie;
    if (header && !request.cookies) request.cookies = request.server.parseCookie(header);
    // Nor was the query parsed: a `?lang=` is read from the raw address.
    const search = request.raw.url?.split('?')[1];
    const language = matchLanguage(new URLSearchParams(search).get('lang') ?? undefined) ?? requestLanguage(request);
    return sendFailure(request, reply, describeFailure(error), language);
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // Nothing of the request is readable (not even its path): the code envelope in the default language.
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(failureBody('code', status, message(DEFAULT_LANGUAGE, 'malformedRequest')));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};

/** Every failure is answered in its path's envelope, in the caller's language. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const failure = describeFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: failure.status, reason: (error as Error).message }, 'request refused');
    return sendFailure(request, reply, failure);
  });
  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, {
      status: 404,
      code: 404,
      messageKey: 'routeNotFound',
      values: { method: request.method, path: request.url.split('?')[0] ?? '' },
    }),
  );
}
