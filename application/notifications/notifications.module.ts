import { bindingModule } from '../bind-use-case';
import { Clock } from '../ports/clock';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessagePreferencesStore } from '../ports/message-preferences-store';
import { MessageRenderer } from '../ports/message-renderer';
import { QuoteEmailAllowance } from '../ports/quote-email-allowance';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import {
  Resubscribe,
  SetMessagePreferences,
  Unsubscribe,
  ViewMessagePreferences,
  ViewUnsubscribe,
} from './message-preferences';
import { SendQuoteEmail } from './send-quote-email';

/** Email to customers (§7 notifications/send-quote-email). */
export const notificationsModule = bindingModule((bind) => {
  bind(SendQuoteEmail, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    mailer: Mailer,
    settings: MailSettings,
    clock: Clock,
    allowance: QuoteEmailAllowance,
    renderer: MessageRenderer,
    tokens: UnsubscribeTokens,
  });

  // Issue 14 preferences and the §1 unsubscribe page: the signed-in customer's choices, and the signed
  // one-click links of every email.
  const account = { store: MessagePreferencesStore, clock: Clock };
  bind(ViewMessagePreferences, account);
  bind(SetMessagePreferences, account);
  const link = { store: MessagePreferencesStore, tokens: UnsubscribeTokens, clock: Clock };
  bind(ViewUnsubscribe, link);
  bind(Unsubscribe, link);
  bind(Resubscribe, link);
});
