import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '#contract/errors';
import { AppError } from '#server/lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/lib/db-errors';

const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Request bodies must be application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty' },
};

/** "/profile/name" (JSON pointer) → "profile.name", the form the client maps onto fields. */
function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Every failure leaves the server in the one error shape of DESIGN.md section 3. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.code(400).send({ message, code: 'VALIDATION_FAILED', errors } satisfies ApiErrorBody);
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply.code(error.statusCode ?? 400).send({ ...known } satisfies ApiErrorBody);
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: 'BAD_REQUEST' } satisfies ApiErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and likely over in seconds: a load balancer or the app retries it.
      request.log.warn(
        { code: 'DATABASE_UNAVAILABLE', method: request.method, route: request.routeOptions.url },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          message: 'Daily Retro is briefly unavailable. Please try again in a moment.',
          code: 'UNAVAILABLE',
        } satisfies ApiErrorBody);
    }
    // The logger's err serializer keeps only codes and frames (lib/log-safety.ts); the route is the
    // pattern, so no id or search word from the URL is written either.
    request.log.error(
      { err: error, code: 'INTERNAL', method: request.method, route: request.routeOptions.url },
      'request failed',
    );
    return reply.code(500).send({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    } satisfies ApiErrorBody);
  });
});
