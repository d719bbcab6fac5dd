import type { Viewer } from '../../../../application/accounts/viewer';

/** A route's context as far as callerAndMove reads it: the caller, and a path that names a move ({id}). */
interface MoveRouteContext {
  get(key: 'viewer'): Viewer;
  req: { valid(target: 'param'): { id: number } };
}

/** The caller and the move the path names: what a route about one move hands its use case first. */
export function callerAndMove(c: MoveRouteContext): { viewer: Viewer; quoteId: number } {
  return { viewer: c.get('viewer'), quoteId: c.req.valid('param').id };
}

/** The request's Idempotency-Key header, lower-cased: the key its use case keeps the answer under. */
export function idempotencyKeyOf(c: {
  req: { valid(target: 'header'): { 'idempotency-key': string } };
}): string {
  return c.req.valid('header')['idempotency-key'].toLowerCase();
}
