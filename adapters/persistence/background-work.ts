import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work no customer is waiting for (the job queue's polling, maintenance and handlers): marked so that, on
 * PGlite's one connection, requests go first (pglite-dialect.ts). What such work starts (its timers, its
 * promises) stays marked; a request's own statements, the jobs it schedules included, are never marked.
 */
const background = new AsyncLocalStorage<true>();

export function inBackground<T>(work: () => T): T {
  return background.run(true, work);
}

export function isBackgroundWork(): boolean {
  return background.getStore() === true;
}
