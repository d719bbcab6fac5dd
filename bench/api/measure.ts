/**
 * autocannon runs, each target right after a bare run of the same length (each ratio compares like with
 * like, since a shared machine drifts within a run), and each row printed as soon as it is measured.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The bare route's req/s measured just before this target (a busy machine drifts within a run). */
  bareBefore: number | null;
}

export interface Runner {
  /** Measures one target (after a bare run unless `paired` is false) and prints its row at once. */
  measure(name: string, options: autocannon.Options, paired?: boolean): Promise<Measured>;
  results: Measured[];
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

/** The 1-minute load average, printed with each row: the machine is shared. */
export const load = () => loadavg()[0]?.toFixed(1) ?? '-';

/**
 * How long each run lasts, in seconds, and (the quick form) how often autocannon samples, in milliseconds: it
 * ends a run only at a sample, once a second by default, so a quick run of a fraction of a second samples often.
 */
export interface RunLength {
  readonly durationS: number;
  readonly sampleMs?: number;
}

export function runner(settings: { bareUrl: string; length: RunLength; connections: number }): Runner {
  const results: Measured[] = [];
  const { durationS, sampleMs } = settings.length;
  const run = (options: autocannon.Options) =>
    autocannon({
      connections: settings.connections,
      duration: durationS,
      ...(sampleMs ? { sampleInt: sampleMs } : {}),
      ...options,
    });
  /**
   * Requests per second: autocannon's mean of its one-second samples, or, for a run of a fixed number of
   * requests (it ends mid-second) and for sub-second samples, the requests over the run's duration.
   */
  const rateOf = (result: autocannon.Result, options: autocannon.Options) =>
    options.amount || sampleMs
      ? result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000)
      : result.requests.average;
  return {
    results,
    async measure(name, options, paired = true) {
      const bare = { url: settings.bareUrl };
      const bareBefore = paired ? rateOf(await run(bare), bare) : null;
      const result = await run(options);
      const measured: Measured = {
        name,
        rps: rateOf(result, options),
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        bareBefore,
      };
      results.push(measured);
      const first = results[0];
      const paired2 = measured.bareBefore
        ? `bare just before ${fmt(measured.bareBefore).padStart(6)}  ratio ${(measured.rps / measured.bareBefore).toFixed(3)}`
        : '';
      console.log(
        `  ${name.padEnd(56)} ${fmt(measured.rps).padStart(8)} req/s  p99 ${String(measured.p99).padStart(4)} ms  errors ${measured.errors}  non-2xx ${measured.non2xx}  vs first ${first ? (measured.rps / first.rps).toFixed(3) : '-'}  ${paired2}  load ${load()}`,
      );
      return measured;
    },
  };
}
