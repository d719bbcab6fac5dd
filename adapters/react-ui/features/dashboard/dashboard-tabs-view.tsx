import type { ReactNode } from 'react';
import { MILESTONES, type Milestone } from '../../../../domain/shipment/enums';
import { DashboardText } from './dashboard-text';
import { MILESTONE_NAME, STATUS_TEXT } from './milestones/milestone-text';
import type { ShipmentView } from './milestones/shipment-view-model';
import type { DashboardTab, DashboardTabs } from './use-dashboard-tabs';

/** One tab's panel: labelled by its tab, hidden while another tab is shown. */
export function DashboardTabPanel({
  tabs,
  view,
  children,
}: {
  tabs: DashboardTabs;
  view: DashboardTab;
  children: ReactNode;
}) {
  return (
    <section
      role="tabpanel"
      id={tabs.panelId(view)}
      aria-labelledby={tabs.tabId(view)}
      hidden={tabs.shown !== view}
      className="card dashboard-panel"
      data-view={view}
    >
      {children}
    </section>
  );
}

/** The strip of the dashboard's tabs (§2 milestone views): Overview, Summary and each milestone of the move. */
export function DashboardTabsView({
  tabs,
  shipment,
}: {
  tabs: DashboardTabs;
  shipment: ShipmentView | null;
}) {
  const { views, shown, tabId, panelId, open, onTabKey, tabRefs, strip } = tabs;
  return (
    <div role="tablist" aria-label={DashboardText.tabs} className="dashboard-tabs" ref={strip}>
      {views.map((v, index) => (
        <button
          key={v}
          ref={(el) => {
            tabRefs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(v)}
          aria-selected={shown === v}
          aria-controls={panelId(v)}
          tabIndex={shown === v ? 0 : -1}
          className="dashboard-tab"
          onClick={() => open(v)}
          onKeyDown={onTabKey}
          aria-label={isMilestone(v) ? milestoneTabName(v, shipment) : undefined}
          data-status={
            isMilestone(v) ? shipment?.milestones.find((m) => m.milestone === v)?.Status : undefined
          }
        >
          {isMilestone(v) ? <MilestoneTabLabel milestone={v} /> : DashboardText.viewLabel[v]}
        </button>
      ))}
    </div>
  );
}

const isMilestone = (v: DashboardTab): v is Milestone => (MILESTONES as readonly string[]).includes(v);

/** A milestone's tab: its short name and a dot for its status (the status in words is in its name). */
function MilestoneTabLabel({ milestone }: { milestone: Milestone }) {
  return (
    <>
      <span className="dashboard-tab-dot" aria-hidden="true" />
      {MILESTONE_NAME[milestone].tab}
    </>
  );
}

/**
 * A milestone tab's accessible name: 'Drop-off, not started'. Given as aria-label rather than hidden text,
 * which browsers joined to the name with a stray space ('Drop-off , not started').
 */
function milestoneTabName(milestone: Milestone, shipment: ShipmentView | null): string {
  const status = shipment?.milestones.find((m) => m.milestone === milestone)?.Status;
  const name = MILESTONE_NAME[milestone].tab;
  return status ? `${name}, ${STATUS_TEXT[status].toLowerCase()}` : name;
}
