import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushPayload } from '../../src/contract/push';

/**
 * The tests' push service (issue 29): a loopback HTTP server standing where a browser vendor's
 * push service would, with the browser's side of a subscription (its key pair and auth secret)
 * to decrypt what the server pushed. The server tests and the end-to-end tests share it.
 */

/** One request the loopback push service received. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback, as a browser vendor's would be: it takes the POST of a push, answers
 * the next status queued (201 when none) and keeps what it received for the test to decrypt.
 */
export class LoopbackPushService {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = this.statuses.shift() ?? 201;
      res.end();
    });
  });
  origin = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Received requests for one subscription's path. */
  to(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
}

/** A browser's subscription: the device's own P-256 key pair and auth secret, an endpoint on the loopback service. */
export function browserSubscription(service: LoopbackPushService, deviceId = `device-${crypto.randomBytes(4).toString('hex')}`) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  const path = `/push/${crypto.randomBytes(8).toString('hex')}`;
  return {
    ecdh,
    path,
    request: { deviceId, endpoint: `${service.origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as PushPayload,
  };
}

/** The VAPID JWT of an `Authorization: vapid t=…, k=…` header, its signature checked with `k` (ES256). */
export function vapidClaims(header: string | undefined): { aud: string; sub: string; exp: number; k: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header}`);
  const [head, body, signature] = match[1].split('.') as [string, string, string];
  const raw = Buffer.from(match[2], 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = crypto.verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  return { ...(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }), k: match[2] };
}
