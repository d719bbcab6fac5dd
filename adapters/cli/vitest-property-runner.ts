import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PropertyOutputLine, PropertyRunner, PropertyRunRequest } from './property-runner';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A property name as a vitest --testNamePattern that matches the text itself, not as a regular expression. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Runs the properties with vitest in a child process (the project's own vitest, from the project root),
 * passing the fast-check settings through RELOMOVE_FUZZ_RUNS/SEED/PATH (tests/property/fast-check-setup.ts).
 * Each property may run as long as fast-check allows it (its own time limit), so vitest's timeout is off.
 * The property files test pure domain functions, so they share one module graph per worker (--no-isolate):
 * in a test of this command that cut a one-property run from about 50 s to about 10 s on a busy machine.
 */
export class VitestPropertyRunner implements PropertyRunner {
  run(request: PropertyRunRequest, onLine: (line: PropertyOutputLine) => void): Promise<number> {
    const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
    const args = [vitest, 'run', request.suite, '--reporter=dot', '--testTimeout=0', '--no-isolate'];
    if (request.property) args.push('--testNamePattern', literalPattern(request.property));
    // A run started from inside vitest (the command's own test) must not look like one of its workers.
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'),
    );
    env.RELOMOVE_FUZZ_RUNS = String(request.runs);
    if (request.seed !== undefined) env.RELOMOVE_FUZZ_SEED = String(request.seed);
    if (request.path) env.RELOMOVE_FUZZ_PATH = request.path;

    return new Promise((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: PROJECT_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines = (stream: 'out' | 'err') => {
        let pending = '';
        return {
          data: (chunk: Buffer) => {
            pending += chunk.toString();
            const parts = pending.split('\n');
            pending = parts.pop() ?? '';
            for (const text of parts) onLine({ text, stream });
          },
          end: () => {
            if (pending) onLine({ text: pending, stream });
            pending = '';
          },
        };
      };
      const out = lines('out');
      const err = lines('err');
      child.stdout.on('data', out.data);
      child.stderr.on('data', err.data);
      child.on('error', (e) => {
        onLine({ text: `vitest could not be started: ${e.message}`, stream: 'err' });
        resolve(1);
      });
      child.on('close', (code) => {
        out.end();
        err.end();
        resolve(code ?? 1);
      });
    });
  }
}
