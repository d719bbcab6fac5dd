import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DashboardMilestoneView } from '../../../../domain/reservation/enums';
import type { ShipmentView } from './milestones/shipment-view-model';

const VIEWS = [DashboardMilestoneView.Overview, DashboardMilestoneView.Summary] as const;
/** §2 Dashboard milestone views: Overview and Summary, and with a shipment each milestone of the move. */
export type DashboardTab = DashboardMilestoneView;

/**
 * The dashboard's tabs: the view open, the tab and panel ids, opening a view (its tab focused and scrolled
 * into sight) and the arrow, Home and End keys along the strip.
 */
export function useDashboardTabs(initialView: DashboardTab | undefined, shipment: ShipmentView | null) {
  const id = useId();
  const [view, setView] = useState<DashboardTab>(initialView ?? DashboardMilestoneView.Overview);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const strip = useRef<HTMLDivElement | null>(null);
  // On a phone the strip scrolls sideways: bring the milestone under way into its sight (the strip only,
  // never the page).
  const active = shipment?.active ?? null;
  useEffect(() => {
    const list = strip.current;
    const tab = active ? tabs.current[[...VIEWS, ...(shipment?.sequence ?? [])].indexOf(active)] : null;
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The strip is positioned (dashboard.css), so a tab's offsetLeft is counted from the strip.
    list.scrollLeft = Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2);
  }, [active, shipment?.sequence]);
  const tabId = (v: DashboardTab) => `${id}-tab-${v}`;
  const panelId = (v: DashboardTab) => `${id}-panel-${v}`;
  // Issue 13: with a shipment, the milestones of the move follow in the order it goes through them; those
  // that do not apply are listed on the Overview with their reasons (docs/decisions.md).
  const views: readonly DashboardTab[] = shipment ? [...VIEWS, ...shipment.sequence] : VIEWS;
  const shown = views.includes(view) ? view : DashboardMilestoneView.Overview;

  /** Opens a view and moves the focus to its tab, scrolled fully into the strip's sight on a phone. */
  const open = (next: DashboardTab) => {
    setView(next);
    const tab = tabs.current[views.indexOf(next)];
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = views.indexOf(shown);
    const next =
      event.key === 'ArrowRight'
        ? views[(index + 1) % views.length]
        : event.key === 'ArrowLeft'
          ? views[(index + views.length - 1) % views.length]
          : event.key === 'Home'
            ? views[0]
            : event.key === 'End'
              ? views[views.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    open(next);
  };
  return { tabRefs: tabs, strip, tabId, panelId, views, shown, open, onTabKey };
}

/** What the dashboard's tab strip and panels are given by useDashboardTabs. */
export type DashboardTabs = ReturnType<typeof useDashboardTabs>;
