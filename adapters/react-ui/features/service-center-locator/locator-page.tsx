import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import { serviceCenterPath } from '../../../../domain/quote/routes';
import { LocatorView, MapSlot, mapPropsOf } from './locator-view';
import { useServiceCenterLocator } from './use-service-center-locator';

/** /service-centers (issue 15, §1 service-center locator). */
export function LocatorPage() {
  const model = useServiceCenterLocator();
  const navigate = useNavigate();
  const location = useLocation();
  const [today] = useState(() => fromLocalDate(new Date()));
  const backTo = `${location.pathname}${location.search}`;
  const map = <MapSlot {...mapPropsOf(model, (code) => navigate(serviceCenterPath(code)))} />;
  return <LocatorView model={model} today={today} backTo={backTo} map={map} />;
}
