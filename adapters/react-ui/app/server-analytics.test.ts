import { describe, expect, it, vi } from 'vitest';
import { AnalyticsErrorEvent, AnalyticsTrackingEvent } from '../../../domain/analytics/events';
import type { RelomoveApi } from '../../http/client/relomove-api';
import { ANALYTICS_FLUSH_DELAY_MS, ServerAnalytics } from './server-analytics';

/** A scheduler the test runs by hand: no real timers, no sleeps. */
function manualScheduler() {
  const tasks: { task: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    tasks,
    schedule: (task: () => void, ms: number) => {
      const entry = { task, ms, cancelled: false };
      tasks.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    runAll: () => {
      for (const entry of tasks.splice(0)) if (!entry.cancelled) entry.task();
    },
  };
}

function harness(
  recordEvents: RelomoveApi['recordEvents'] = vi.fn(async (events: readonly unknown[]) => ({
    ok: true as const,
    value: events.length,
  })),
) {
  const scheduler = manualScheduler();
  const page = new EventTarget();
  let hidden = false;
  const analytics = new ServerAnalytics(
    { recordEvents },
    {
      page: () => '/quote',
      schedule: scheduler.schedule,
      events: page,
      hidden: () => hidden,
    },
  );
  return {
    analytics,
    scheduler,
    recordEvents: vi.mocked(recordEvents),
    hide: () => {
      hidden = true;
      page.dispatchEvent(new Event('visibilitychange'));
    },
    leave: () => page.dispatchEvent(new Event('pagehide')),
  };
}

const quoteSuccess = { ...AnalyticsTrackingEvent.quoteSuccess, quoteReference: '1000001' };

describe('ServerAnalytics (issue 4: §8 and §9 events recorded on the server)', () => {
  it('§9 batches events tracked together into one call after the flush delay', async () => {
    const h = harness();
    h.analytics.track({ ...AnalyticsTrackingEvent.quoteSubmit, quoteReference: '' });
    h.analytics.track(quoteSuccess);
    expect(h.recordEvents).not.toHaveBeenCalled();
    expect(h.scheduler.tasks.map((t) => t.ms)).toEqual([ANALYTICS_FLUSH_DELAY_MS]);
    h.scheduler.runAll();
    expect(h.recordEvents).toHaveBeenCalledTimes(1);
    expect(h.recordEvents).toHaveBeenCalledWith(
      [
        { id: 1110, name: 'quote_submit', quoteReference: '', page: '/quote' },
        { id: 41, name: 'quote_success', quoteReference: '1000001', page: '/quote' },
      ],
      {},
    );
  });

  it('sends at most 50 events per call', async () => {
    const h = harness();
    for (let i = 0; i < 120; i++) h.analytics.track(quoteSuccess);
    await h.analytics.flush();
    expect(h.recordEvents.mock.calls.map(([events]) => events.length)).toEqual([50, 50, 20]);
  });

  it('sends the queue at once with keepalive when the page is left (pagehide) or hidden', () => {
    const h = harness();
    h.analytics.track(quoteSuccess);
    h.leave();
    expect(h.recordEvents).toHaveBeenCalledWith([expect.objectContaining({ id: 41 })], { keepalive: true });
    h.analytics.track({ ...AnalyticsErrorEvent.captchaRedirect, quoteReference: '' });
    h.hide();
    expect(h.recordEvents).toHaveBeenLastCalledWith([expect.objectContaining({ id: 9022 })], {
      keepalive: true,
    });
    // The timer set for the first event was cancelled: nothing is sent twice.
    h.scheduler.runAll();
    expect(h.recordEvents).toHaveBeenCalledTimes(2);
  });

  it('§2 an eyebrow menu click is sent with its id and its click text and target URL as detail', () => {
    const h = harness();
    h.analytics.track({
      name: 'eyebrow_menu_click',
      quoteReference: '1234567',
      clickText: 'Dashboard',
      targetUrl: '/dashboard',
    });
    h.scheduler.runAll();
    expect(h.recordEvents.mock.calls[0]?.[0]).toEqual([
      {
        id: AnalyticsTrackingEvent.eyebrowMenuClick.id,
        name: 'eyebrow_menu_click',
        quoteReference: '1234567',
        page: '/quote',
        detail: { clickText: 'Dashboard', targetUrl: '/dashboard' },
      },
    ]);
  });

  it('§9 drops an event without a known id, and sends nothing when nothing is queued', async () => {
    const h = harness();
    h.analytics.track({ name: 'not_in_the_catalogue' });
    expect(h.scheduler.tasks).toHaveLength(0);
    await h.analytics.flush();
    expect(h.recordEvents).not.toHaveBeenCalled();
  });

  it('never throws or rejects when the server is unreachable or the api itself throws', async () => {
    const rejecting = harness(vi.fn(async () => Promise.reject(new Error('network down'))));
    rejecting.analytics.track(quoteSuccess);
    await expect(rejecting.analytics.flush()).resolves.toBeUndefined();

    const throwing = harness(
      vi.fn(() => {
        throw new Error('broken');
      }),
    );
    throwing.analytics.track(quoteSuccess);
    await expect(throwing.analytics.flush()).resolves.toBeUndefined();

    const unavailable = harness(
      vi.fn(async () => ({ ok: false as const, error: { kind: 'Unavailable' as const, message: 'x' } })),
    );
    unavailable.analytics.track(quoteSuccess);
    await expect(unavailable.analytics.flush()).resolves.toBeUndefined();
  });
});
