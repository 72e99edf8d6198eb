// The bare counterpart of the pull endpoint for `npm run bench` (bench/pull.ts): Fastify with no
// plugins, hooks or logging, one GET route answering the bytes, content type and headers the
// product's pull answered (its security headers among them: the same bytes on the wire). Run as
// its own process like the product's server:
//   BARE_PORT=8090 BARE_BODY_FILE=/tmp/body BARE_HEADERS_FILE=/tmp/headers.json BARE_CONTENT_TYPE='application/json; charset=utf-8' node --import tsx bench/bare-server.ts
import fs from 'node:fs';
import Fastify from 'fastify';
import { API } from '../src/contract/api-paths';

const body = fs.readFileSync(process.env.BARE_BODY_FILE ?? '');
const contentType = process.env.BARE_CONTENT_TYPE ?? 'application/json; charset=utf-8';
const headers = process.env.BARE_HEADERS_FILE ? (JSON.parse(fs.readFileSync(process.env.BARE_HEADERS_FILE, 'utf8')) as Record<string, string>) : {};
const app = Fastify({ logger: false });
app.get(API.syncPull, async (_request, reply) => reply.headers(headers).type(contentType).send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
