import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { serviceCenterPath } from '../../../../domain/quote/routes';
import { todayBy, usePageClock } from '../../app/page-clock';
import { LocatorView, MapSlot, mapPropsOf } from './locator-view';
import { useServiceCenterLocator } from './use-service-center-locator';

/** /service-centers (issue 15, §1 service-center locator). */
export function LocatorPage() {
  const model = useServiceCenterLocator();
  const navigate = useNavigate();
  const location = useLocation();
  const clock = usePageClock();
  const [today] = useState(() => todayBy(clock));
  const backTo = `${location.pathname}${location.search}`;
  const map = <MapSlot {...mapPropsOf(model, (code) => navigate(serviceCenterPath(code)))} />;
  return <LocatorView model={model} today={today} backTo={backTo} map={map} />;
}
