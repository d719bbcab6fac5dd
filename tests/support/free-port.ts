import { createServer } from 'node:net';

/**
 * A free TCP port on the loopback interface, for a server a test or benchmark starts: fixed ports collide
 * with other work on a shared machine.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
