import type { Analytics, AnalyticsEvent } from './analytics';

/** Events tracked before the real adapter has loaded wait here, up to this many (ours). */
const WAITING_MAX = 200;

/**
 * An Analytics that loads its real adapter on first use (or when `preload` is called once the page is
 * idle), so that the sender and the domain's event rules stay off the landing page's budget (issue 4).
 * Events tracked meanwhile are handed over in order once it has loaded; if it cannot load, they are
 * dropped and the next event tries again. Never throws, never blocks.
 */
export class LazyAnalytics implements Analytics {
  private target: Analytics | null = null;
  private waiting: AnalyticsEvent[] = [];
  private loading: Promise<void> | null = null;

  private readonly load: () => Promise<Analytics>;

  constructor(load: () => Promise<Analytics>) {
    this.load = load;
  }

  track(event: AnalyticsEvent): void {
    if (this.target) {
      this.target.track(event);
      return;
    }
    if (this.waiting.length < WAITING_MAX) this.waiting.push({ ...event });
    void this.preload();
  }

  /** Loads the real adapter (once); never rejects. */
  preload(): Promise<void> {
    this.loading ??= this.load().then(
      (target) => {
        this.target = target;
        const waiting = this.waiting;
        this.waiting = [];
        for (const event of waiting) target.track(event);
      },
      () => {
        this.loading = null;
        this.waiting = [];
      },
    );
    return this.loading;
  }
}
