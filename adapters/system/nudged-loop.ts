/**
 * Runs `work` when nudged and every `everyMs`, one run at a time (issue 28, the plan requests' relay). A nudge
 * during a run makes one more run after it, which takes whatever arrived meanwhile, so a burst is handled
 * in a few runs rather than one per nudge. After a failed run the next waits for the timer, so a database
 * that is down is not asked again at once. A nudge never runs the work in its caller's turn: the work starts
 * on a later turn of the event loop (the caller's answer goes first).
 */
export class NudgedLoop {
  private readonly work: () => Promise<boolean>;
  private readonly everyMs: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** `work` answers whether it went well (a throw counts as not). */
  constructor(work: () => Promise<boolean>, everyMs: number) {
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
    let ok = false;
    try {
      ok = await this.work();
    } catch {
      ok = false;
    }
    this.running = null;
    const again = this.again && ok;
    this.again = false;
    if (again) this.nudge();
  }
}
