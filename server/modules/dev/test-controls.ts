import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { ERROR_MESSAGES, GENERIC_FAILURE_MESSAGE } from '../../../src/i18n/en/errors';
import { AppError, forbidden } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';
import { validate } from '../../lib/validate';

const PushFaultsBody = v.object({
  /** How many of the next pushes fail (0 clears the switch). */
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  /** The status they answer: 4xx or 5xx (401 makes the client refresh its token and retry). */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)), 503),
});

/**
 * Switches for end-to-end tests (TEST_CONTROLS=true, refused with NODE_ENV=production; the
 * Playwright kit's `serverControl` in e2e/fixtures.ts uses them). POST /sdk/dev/push-faults
 * { count, status } makes the next `count` pushes answer `status` before anything is applied,
 * as a proxy or an overloaded server would. Loopback callers only.
 *
 * Registered on the root instance (not in a module's encapsulated scope) so that its hook sees
 * the push route, which lives in the signed-in scope.
 */
export function registerTestControls(app: FastifyInstance): void {
  const pushFaults = { remaining: 0, status: 503 };

  app.addHook('onRequest', async (request) => {
    if (pushFaults.remaining === 0 || request.method !== 'POST' || request.url.split('?')[0] !== API.syncPush) return;
    pushFaults.remaining -= 1;
    const message = pushFaults.status === 401 ? ERROR_MESSAGES.unauthenticated : GENERIC_FAILURE_MESSAGE;
    throw new AppError(pushFaults.status, 'test/push-fault', message);
  });

  app.post(API.devPushFaults, async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw forbidden(ERROR_MESSAGES.forbidden, 'dev/loopback-only');
    const body = validate(PushFaultsBody, request.body);
    pushFaults.remaining = body.count;
    pushFaults.status = body.status;
    return ok({ count: pushFaults.remaining, status: pushFaults.status });
  });
}
