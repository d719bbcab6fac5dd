// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoveChangeListener } from '../../../http/client/event-source-move-changes';
import type { ApiResult, RelomoveApi } from '../../../http/client/relomove-api';
import { ApiProvider } from '../../app/api-context';
import { fakeApi } from '../../test-support/render-app';
import { MoveChangesAnnouncer } from './dashboard-page';
import { messageLogQueryKey } from './message-log/use-message-log';
import { movePaymentsQueryKey, shipmentQueryKey } from './use-dashboard';
import { MoveChangesText, POLL_MS, useMoveChanges } from './use-move-changes';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ID = 1000123;

/** A page with the move's three queries (each counting its reads), the follower and its announcer. */
function page(api: RelomoveApi) {
  const reads = { shipment: 0, payments: 0, messages: 0 };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  function Page() {
    useQuery({ queryKey: shipmentQueryKey(ID), queryFn: async () => ++reads.shipment });
    useQuery({ queryKey: movePaymentsQueryKey(ID), queryFn: async () => ++reads.payments });
    useQuery({ queryKey: messageLogQueryKey(ID), queryFn: async () => ++reads.messages });
    const changes = useMoveChanges(ID);
    return (
      <>
        <button type="button">Somewhere else</button>
        <span data-testid="mode">{changes.mode}</span>
        <MoveChangesAnnouncer changes={changes} />
      </>
    );
  }
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { reads, view };
}

/** An api whose move stream the test drives: it hands out the listener. */
function streamingApi() {
  let listener: MoveChangeListener | null = null;
  const close = vi.fn();
  const api = fakeApi({
    followMove: vi.fn(async (_id: number, given: MoveChangeListener) => {
      listener = given;
      return { ok: true as const, value: { close } };
    }),
  });
  const stream = () => {
    if (!listener) throw new Error('the page is not following the move');
    return listener;
  };
  return { api, stream, close };
}

const mode = () => screen.getByTestId('mode').textContent;
const live = () => screen.getByRole('status');

describe('the dashboard follows its move (issue 28)', () => {
  it('reads again only what a change touches, then says so politely, and never moves the focus', async () => {
    const { api, stream } = streamingApi();
    const { reads } = page(api);
    await waitFor(() => expect(reads).toEqual({ shipment: 1, payments: 1, messages: 1 }));
    const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
    elsewhere.focus();
    expect(live().getAttribute('aria-live')).toBe('polite');
    expect(live().textContent).toBe('');

    act(() => stream().change({ QuoteId: ID, ChangeId: 5, Kind: 'ShipmentEvent', RowId: 77 }));
    await waitFor(() => expect(live().textContent).toBe(MoveChangesText.ShipmentEvent));
    expect(reads).toEqual({ shipment: 2, payments: 1, messages: 1 });

    act(() => stream().change({ QuoteId: ID, ChangeId: 6, Kind: 'Charge', RowId: 12 }));
    await waitFor(() => expect(live().textContent).toBe(MoveChangesText.Charge));
    act(() => stream().change({ QuoteId: ID, ChangeId: 7, Kind: 'Message', RowId: 3 }));
    await waitFor(() => expect(live().textContent).toBe(MoveChangesText.Message));
    expect(reads).toEqual({ shipment: 2, payments: 2, messages: 2 });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('changes that arrive together are read once and said together', async () => {
    const { api, stream } = streamingApi();
    const { reads } = page(api);
    await waitFor(() => expect(reads).toEqual({ shipment: 1, payments: 1, messages: 1 }));
    act(() => {
      stream().change({ QuoteId: ID, ChangeId: 5, Kind: 'Message', RowId: 1 });
      stream().change({ QuoteId: ID, ChangeId: 6, Kind: 'ShipmentEvent', RowId: 2 });
      stream().change({ QuoteId: ID, ChangeId: 7, Kind: 'Message', RowId: 3 });
    });
    await waitFor(() =>
      expect(live().textContent).toBe(`${MoveChangesText.ShipmentEvent} ${MoveChangesText.Message}`),
    );
    expect(reads).toEqual({ shipment: 2, payments: 1, messages: 2 });
  });

  it('the same words twice are a new node each time, so a screen reader says them again', async () => {
    const { api, stream } = streamingApi();
    page(api);
    act(() => stream().change({ QuoteId: ID, ChangeId: 5, Kind: 'ShipmentEvent', RowId: 77 }));
    await waitFor(() => expect(live().textContent).toBe(MoveChangesText.ShipmentEvent));
    const first = live().firstElementChild;
    act(() => stream().change({ QuoteId: ID, ChangeId: 6, Kind: 'ShipmentEvent', RowId: 78 }));
    await waitFor(() => expect(live().firstElementChild).not.toBe(first));
    expect(live().textContent).toBe(MoveChangesText.ShipmentEvent);
  });

  it('each time the stream opens (again) the whole move is read again: something may have changed meanwhile', async () => {
    const { api, stream } = streamingApi();
    const { reads } = page(api);
    await waitFor(() => expect(reads.shipment).toBe(1));
    act(() => stream().open());
    await waitFor(() => expect(reads).toEqual({ shipment: 2, payments: 2, messages: 2 }));
    expect(mode()).toBe('live');
    act(() => stream().open());
    await waitFor(() => expect(reads).toEqual({ shipment: 3, payments: 3, messages: 3 }));
  });

  it('a refused stream falls back to polling every 15 s until the stream opens again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, stream } = streamingApi();
    const { reads } = page(api);
    await waitFor(() => expect(reads.shipment).toBe(1));
    act(() => stream().refused());
    expect(mode()).toBe('polling');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(reads).toEqual({ shipment: 2, payments: 2, messages: 2 }));
    act(() => stream().open());
    await waitFor(() => expect(reads.shipment).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS));
    expect(reads.shipment).toBe(3);
  });

  it('a browser that cannot follow (no EventSource) polls from the start', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unavailable: ApiResult<never> = {
      ok: false,
      error: { kind: 'Unavailable', message: 'no EventSource' },
    };
    const { reads } = page(fakeApi({ followMove: vi.fn(async () => unavailable) }));
    await waitFor(() => expect(mode()).toBe('polling'));
    await waitFor(() => expect(reads.shipment).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(reads.shipment).toBe(2));
  });

  it('leaving the page closes the stream', async () => {
    const { api, close } = streamingApi();
    const { view } = page(api);
    await waitFor(() => expect(api.followMove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(mode()).toBe('connecting'));
    view.unmount();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });
});
