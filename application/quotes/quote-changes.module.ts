import { bindingModule } from '../bind-use-case';
import { CallbackQueue } from '../ports/callback-queue';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { EditQuote } from './edit-quote';
import { CheckQuoteLink, DecryptQuoteId, EncryptQuoteId } from './quote-links';
import { quoteFormTokens } from './quotes.module';
import { RequestQuoteCallback } from './request-callback';
import { UpdateQuoteContact } from './update-quote-contact';

/** Changing quotes after creation (§4 "Editing or changing a quote", §7): edit, contact, call-back, links. */
export const quoteChangesModule = bindingModule((bind) => {
  bind(EditQuote, quoteFormTokens);
  bind(UpdateQuoteContact, { quotes: QuoteRepository, cipher: QuoteIdCipher, clock: Clock });
  bind(RequestQuoteCallback, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    queue: CallbackQueue,
    clock: Clock,
  });
  bind(EncryptQuoteId, { quotes: QuoteRepository, cipher: QuoteIdCipher });
  bind(DecryptQuoteId, { quotes: QuoteRepository, cipher: QuoteIdCipher });
  bind(CheckQuoteLink, { quotes: QuoteRepository, cipher: QuoteIdCipher, clock: Clock });
});
