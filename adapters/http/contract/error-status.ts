import type { QuoteAccessError } from '../../../application/quotes/view-quote';

/**
 * The one map from an application error to an HTTP status and §5 'field - message' lines
 * (architecture.md convention 4). The switch is exhaustive: a new error kind does not compile until
 * it is mapped here, and nothing falls through to a 500.
 */
export type ApiError = QuoteAccessError;

export interface HttpFailure {
  status: 400 | 401 | 403 | 404 | 409 | 429 | 503;
  lines: string[];
  reason?: string;
}

export function httpFailure(error: ApiError): HttpFailure {
  switch (error.kind) {
    case 'QuoteNotFound':
    case 'NotFound':
      return { status: 404, lines: ['id - No quote matches this reference'] };
    case 'QuoteForbidden':
      return {
        status: 403,
        lines: ["id - Sign in as the quote's owner, or open the link from your quote email"],
      };
    case 'StorageUnavailable':
      return {
        status: 503,
        lines: ['database - The service is busy right now; please try again in a moment'],
      };
    default: {
      const unmapped: never = error;
      return unmapped;
    }
  }
}
