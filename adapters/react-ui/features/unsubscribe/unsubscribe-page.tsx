import { UnsubscribeView } from './unsubscribe-view';
import { useUnsubscribe } from './use-unsubscribe';

/** §1 unsubscribe page (issue 14): /unsubscribe?token=…, opened from the link in every email. */
export function UnsubscribePage() {
  const { state, undo, again } = useUnsubscribe();
  return <UnsubscribeView state={state} onUndo={() => void undo()} onAgain={() => void again()} />;
}
