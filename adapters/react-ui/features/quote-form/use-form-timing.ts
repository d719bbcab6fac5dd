import { useRef } from 'react';
import type { FormTiming } from '../../../../domain/bot-check/too-fast';

/**
 * §5 "Bot checks" / §9 bot thresholds: how long the visitor took, measured in the browser and sent with
 * the quote as `formTiming`; the server applies the too-fast rule (domain/bot-check/too-fast.ts).
 *
 * - A field's duration is the time it had focus, counted up to its last change (time spent tabbing
 *   through a field without changing it is not a fill). A field changed without ever having focus
 *   (a script filling it) takes 0 ms.
 * - Only fields that were changed are listed (a select left at its default was not filled).
 * - The total runs from the first focus or change anywhere in the form to the snapshot; 0 before that.
 */
export class FormTimer {
  private startedAt: number | null = null;
  private readonly focusedAt = new Map<string, number>();
  private readonly closed = new Map<string, number>();
  private readonly durations = new Map<string, number>();

  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  private begin(at: number): void {
    if (this.startedAt === null) this.startedAt = at;
  }

  focus(field: string): void {
    const at = this.now();
    this.begin(at);
    this.focusedAt.set(field, at);
  }

  blur(field: string): void {
    const since = this.focusedAt.get(field);
    if (since === undefined) return;
    this.closed.set(field, (this.closed.get(field) ?? 0) + (this.now() - since));
    this.focusedAt.delete(field);
  }

  changed(field: string): void {
    const at = this.now();
    this.begin(at);
    const since = this.focusedAt.get(field);
    const open = since === undefined ? 0 : at - since;
    this.durations.set(field, (this.closed.get(field) ?? 0) + open);
  }

  snapshot(): FormTiming {
    return {
      fieldDurationsMs: [...this.durations.values()].map((ms) => Math.max(0, Math.round(ms))),
      totalMs: this.startedAt === null ? 0 : Math.max(0, Math.round(this.now() - this.startedAt)),
    };
  }
}

/** A FormTimer that lives as long as the form; `now` is injectable for tests. */
export function useFormTiming(now: () => number = () => performance.now()): FormTimer {
  const timer = useRef<FormTimer | null>(null);
  if (timer.current === null) timer.current = new FormTimer(now);
  return timer.current;
}
