import type { Server as HttpServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, SECURITY_HEADERS } from './app';
import { createNodeListener, NODE_LISTENER_DEFAULTS } from './node-listener';

/** An answer read off the socket until the server closes it: status, headers (lower-case) and body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (and `body`, if any) on a fresh TCP connection and reads until the server closes the
 * connection. Nothing is ever sent after that: a stalled request stays stalled until the server answers.
 */
function exchange(port: number, head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(head + body);
  });
}

/** A one-line §5 error body. */
const errorLine = (answer: RawAnswer): string[] => (JSON.parse(answer.body) as { errors: string[] }).errors;

describe('the node:http listener answers malformed HTTP with a JSON error and never crashes (issue 9 finding 9)', () => {
  let http: HttpServer;
  let port = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    const app = createApp({
      logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
    });
    app.post('/api/echo', async (c) => c.json({ success: true, echoed: await c.req.json() }));
    app.get('/api/ping', (c) => c.json({ success: true }));
    // Short limits so a stalled request is answered quickly; the defaults are checked below.
    http = createNodeListener(
      { app, serveKept: () => false },
      { headersTimeoutMs: 400, requestTimeoutMs: 400, checkIntervalMs: 50 },
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it('answers a request head over the size limit with 431 and a JSON body, not an empty 431', async () => {
    const answer = await exchange(
      port,
      `GET /api/ping HTTP/1.1\r\nHost: relomove.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const [name, value] of SECURITY_HEADERS)
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      errors: ['headers - The request headers are too large (at most 16384 bytes)'],
    });
  });

  it('answers a request whose body stalls with 408 and a JSON body once the request time is up', async () => {
    const answer = await exchange(
      port,
      'POST /api/echo HTTP/1.1\r\nHost: relomove.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      '{"half": "a bo',
    );
    expect(answer.status).toBe(408);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(errorLine(answer)).toEqual(['request - The request took too long to arrive; send it again']);
  });

  it('answers a request head that stalls with 408 and a JSON body', async () => {
    const answer = await exchange(port, 'GET /api/ping HTTP/1.1\r\nHost: relomove.test\r\nX-Slow: ');
    expect(answer.status).toBe(408);
    expect(errorLine(answer)).toEqual(['request - The request took too long to arrive; send it again']);
  });

  it('answers a second, oversized request on a kept-alive connection with 431 too (the first answer is done)', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const firstAnswered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        if (received.includes('{"success":true}')) resolve();
      }),
    );
    socket.write('GET /api/ping HTTP/1.1\r\nHost: relomove.test\r\n\r\n');
    await firstAnswered;
    socket.write(`GET /api/ping HTTP/1.1\r\nHost: relomove.test\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    await closed;
    const second = received.slice(received.indexOf('{"success":true}') + '{"success":true}'.length);
    expect(second).toMatch(/^HTTP\/1\.1 431 /);
    expect(second).toContain('"headers - The request headers are too large');
  });

  it('answers bytes that are not HTTP with 400 and a JSON body', async () => {
    const answer = await exchange(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(errorLine(answer)).toEqual(['request - The request is not well-formed HTTP']);
  });

  it('keeps serving after all of them', async () => {
    const answer = await exchange(
      port,
      'POST /api/echo HTTP/1.1\r\nHost: relomove.test\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n',
      '{"a":"bcd"}',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, echoed: { a: 'bcd' } });
  });

  it('logs no fault for any of them: a client that stops sending is not an error of ours', () => {
    const levels = logLines.map((line) => (JSON.parse(line) as { level: number; msg: string }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(logLines.filter((_, i) => (levels[i] ?? 0) >= 50)).toEqual([]);
  });

  it("by default gives a client 10 s for the head and for the whole request, checked every second, and keeps an idle connection 65 s (longer than a proxy's or client's idle limit, so the server never closes one a client is reusing)", () => {
    const server = createNodeListener({
      app: createApp({ logger: pino({ level: 'silent' }) }),
      serveKept: () => false,
    });
    expect(NODE_LISTENER_DEFAULTS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 10_000,
      checkIntervalMs: 1_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(10_000);
  });
});
