import { type QuoteFormLayout, QuoteFormView } from './quote-form-view';
import { useQuoteForm } from './use-quote-form';

/**
 * The short quote form, wired: the hook decides, the view renders. The layout is chosen where it is used (§2).
 * `remember` (default true) keeps the visitor's entries for their return (§3); the style guide's specimens pass false.
 */
export function QuoteForm({ layout, remember }: { layout: QuoteFormLayout; remember?: boolean | undefined }) {
  return <QuoteFormView model={useQuoteForm(undefined, { layout, remember })} layout={layout} />;
}
