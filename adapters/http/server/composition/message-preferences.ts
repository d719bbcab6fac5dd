import {
  Resubscribe,
  SetMessagePreferences,
  Unsubscribe,
  ViewMessagePreferences,
  ViewUnsubscribe,
} from '../../../../application/notifications/message-preferences';
import { MessagePreferencesStore } from '../../../../application/ports/message-preferences-store';
import { UnsubscribeTokens } from '../../../../application/ports/unsubscribe-tokens';
import { PgMessagePreferencesStore } from '../../../persistence/pg-message-preferences-store';
import { HmacUnsubscribeTokens } from '../../../system/hmac-unsubscribe-tokens';
import { registerMessagePreferencesRoutes } from '../routes/message-preferences';
import type { EndpointGroup } from './group';

/**
 * Issue 14 preferences and the §1 unsubscribe page: each address's choices in the message_preferences
 * table, and the one-click links' tokens signed under a key derived from the server's quote-link secret
 * (shared by every instance, so any instance reads any email's link).
 */
export const messagePreferencesGroup: EndpointGroup = {
  name: 'message-preferences',
  bind(container, parts) {
    container
      .bind<MessagePreferencesStore>(MessagePreferencesStore)
      .toConstantValue(new PgMessagePreferencesStore(parts.database.db));
    container
      .bind<UnsubscribeTokens>(UnsubscribeTokens)
      .toConstantValue(new HmacUnsubscribeTokens(parts.quoteLinkKey));
  },
  routes(app, container) {
    registerMessagePreferencesRoutes(app, {
      viewMessagePreferences: container.get(ViewMessagePreferences),
      setMessagePreferences: container.get(SetMessagePreferences),
      viewUnsubscribe: container.get(ViewUnsubscribe),
      unsubscribe: container.get(Unsubscribe),
      resubscribe: container.get(Resubscribe),
    });
  },
};
