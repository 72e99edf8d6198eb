/** The product version (spec 1 section 9): shown on /About and answered by the server. */
export const APP_VERSION = '4.0.7';

/** The response header that carries the server's MIN_APP_VERSION (server/modules/health/health.routes.ts). */
export const MIN_APP_VERSION_HEADER = 'X-Min-App-Version';
