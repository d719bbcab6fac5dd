import { PageLoading } from '../../app/layout';
import { RetryAlert } from '../pages/page-parts';
import { MappingText } from './indirect-mapping-text';
import { IndirectMappingForm } from './indirect-mapping-view';
import { MappingBrokenView, MappingStatusView } from './mapping-status-view';
import { useIndirectMapping } from './use-indirect-mapping';
import { useMappingStatus } from './use-mapping-status';

/**
 * /moving-quotes/indirect-mapping (§1 "an indirect mapping form"; its path is ours, issue 15): a visitor
 * whose town the city search does not find maps it by hand to a nearby town it does.
 */
export function IndirectMappingPage() {
  const model = useIndirectMapping();
  return (
    <div className="container page mapping-page">
      <h1>{MappingText.title}</h1>
      <p>{MappingText.intro}</p>
      <IndirectMappingForm model={model} />
    </div>
  );
}

/** /moving-quotes/indirect-mapping/{token}: one request's status and what happens next. */
export function MappingStatusPage() {
  const model = useMappingStatus();
  switch (model.kind) {
    case 'loading':
      return <PageLoading />;
    case 'broken':
      return <MappingBrokenView />;
    case 'unavailable':
      return (
        <div className="container page mapping-page">
          <h1>{MappingText.brokenTitle}</h1>
          <RetryAlert message={MappingText.unreachable} onRetry={model.retry} />
        </div>
      );
    case 'ready':
      return (
        <MappingStatusView mapping={model.mapping} justSent={model.justSent} onQuoteFrom={model.quoteFrom} />
      );
    default: {
      const never: never = model;
      return never;
    }
  }
}
