import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers are logged only when unusual (see `RequestLog`): the pull route, whose
     * up-to-date polls are most of the server's requests.
     */
    logOnlyUnusual?: boolean;
  }
}

/** A `logOnlyUnusual` answer that took this long is logged however it ended. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log (an 'incoming request' and a 'request completed' line at info for every
 * request), except on `logOnlyUnusual` routes: there a request that ends in an error, answers
 * 400 or more, or takes SLOW_REQUEST_MS or longer gets one completion line with its method and
 * URL, and an ordinary answer none. Two lines per poll were most of the log and a visible part
 * of a poll's cost at LOG_LEVEL=info (pino serializing the request and the reply); what a poll
 * does is counted in /metrics (`http_request_duration_seconds`, `sync_pulls_total`).
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (request.routeOptions.config.logOnlyUnusual === true) return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (request.routeOptions.config.logOnlyUnusual !== true) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS) reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}
