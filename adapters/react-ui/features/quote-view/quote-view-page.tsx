import { QuoteViewView } from './quote-view-view';
import { useQuoteView } from './use-quote-view';

/** /moving-quotes/quoteview?qId= (§2). */
export function QuoteViewPage() {
  return <QuoteViewView model={useQuoteView()} />;
}
