import { type Language, type MessageKey, message } from '@tallybook/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, envelopeKindFor, failureBody, isApiPath } from './envelope.ts';

interface Failure {
  status: number;
  code: number;
  messageKey: MessageKey;
  values: Readonly<Record<string, string | number>>;
}

const STATUS_MESSAGES: Readonly<Record<number, MessageKey>> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
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
    const detail = validationDetail(fastifyError);
    return { status: 400, code: 400, messageKey: 'badRequest', values: { detail } };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const key = STATUS_MESSAGES[status];
    if (key) return { status, code: status, messageKey: key, values: {} };
    // Fastify's own client errors (bad JSON, empty body ...) say what is wrong and reveal nothing.
    return { status, code: status, messageKey: 'badRequest', values: { detail: fastifyError.message } };
  }
  if (status === 503) return { status, code: status, messageKey: 'serviceUnavailable', values: {} };
  return { status: 500, code: 500, messageKey: 'internalError', values: {} };
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Failure,
  language: Language = request.language,
) {
  const msg = message(language, failure.messageKey, failure.values);
  if (isApiPath(request.url)) {
    return reply
      .status(failure.status)
      .type('application/json; charset=utf-8')
      .send(failureBody(envelopeKindFor(request.url), failure.code, msg));
  }
  return reply.status(failure.status).type('text/plain; charset=utf-8').send(msg);
}

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
