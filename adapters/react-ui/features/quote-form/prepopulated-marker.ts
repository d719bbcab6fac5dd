/**
 * §2 "Prepopulated fields carry a marker style until submitted": the form lists the fields a returning
 * visitor's saved form filled (app/form-storage.ts prepopulatedFields) in its `data-prepopulated`
 * attribute, which prepopulated.css styles, and describes itself with this hint, until it is submitted
 * (use-quote-form.ts clears the list on submit).
 */
import './prepopulated.css';

/** The hint read with a form that has prepopulated fields (ours; the specification shows none). */
export const PREPOPULATED_HINT = 'Filled in from your last visit.';
