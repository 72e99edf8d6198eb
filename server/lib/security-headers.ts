import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { PAYGATE_LIVE_BASE, type Config } from '../config';

/**
 * Pages of this product that the app itself shows inside /DynamicIFrame (spec 1: the home
 * sidebar's Help "opens an embedded page", `/help.html` by default). Only these may be
 * framed, and only by the app (`frame-ancestors 'self'`); every other answer refuses to be
 * framed at all. Add a path here when the product serves another page the app embeds
 * (e.g. a server-rendered notification or event page, spec 3). Card payments: the
 * gateway's page runs in the app's frame and ends on our return page (RETURN_URL); the built-in
 * sandbox's process.trans (the frame's form post, redirecting) and card page (an app route) are
 * shown in that frame.
 */
export const EMBEDDED_PAGES: ReadonlySet<string> = new Set(['/help.html', API.paymentReturn, `${API.paygateSandbox}/process.trans`, API.paygateSandboxPage]);

/** Where firebase/auth sends sign-in, sign-up, password reset (Identity Toolkit) and ID-token refreshes (Secure Token). */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;

/** What one page may need beyond the app's policy. */
export type PageAllowances = {
  /** The app may frame this page (see EMBEDDED_PAGES). */
  framedBySelf?: boolean;
  /** `'sha256-...'` sources of inline <style> elements the page carries. */
  styleHashes?: readonly string[];
};

/**
 * The security headers of every answer (app, API, errors), set by @fastify/helmet:
 * a Content-Security-Policy with scripts from the app's origin only (no inline scripts, no
 * eval; WebAssembly may be compiled),
 * images also from blob:/data: (photos are shown through object URLs), connections to the app's
 * origin (and to the map's and Firebase Auth's when configured), embedded pages
 * (/DynamicIFrame) from the origin or https, no framing by others, forms posted to the origin
 * (and to PayGate with a live account: the payment page's form); nosniff;
 * `Referrer-Policy: no-referrer` (reset tokens travel in URLs); HSTS and
 * upgrade-insecure-requests only when PUBLIC_URL is https.
 */
export function helmetOptions(config: Pick<Config, 'publicUrl' | 'paygate' | 'mapStyleUrl' | 'firebase'>, page: PageAllowances = {}): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  // The app posts the payment form into its frame: to the sandbox on this origin, or to PayGate.
  const gateway = config.paygate.mode === 'live' ? [new URL(PAYGATE_LIVE_BASE).origin] : [];
  // MAP_STYLE_URL: MapLibre fetches the style, its tiles, sprites and glyphs from the style's origin
  // (its worker is a script of this origin, so worker-src stays 'self').
  const mapOrigin = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
  // Firebase Auth: firebase/auth's e-mail/password calls and its token refresh, or the emulator in a demo setup.
  const firebase = config.firebase ? [...FIREBASE_AUTH_ORIGINS, ...(config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [])] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // 'wasm-unsafe-eval' lets the app compile WebAssembly (the ZXing barcode reader of identity
        // onboarding) and nothing else: eval and inline scripts stay blocked.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...(page.styleHashes ?? []).map((hash) => `'${hash}'`)],
        imgSrc: ["'self'", 'blob:', 'data:', ...mapOrigin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...mapOrigin, ...firebase],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: [page.framedBySelf ? "'self'" : "'none'"],
        formAction: ["'self'", ...gateway],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: page.framedBySelf ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Header name and value pairs, as helmet sets them on the raw response. */
type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The headers helmet sets for `options`, worked out once: the values depend on the options only
 * (no nonces, nothing of the request), so helmet itself runs on one request of a throwaway
 * Fastify instance and what it set on the raw response before any handler is kept.
 */
async function headersOf(options: FastifyHelmetOptions): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  let headers: HeaderList = [];
  await probe.register(helmet, options);
  // Runs after helmet's own onRequest hooks (registered first): the headers it set, and only those.
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)] as const);
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/**
 * The headers of a page with `page`'s allowances, worked out once by helmet (see `headersOf`): for
 * a route that answers with a policy of its own (the dev mailbox's inline style) to set on its
 * answer, over the app's (the same header names, so each of the app's is replaced).
 */
export async function pageSecurityHeaders(config: Config, page: PageAllowances): Promise<Record<string, string>> {
  return Object.fromEntries(await headersOf(helmetOptions(config, page)));
}

/**
 * Registers the headers for every answer (before the modules, so the modules' routes and the
 * not-found and error answers carry them). Helmet builds its middleware anew on every request (its
 * directives parsed, its header names dashified), which was a visible cost of every API call; the
 * values never change, so they are worked out once here by helmet itself (`headersOf`) and set
 * from the list by one synchronous hook: the app's headers, or the framed pages' (EMBEDDED_PAGES)
 * variant. @fastify/helmet is not registered on the app (its two hooks a request, one of them
 * async, were a cost of every poll); a page with a policy of its own sets `pageSecurityHeaders`
 * on its answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const appHeaders = await headersOf(helmetOptions(config));
  const framedHeaders = await headersOf(helmetOptions(config, { framedBySelf: true }));
  // @fastify/helmet's route option would be silently ignored without its plugin: refused at start.
  app.addHook('onRoute', (route) => {
    if ('helmet' in route) throw new Error(`${route.url}: a route's own helmet options are not applied; set pageSecurityHeaders() on its answer`);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const query = url.indexOf('?');
    const headers = EMBEDDED_PAGES.has(query < 0 ? url : url.slice(0, query)) ? framedHeaders : appHeaders;
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
