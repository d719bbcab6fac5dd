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

export function runner(settings: { bareUrl: string; durationS: number; connections: number }): Runner {
  const results: Measured[] = [];
  const run = (options: autocannon.Options) =>
    autocannon({ connections: settings.connections, duration: settings.durationS, ...options });
  return {
    results,
    async measure(name, options, paired = true) {
      const bareBefore = paired ? (await run({ url: settings.bareUrl })).requests.average : null;
      const result = await run(options);
      const measured: Measured = {
        name,
        // A run of a fixed number of requests ends mid-second: its rate is its requests over its duration.
        rps: options.amount
          ? result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000)
          : result.requests.average,
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
