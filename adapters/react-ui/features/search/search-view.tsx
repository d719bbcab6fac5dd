import './search.css';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { Route, SEARCH_PATH, searchRoute } from '../../../../domain/quote/routes';
import { PhoneLink } from '../pages/page-parts';
import { QuoteFormBanner } from '../quote-form/quote-form-banner';
import { type HelpSearchModel, SEARCH_PARAM } from './use-help-search';

const countText = (n: number, term: string) => `${n} ${n === 1 ? 'result' : 'results'} for "${term}"`;

/**
 * §2 site search: a labelled search form (role=search, a GET form to /search, so the URL holds the term),
 * the answers found with links to the FAQ, or 'No results for "…"' with searches that do find answers.
 */
export function SearchView({ model }: { model: HelpSearchModel }) {
  const id = useId();
  const { term, results, suggestions } = model;
  return (
    <div className="container page search-page">
      <h1>Search</h1>
      <Form method="get" action={SEARCH_PATH} role="search" aria-label="Site" className="search-form">
        <label htmlFor={`${id}-term`}>Search our help pages</label>
        <div className="search-row">
          <input
            // A new term in the URL (a suggestion, Back) resets what the box shows.
            key={term}
            id={`${id}-term`}
            type="search"
            name={SEARCH_PARAM}
            defaultValue={term}
            enterKeyHint="search"
            autoComplete="off"
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </Form>

      <p className="search-status" role="status">
        {term === ''
          ? null
          : results.length > 0
            ? countText(results.length, term)
            : `No results for "${term}"`}
      </p>

      {results.length > 0 ? (
        <ol className="search-results">
          {results.map(({ article, href, excerpt }) => (
            <li key={article.id}>
              <h2>
                <Link to={href}>{article.title}</Link>
              </h2>
              <p>{excerpt}</p>
            </li>
          ))}
        </ol>
      ) : (
        <section className="search-suggestions" aria-labelledby={`${id}-try`}>
          <h2 id={`${id}-try`}>{term === '' ? 'Popular topics' : 'Try searching for'}</h2>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchRoute(suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
          <p>
            Or browse all <Link to={Route.faq}>frequently asked questions</Link>, or call us at <PhoneLink />.
          </p>
        </section>
      )}
      <QuoteFormBanner />
    </div>
  );
}
