import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerAccessLog, pinoAccessLog } from './access-log';

const entry = { reqId: 'abc-123', method: 'GET', path: '/api/code/city_search.php', status: 200, ms: 1 };

/** What pino itself writes for the same entry, to compare shapes. */
function pinoLine(): Record<string, unknown> {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info', base: { service: 'relomove' } },
    { write: (l: string) => lines.push(l) },
  );
  loggerAccessLog(logger)(entry);
  return JSON.parse(lines[0] ?? '{}');
}

describe('the access log (issue 3: structured JSON logs with a request id)', () => {
  it("writes one JSON line per request with pino's own fields, base fields and the request id", () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info', base: { service: 'relomove' } });
    pinoAccessLog(logger, { write: (l) => lines.push(l) }, { service: 'relomove' })(entry);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0] ?? '');
    const expected = pinoLine();
    expect(Object.keys(line)).toEqual(Object.keys(expected));
    expect({ ...line, time: 0 }).toEqual({ ...expected, time: 0 });
    expect(typeof line.time).toBe('number');
  });

  it('escapes a path that holds quotes or backslashes, so the line stays valid JSON', () => {
    const lines: string[] = [];
    pinoAccessLog(
      pino({ level: 'info' }),
      { write: (l) => lines.push(l) },
      {},
    )({ ...entry, path: '/a"b\\c' });
    expect(JSON.parse(lines[0] ?? '').path).toBe('/a"b\\c');
  });

  it("writes nothing when the log level is above 'info' (LOG_LEVEL=warn)", () => {
    const lines: string[] = [];
    pinoAccessLog(pino({ level: 'warn' }), { write: (l) => lines.push(l) }, {})(entry);
    expect(lines).toEqual([]);
  });
});
