import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * True for a loopback IP address: 127.0.0.0/8, ::1 and their IPv4-mapped forms
 * (::ffff:127.0.0.1). Anything that is not an IP address (undefined, a host name) is false.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when a listen HOST only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}
