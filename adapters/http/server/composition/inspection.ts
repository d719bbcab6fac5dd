import { binderFor } from '../../../../application/bind-use-case';
import { InspectionForms } from '../../../../application/ports/inspection-forms';
import {
  LookupInspection,
  SubmitInspectionForm,
  ViewMoveInspection,
} from '../../../../application/shipments/insect-inspection';
import { WriteEffects } from '../../../../application/write-effects';
import { PgInspectionForms } from '../../../persistence/pg-inspection-forms';
import { registerInspectionRoutes } from '../routes/inspection';
import type { EndpointGroup } from './group';

/**
 * Issue 15 insect inspection tool: the signed forms in the inspection_forms table, wrapped so a stored form
 * plans the move's messages (its copy by email; no more reminder), and the tool's three endpoints. The
 * quarantine list comes with the reference data; the lookups' throttle is the accounts group's LoginThrottle.
 */
export const inspectionGroup: EndpointGroup = {
  name: 'inspection',
  bind(container, parts) {
    const bind = binderFor(container);
    bind(InspectionForms, { effects: WriteEffects }, ({ effects }) =>
      effects.inspectionForms(new PgInspectionForms(parts.database.db)),
    );
  },
  routes(app, container) {
    registerInspectionRoutes(app, {
      lookupInspection: container.get(LookupInspection),
      submitInspectionForm: container.get(SubmitInspectionForm),
      viewMoveInspection: container.get(ViewMoveInspection),
    });
  },
};
