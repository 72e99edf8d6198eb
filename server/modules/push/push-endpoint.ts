import net from 'node:net';

/**
 * Which push endpoints the server will POST to. A subscription's endpoint is a URL the browser's
 * push service gave, but the server cannot tell it from any URL a caller typed: an `http:` one or
 * one naming a host inside the server's own network would make the server a proxy into it (SSRF).
 * So: `https:` only, and in production never `localhost` nor an IP literal in a loopback,
 * private, link-local or otherwise local range. Outside production `http://127.0.0.1:<port>/…` and
 * `http://localhost…` are accepted too: the tests' loopback push service. A name that resolves to
 * such an address is not looked up here (the push services' names are public ones).
 */
const LOCAL = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  LOCAL.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  LOCAL.addSubnet(prefix, bits, 'ipv6');
}

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.';

/** Whether a hostname (as URL gives it: IPv6 in brackets) is an IP literal in a local range, or localhost. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isLocalName(host)) return true;
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const kind = net.isIP(bare);
  if (kind === 4) return LOCAL.check(bare, 'ipv4');
  if (kind === 6) return LOCAL.check(bare, 'ipv6');
  return false;
}

/** Whether the server may send pushes to `endpoint` (`production`: NODE_ENV=production). */
export function isAcceptableEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return !production || !isLocalHost(url.hostname);
  if (url.protocol !== 'http:' || production) return false;
  return url.hostname === '127.0.0.1' || url.hostname.toLowerCase() === 'localhost';
}
