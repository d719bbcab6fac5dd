import { MessageSettingsView } from './message-settings-view';
import { useMessageSettings } from './use-message-settings';

/** Issue 14: the dashboard's "What we send you" section (the signed-in customer's message choices). */
export function MessageSettings({ textsTo }: { textsTo?: string | null }) {
  const model = useMessageSettings();
  return (
    <MessageSettingsView
      {...model}
      {...(textsTo === undefined ? {} : { textsTo })}
      onTexts={model.setTexts}
      onCategory={model.setCategory}
      onSave={(event) => void model.save(event)}
      onRetry={model.retry}
    />
  );
}
