import { BotCheckSettings, CaptchaVerifier } from '../../../../application/ports/captcha-verifier';
import { QuoteIdCipher } from '../../../../application/ports/quote-id-cipher';
import { QuoteRepository } from '../../../../application/ports/quote-repository';
import { CreateQuote } from '../../../../application/quotes/create-quote';
import { ViewQuote } from '../../../../application/quotes/view-quote';
import { AltchaCaptchaVerifier } from '../../../captcha/altcha-captcha-verifier';
import { PgCaptchaStore } from '../../../persistence/pg-captcha-store';
import { quoteRepositoryFor } from '../../../persistence/single-writer-quote-repository';
import { AesQuoteIdCipher } from '../../../system/aes-quote-id-cipher';
import { registerDocs } from '../routes/docs';
import { registerHealthRoutes } from '../routes/health';
import { registerQuoteRoutes } from '../routes/quotes';
import type { EndpointGroup } from './group';

/** Health, the OpenAPI document, and creating and viewing quotes (§4 "Creating a quote"). */
export const quotesGroup: EndpointGroup = {
  name: 'quotes',
  bind(container, parts) {
    container
      .bind<QuoteRepository>(QuoteRepository)
      .toConstantValue(quoteRepositoryFor(parts.database, () => parts.clock.nowMs()));
    container.bind<QuoteIdCipher>(QuoteIdCipher).toConstantValue(new AesQuoteIdCipher(parts.quoteLinkKey));
    container
      .bind<CaptchaVerifier>(CaptchaVerifier)
      .toConstantValue(
        parts.captcha ?? new AltchaCaptchaVerifier({ store: new PgCaptchaStore(parts.database.db) }),
      );
    container.bind<BotCheckSettings>(BotCheckSettings).toConstantValue({ enabled: parts.botChecks });
  },
  routes(app, container, parts) {
    registerHealthRoutes(app, () => parts.database.answers());
    registerQuoteRoutes(app, {
      createQuote: container.get(CreateQuote),
      viewQuote: container.get(ViewQuote),
    });
  },
};

/** The OpenAPI document is registered last, so it lists every group's routes. */
export const docsGroup: EndpointGroup = {
  name: 'docs',
  bind() {},
  routes(app) {
    registerDocs(app);
  },
};
