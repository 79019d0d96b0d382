import { isIP } from 'node:net';
import { AppError, userMessage } from '@adfleet/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** A Host as HTTP allows it: a DNS name or an IP literal (IPv6 in brackets), and a port; nothing else, no userinfo. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[\w-]+(?:\.[\w-]+)*)(?::(\d{1,5}))?$/;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
/**
 * Health checks and probes answer whoever probes the process, by whatever address: orchestrators and load balancers probe a pod or
 * a target by its IP, or through a mapped port, never by the public name. They say only whether a dependency is up,
 * nothing of anyone's, so a page that rebinds a name to the server learns nothing it could use.
 */
const HEALTH_PATH = /^\/(api\/health\/[a-z]+|livez|readyz)$/;

/** `name:port`, lower-cased, the port filled in with `defaultPort`; undefined for anything that is not a plain host. */
function hostKey(value: string | undefined, defaultPort: string): string | undefined {
  const match = value === undefined ? null : HOST_HEADER.exec(value.toLowerCase());
  if (!match) return undefined;
  return `${match[1]}:${match[2] ?? defaultPort}`;
}

/** The names PUBLIC_URL gives the server: its own host, and when that is this machine, each loopback name of it, same port. */
function publicHostKeys(publicUrl: string): { keys: Set<string>; defaultPort: string } {
  const url = new URL(publicUrl);
  const defaultPort = DEFAULT_PORTS[url.protocol] ?? '80';
  const port = url.port || defaultPort;
  const names = LOOPBACK_NAMES.includes(url.hostname) ? LOOPBACK_NAMES : [url.hostname];
  return { keys: new Set(names.map((name) => `${name}:${port}`)), defaultPort };
}

/**
 * The address and port the connection itself came in on, as a Host would name it (`127.0.0.1:3000`, `[::1]:3000`,
 * and `localhost:3000` on loopback). No DNS answer can make a browser send these for a name of an attacker's, so a
 * request naming them addresses this server on purpose: the worker calling its own sandbox over loopback while
 * PUBLIC_URL is a public name, or one server of several addressed directly.
 */
function connectionHostKeys(request: FastifyRequest): string[] {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return [];
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice('::ffff:'.length) : localAddress;
  const literal = isIP(address) === 6 ? `[${address}]` : address;
  const loopback = address === '::1' || address.startsWith('127.');
  return [`${literal}:${localPort}`, ...(loopback ? [`localhost:${localPort}`] : [])];
}

/**
 * Refuses, before anything else runs, a request whose Host is not a name of this server: DNS rebinding points a name
 * of an attacker's at 127.0.0.1, and the browser then treats this server as that name's, same origin and all; only the
 * Host it still sends tells. Accepted: PUBLIC_URL's host (with its loopback forms when it is local), and the
 * connection's own address (see connectionHostKeys). Behind a trusted proxy the host the app would take as its own
 * (X-Forwarded-Host) must pass as well. A refusal is 421 Misdirected Request, and nothing of the request is read.
 */
export function registerHostGuard(server: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): void {
  const { keys, defaultPort } = publicHostKeys(config.publicUrl);
  const isOurs = (request: FastifyRequest, host: string | undefined) => {
    const publicKey = hostKey(host, defaultPort);
    if (publicKey !== undefined && keys.has(publicKey)) return true;
    // The connection is plain HTTP (TLS ends before the app, if anywhere), so a Host without a port means 80.
    const connectionKey = hostKey(host, '80');
    return connectionKey !== undefined && connectionHostKeys(request).includes(connectionKey);
  };
  server.addHook('onRequest', (request, _reply, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && HEALTH_PATH.test(request.url.split('?')[0] ?? '')) return done();
    const forwarded = config.trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const refused = !isOurs(request, request.headers.host) || (forwarded !== undefined && !isOurs(request, request.host));
    done(refused ? new AppError('MISDIRECTED_REQUEST', userMessage('misdirectedRequest')) : undefined);
  });
}
