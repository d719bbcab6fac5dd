import { type QuoteFormLayout, QuoteFormView } from './quote-form-view';
import { useQuoteForm } from './use-quote-form';

/** The short quote form, wired: the hook decides, the view renders. */
export function QuoteForm({ layout }: { layout: QuoteFormLayout }) {
  return <QuoteFormView model={useQuoteForm()} layout={layout} />;
}
