import { useQuery } from '@tanstack/react-query';
import type { StorageSchedule } from '../../../../http/client/relomove-api';
import { useApi } from '../../../app/api-context';
import type { ShipmentView } from '../milestones/shipment-view-model';

export const storageScheduleQueryKey = (equip: string | null, quantity: number | null) =>
  ['storage-schedule', equip, quantity] as const;

/**
 * Issue 13: the §7 storage chart (GET moves/storage-charges/schedules) for the move's equipment and
 * quantity, asked only when the move has storage. The §9 'NotInTest' group gives the chart with no
 * split-test free days: a booked move's free days are its own (its coupon or accessorial, §9).
 * Null while not asked, loading, or when it could not be loaded (the views then show no storage charges).
 */
export function useStorageSchedule(shipment: ShipmentView | null): StorageSchedule | null {
  const api = useApi();
  const stored = shipment?.shape.Storage === true;
  const equip = shipment?.shape.Equipment ?? null;
  const quantity = shipment?.shape.EquipQuantity ?? null;
  const chart = useQuery({
    queryKey: storageScheduleQueryKey(equip, quantity),
    queryFn: () =>
      api.storageChargeSchedule({
        equip: equip as 'ReloCube' | 'Trailer',
        quantity: Math.max(1, quantity ?? 1),
        group: 'NotInTest',
      }),
    enabled: stored && equip !== null,
    staleTime: 60 * 60 * 1000,
  });
  return stored && chart.data?.ok ? chart.data.value : null;
}
