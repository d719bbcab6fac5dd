import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HELP_ARTICLES } from '../../../../domain/help/help-articles';
import { QuoteFormBanner } from '../quote-form/quote-form-banner';
import { InfoPage, PhoneLink } from './page-parts';

/**
 * /customer-service/faq (§2 Help). The questions and answers are data (domain/help), the same words site
 * search finds; their numbers come from the domain, so they never drift. A link to '#<id>' (from search)
 * opens that answer and scrolls to it.
 */
export function FaqPage() {
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  useEffect(() => {
    if (target === '') return;
    const element = document.getElementById(target);
    element?.scrollIntoView?.({ block: 'start' });
    element?.querySelector('summary')?.focus();
  }, [target]);

  return (
    <InfoPage title="Frequently asked questions">
      {HELP_ARTICLES.map((article) => (
        <details key={article.id} id={article.id} open={article.id === target || undefined}>
          <summary>{article.title}</summary>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {article.list ? (
            <ul>
              {article.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </details>
      ))}
      <p>
        Still have a question? Call us at <PhoneLink />.
      </p>
      <QuoteFormBanner />
    </InfoPage>
  );
}
