import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import type { AppContext } from '../../context';
import { httpTransport, payWeb3Gateway, type PaymentGateway } from './payment-gateway';

/**
 * Where the payments module reaches its gateway. A live account (PAYGATE_ID and PAYGATE_KEY):
 * PayGate over HTTPS. Otherwise the built-in sandbox, reached in process: the server-to-server
 * posts (initiate, query, and the sandbox's notifies) go through this server's own router with
 * `inject`, so no listening port is needed, while the browser reaches the sandbox's pages at
 * same-origin paths. The adapter and every form string are the same in both modes.
 */

const routers = new WeakMap<AppContext, FastifyInstance>();
const gateways = new WeakMap<AppContext, PaymentGateway>();

/** Remembers the server's router for in-process posts (called once, when the module's routes register). */
export function registerLocalRouter(ctx: AppContext, app: FastifyInstance): void {
  routers.set(ctx, app);
}

/** POSTs a url-encoded body to one of this server's own paths, in process. */
export async function postLocally(ctx: AppContext, path: string, body: string): Promise<{ statusCode: number; body: string }> {
  const app = routers.get(ctx);
  if (!app) throw new Error('payments: the server router is not registered yet');
  const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
  return { statusCode: res.statusCode, body: res.body };
}

export function gatewayFor(ctx: AppContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    const { paygate } = ctx.config;
    gateway =
      paygate.mode === 'live'
        ? payWeb3Gateway(paygate, httpTransport())
        : payWeb3Gateway(paygate, {
            browserBase: API.paygateSandbox,
            async post(endpoint, body) {
              const res = await postLocally(ctx, `${API.paygateSandbox}/${endpoint}`, body);
              if (res.statusCode !== 200) throw new Error(`PayWeb3 sandbox ${endpoint} answered HTTP ${res.statusCode}`);
              return res.body;
            },
          });
    gateways.set(ctx, gateway);
  }
  return gateway;
}

/** Where the gateway sends the browser back and posts its notify. */
export function gatewayUrls(ctx: AppContext): { returnUrl: string; notifyUrl: string } {
  return { returnUrl: `${ctx.config.publicUrl}${API.paymentReturn}`, notifyUrl: `${ctx.config.publicUrl}${API.paymentNotify}` };
}
