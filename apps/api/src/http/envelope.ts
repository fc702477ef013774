import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiErrorItem, Envelope } from '@rona/domain';
import { HttpError } from './errors';
import { messages } from './messages';

export const ok = <T>(result: T, message: string = messages.ok): Envelope<T> => ({ status: true, message, result });

export const failure = (message: string, errors: ApiErrorItem[]) => ({ status: false as const, message, errors });

/** zod issues as `errors[]`; the message reads '<message>. <field>' like the clients' toasts. */
export function validationFailure(error: z.ZodError, prefix?: string) {
  const errors = error.issues.map((issue) => ({
    message: issue.message,
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || undefined,
  }));
  const first = errors[0];
  const message = first ? [first.message, first.field].filter(Boolean).join('. ') : messages.invalidInput;
  return failure(message, errors);
}

/**
 * The router's own refusals (a malformed or over-long path, before any route runs) in the envelope:
 * Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send(failure(messages.invalidAddress, [{ message: messages.invalidAddress }]));
}

/** One error handler: known failures keep their message, 5xx never leak details. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof HttpError) {
      const body = failure(error.message, error.errors);
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.result === undefined ? body : { ...body, result: error.result });
    }
    if (error instanceof z.ZodError) {
      return reply.status(400).send(validationFailure(error));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
          ? messages.invalidJson
          : status === 404
            ? messages.routeNotFound
            : messages.invalidInput;
      return reply.status(status).send(failure(message, [{ message }]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(messages.serverError, [{ message: messages.serverError }]));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        failure(messages.routeNotFound, [
          { message: `${messages.routeNotFound}: ${request.method} ${request.url.split('?')[0]}` },
        ]),
      );
  });
}
