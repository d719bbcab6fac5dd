import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsEvent as RecordedEvent,
  toAnalyticsEvent,
} from '../../../domain/analytics/events';
import type { RelomoveApi } from '../../http/client/relomove-api';
import type { Analytics, AnalyticsEvent } from './analytics';

/** How long events wait to be sent together (ours). */
export const ANALYTICS_FLUSH_DELAY_MS = 2000;
/** At most this many events wait; later ones are dropped until the queue is sent (ours). */
export const ANALYTICS_QUEUE_MAX = 200;

export interface ServerAnalyticsOptions {
  /** The page an event happened on (default: the address bar's path). */
  page?: () => string;
  /** Runs `task` after `ms`; answers a cancel (default: setTimeout). Tests pass a manual scheduler. */
  schedule?: (task: () => void, ms: number) => () => void;
  /** Where pagehide and visibilitychange are heard (default: window, when there is one). */
  events?: Pick<Window, 'addEventListener'> | null;
  /** Whether the page is hidden now (default: document.visibilityState === 'hidden'). */
  hidden?: () => boolean;
}

const defaultSchedule = (task: () => void, ms: number) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

/**
 * The default Analytics adapter (issue 4): it records §8/§9 events on our server through
 * `api.recordEvents`. `track` only queues (never blocks the UI, never throws); the queue is sent in
 * batches of at most 50 two seconds after the first event, and at once with fetch keepalive when the
 * page is hidden or left (pagehide), so the last events outlive the page. An event without a known §9
 * id, or one the domain's rules refuse, is dropped; a failed send is dropped too (tracking only, §9).
 */
export class ServerAnalytics implements Analytics {
  private queue: RecordedEvent[] = [];
  private cancelTimer: (() => void) | null = null;
  private readonly page: () => string;
  private readonly schedule: (task: () => void, ms: number) => () => void;

  private readonly api: Pick<RelomoveApi, 'recordEvents'>;

  constructor(api: Pick<RelomoveApi, 'recordEvents'>, options: ServerAnalyticsOptions = {}) {
    this.api = api;
    this.page = options.page ?? (() => globalThis.location?.pathname ?? '');
    this.schedule = options.schedule ?? defaultSchedule;
    const events = options.events === undefined ? (globalThis.window ?? null) : options.events;
    const hidden = options.hidden ?? (() => globalThis.document?.visibilityState === 'hidden');
    events?.addEventListener('pagehide', () => this.flush({ keepalive: true }));
    events?.addEventListener('visibilitychange', () => {
      if (hidden()) this.flush({ keepalive: true });
    });
  }

  track(event: AnalyticsEvent): void {
    try {
      const recorded = toAnalyticsEvent(event, this.page());
      if (recorded === null || this.queue.length >= ANALYTICS_QUEUE_MAX) return;
      this.queue.push(recorded);
      this.cancelTimer ??= this.schedule(() => this.flush(), ANALYTICS_FLUSH_DELAY_MS);
    } catch {
      // Analytics never breaks a screen.
    }
  }

  /** Sends everything queued now, in batches of at most 50. Never rejects. */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const pending = this.queue;
    this.queue = [];
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < pending.length; i += ANALYTICS_BATCH_MAX) {
      const batch = pending.slice(i, i + ANALYTICS_BATCH_MAX);
      try {
        sends.push(this.api.recordEvents(batch, options).catch(() => undefined));
      } catch {
        // A broken api must not break the page either.
      }
    }
    return Promise.all(sends).then(() => undefined);
  }
}
