import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  maxHeaderSize,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { errorBody } from '../contract/common';
import { type App, DEFAULT_CACHE_CONTROL, SECURITY_HEADERS } from './app';

export interface NodeListenerOptions {
  /** How long a client may take to send the request head. */
  headersTimeoutMs?: number;
  /** How long a client may take to send the whole request, head and body. */
  requestTimeoutMs?: number;
  /** How often Node looks for requests past those limits (a stalled request is answered within this much of its limit). */
  checkIntervalMs?: number;
  /** How long an idle kept-alive connection stays open for the client's next request. */
  keepAliveTimeoutMs?: number;
}

/**
 * A request (at most 64 KB of body, MAX_BODY_BYTES) has 10 s to arrive, head and body; Node's own defaults
 * (60 s for the head, 300 s for the request, checked every 30 s) let a stalled body hold a connection
 * for over 5 minutes (issue 9 finding 9).
 *
 * An idle kept-alive connection stays open 65 s, longer than a proxy's or a client's own idle limit (haproxy's
 * `timeout http-keep-alive`, a load balancer's 60 s, undici's hint less 2 s), so the client, never the server,
 * closes it. Node's 5 s default closes it first, and a client that sends its next request on that socket at
 * the same moment gets "fetch failed" (or a proxy a 502): seen by the staff CLI on a loaded machine (issue 26).
 */
export const NODE_LISTENER_DEFAULTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10_000,
  checkIntervalMs: 1_000,
  keepAliveTimeoutMs: 65_000,
} as const satisfies Required<NodeListenerOptions>;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** The status and §5 line of a request Node could not read, by its parser's or timer's error code. */
function refusalOf(code: string | undefined): { status: number; line: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        line: `headers - The request headers are too large (at most ${maxHeaderSize} bytes)`,
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, line: 'request - The request took too long to arrive; send it again' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, line: 'body - The chunk extensions of the request body are too large' };
    default:
      return { status: 400, line: 'request - The request is not well-formed HTTP' };
  }
}

/** A whole HTTP/1.1 answer with a §5 JSON body and the app's security headers; the connection closes after it. */
function rawAnswer(status: number, line: string): string {
  const body = JSON.stringify(errorBody([line]));
  const headers = [
    ['Content-Type', 'application/json'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Cache-Control', DEFAULT_CACHE_CONTROL],
    ...SECURITY_HEADERS,
    ['Connection', 'close'],
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
  return `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`;
}

/**
 * The node:http server of `npm start` (main.ts listens on it): the kept city search answers first, then
 * the app. A request Node cannot read (a head over maxHeaderSize, a head or body that stalls past the
 * limits above, bytes that are not HTTP) is answered with a §5 JSON error, 431, 408 or 400, and its
 * connection is closed; Node's default would be an empty answer. A connection already reset, or one whose
 * answer has started, is simply closed. Nothing here throws, so a client can never stop the server.
 */
export function createNodeListener(
  server: { app: App; serveKept(req: IncomingMessage, res: ServerResponse): boolean },
  options: NodeListenerOptions = {},
): HttpServer {
  const limits = { ...NODE_LISTENER_DEFAULTS, ...options };
  const app = getRequestListener(server.app.fetch);
  /** The response in flight on each connection, so a late client error never writes over a started answer. */
  const inFlight = new WeakMap<Socket, ServerResponse>();
  const http = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      inFlight.set(req.socket, res);
      // A repeated city search is answered from the kept answers before the app (answer-cache.ts).
      if (!server.serveKept(req, res)) void app(req, res);
    },
  );
  http.keepAliveTimeout = limits.keepAliveTimeoutMs;
  http.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // An answer already under way on this connection cannot be replaced: the connection just closes.
    const current = inFlight.get(socket);
    const started = (current?.headersSent ?? false) && !current?.writableFinished;
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const { status, line } = refusalOf(error.code);
    socket.end(rawAnswer(status, line), () => socket.destroy());
  });
  return http;
}
