import { describe, expect, it } from 'vitest';
import { estimatedDeliveryWindow, formatDeliveryWindow } from './delivery-window';
import { isoDate } from './iso-date';

const d = isoDate;

describe('calendar: free estimated delivery window (§9)', () => {
  it('runs from the transit time to the transit time plus 2 business days (§9)', () => {
    expect(estimatedDeliveryWindow(d('2026-11-16'), 3)).toEqual({
      DeliveryDate: '2026-11-19',
      DeliveryDateMax: '2026-11-23',
    });
  });

  it('counts business days from pickup, skipping weekends and holidays (§9)', () => {
    expect(estimatedDeliveryWindow(d('2026-11-20'), 5, [d('2026-11-26')])).toEqual({
      DeliveryDate: '2026-11-30',
      DeliveryDateMax: '2026-12-02',
    });
  });

  it('a zero transit time starts the window on the pickup day (§9)', () => {
    expect(estimatedDeliveryWindow(d('2026-11-20'), 0)).toEqual({
      DeliveryDate: '2026-11-20',
      DeliveryDateMax: '2026-11-24',
    });
  });

  it('shows the window as MM/DD/YYYY - MM/DD/YYYY (§9, §3 Dates)', () => {
    const window = estimatedDeliveryWindow(d('2026-11-20'), 5, [d('2026-11-26')]);
    expect(formatDeliveryWindow(window)).toBe('Estimated delivery 11/30/2026 - 12/02/2026');
  });
});
