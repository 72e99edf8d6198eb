import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';

/**
 * Fastify's refusals before any route runs (`frameworkErrors`): a URL whose percent-encoding
 * does not decode (FST_ERR_BAD_URL, 400) and a path parameter over its length limit
 * (FST_ERR_MAX_PARAM_LENGTH, 414). Without this they answered Fastify's own
 * `{ error, code, message }`, with the caller's URL echoed in it, instead of the contract's
 * error envelope (found by tests/server/fuzz-endpoints.test.ts: `/sdk/billing/statements/%`,
 * `/sdk/payments/history/<250 emoji>`).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? ERROR_MESSAGES.requestTooLarge : ERROR_MESSAGES.requestUnreadable;
  void reply.status(status).send({ status: 'error', errorCode: error.code ?? 'bad-request', errorDescription: message, errorDetails: { detail: message } });
}
