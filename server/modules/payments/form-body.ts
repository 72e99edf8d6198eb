import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * PayWeb3 posts `application/x-www-form-urlencoded` bodies. They are kept raw: its checksums
 * follow the posted order, so payweb3.ts parses them into ordered pairs.
 */
export async function acceptForms(app: FastifyInstance): Promise<void> {
  // @fastify/formbody in the payments scope only (the rest of the server reads JSON).
  await app.register(formbody, { parser: (raw: string) => ({ raw }), bodyLimit: 16 * 1024 });
}

/** The url-encoded body as received, or '' for anything else. */
export function rawForm(body: unknown): string {
  return typeof body === 'object' && body !== null && 'raw' in body && typeof body.raw === 'string' ? body.raw : '';
}
