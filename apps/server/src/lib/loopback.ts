import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) match the IPv4 rule too.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an IP address is this machine's own: 127.0.0.0/8, ::1 or ::ffff:127.x.y.z. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a listening address (HOST) reaches only this machine: a loopback address or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

/** Addresses a proxy says it forwarded for, from X-Forwarded-For and Forwarded. */
function forwardedFor(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const xff = header('x-forwarded-for')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // RFC 7239: for=192.0.2.1, for="192.0.2.1:80", for="[2001:db8::1]:80".
  const forwarded = [...header('forwarded').matchAll(/for="?(\[[^\]]*\]|[^";,\s]+)/gi)].map((match) =>
    match[1]!.replace(/^\[(.*)\].*$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
  );
  return [...xff, ...forwarded];
}

/**
 * An onRequest hook for development conveniences (the dev mailbox, simulated payments, the test
 * wallet): they answer only a client on this machine, as if they did not exist for anyone else
 * (docs/decisions/0025). The socket's own address decides, never a header a client can write; a
 * request a local proxy forwarded for someone else (X-Forwarded-For, Forwarded) is refused too.
 */
export async function loopbackOnly(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
  if (!forwardedFor(request).every(isLoopbackAddress)) throw notFound();
  // A page of another site whose name it made point at 127.0.0.1 (DNS rebinding) reaches this
  // machine's server from this machine's browser, under its own name: it could read the dev
  // mailbox's reset links or send from the test wallet. Only this machine's own names are served.
  if (!isLoopbackHost(hostName(request.headers.host ?? ''))) throw notFound();
}

/** The name in a Host header, without its port: `localhost`, `127.0.0.1`, `::1` (from `[::1]:3000`). */
export function hostName(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!;
  return host.replace(/:\d+$/, '');
}
