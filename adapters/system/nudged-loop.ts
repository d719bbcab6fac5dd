/** How a run of the work went: all done, done with more left (run again at once), or failed. */
export type RunOutcome = 'done' | 'more' | 'failed';

/**
 * Runs `work` when nudged and every `everyMs`, one run at a time (issue 28, the plan requests' relay). A nudge
 * during a run makes one more run after it, which takes whatever arrived meanwhile, so a burst is handled
 * in a few runs rather than one per nudge; a run that left more to do is followed by another at once. After a
 * failed run the next waits for the timer, so a database that is down is not asked again at once. A nudge
 * never runs the work in its caller's turn: the work starts on a later turn of the event loop (the caller's
 * answer goes first).
 */
export class NudgedLoop {
  private readonly work: () => Promise<RunOutcome>;
  private readonly everyMs: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** `work` answers how its run went (a throw counts as failed). */
  constructor(work: () => Promise<RunOutcome>, everyMs: number) {
    this.work = work;
    this.everyMs = everyMs;
  }

  start(): void {
    if (this.stopped || this.timer !== null) return;
    this.timer = setInterval(() => this.nudge(), this.everyMs);
    this.timer.unref();
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running !== null) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((done) => setImmediate(done)).then(() => this.run());
  }

  /** Stops the timer and waits for a run under way; nudges after this do nothing. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async run(): Promise<void> {
    let outcome: RunOutcome = 'failed';
    try {
      outcome = await this.work();
    } catch {
      outcome = 'failed';
    }
    this.running = null;
    const again = outcome === 'more' || (this.again && outcome === 'done');
    this.again = false;
    if (again) this.nudge();
  }
}
