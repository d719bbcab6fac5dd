import { ContainerModule } from 'inversify';
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
export const notificationsModule = new ContainerModule((options) => {
  options
    .bind(SendQuoteEmail)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        mailer: Mailer,
        settings: MailSettings,
        clock: Clock,
        allowance: QuoteEmailAllowance,
        renderer: MessageRenderer,
        tokens: UnsubscribeTokens,
      ) => new SendQuoteEmail({ quotes, cipher, mailer, settings, clock, allowance, renderer, tokens }),
      [
        QuoteRepository,
        QuoteIdCipher,
        Mailer,
        MailSettings,
        Clock,
        QuoteEmailAllowance,
        MessageRenderer,
        UnsubscribeTokens,
      ],
    )
    .inSingletonScope();

  // Issue 14 preferences and the §1 unsubscribe page: the signed-in customer's choices, and the signed
  // one-click links of every email.
  const accountDeps = [MessagePreferencesStore, Clock] as const;
  const accountUseCase = (store: MessagePreferencesStore, clock: Clock) => ({ store, clock });
  options
    .bind(ViewMessagePreferences)
    .toResolvedValue(
      (store: MessagePreferencesStore, clock: Clock) =>
        new ViewMessagePreferences(accountUseCase(store, clock)),
      [...accountDeps],
    )
    .inSingletonScope();
  options
    .bind(SetMessagePreferences)
    .toResolvedValue(
      (store: MessagePreferencesStore, clock: Clock) =>
        new SetMessagePreferences(accountUseCase(store, clock)),
      [...accountDeps],
    )
    .inSingletonScope();
  const linkDeps = [MessagePreferencesStore, UnsubscribeTokens, Clock] as const;
  options
    .bind(ViewUnsubscribe)
    .toResolvedValue(
      (store: MessagePreferencesStore, tokens: UnsubscribeTokens, clock: Clock) =>
        new ViewUnsubscribe({ store, tokens, clock }),
      [...linkDeps],
    )
    .inSingletonScope();
  options
    .bind(Unsubscribe)
    .toResolvedValue(
      (store: MessagePreferencesStore, tokens: UnsubscribeTokens, clock: Clock) =>
        new Unsubscribe({ store, tokens, clock }),
      [...linkDeps],
    )
    .inSingletonScope();
  options
    .bind(Resubscribe)
    .toResolvedValue(
      (store: MessagePreferencesStore, tokens: UnsubscribeTokens, clock: Clock) =>
        new Resubscribe({ store, tokens, clock }),
      [...linkDeps],
    )
    .inSingletonScope();
});
