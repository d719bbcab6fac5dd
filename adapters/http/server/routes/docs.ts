import { type App, cacheable, PAGE_HEADERS } from '../app';
import { escapeHtml } from './html';

const INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Relomove API',
    version: '1.0.0',
    description:
      "Instant quotes for household moves in ReloCubes or trailers. Every answer carries `success`; bad input answers 400 with `errors`, a list of 'field - message' lines. Money is in dollars with at most two decimals.",
  },
};

export const OPENAPI_PATH = '/api/openapi.json';

/** The docs page's stylesheet: a file, not an inline <style>, so the page policy needs no 'unsafe-inline'. */
export const DOCS_CSS_PATH = '/api/docs.css';

/** The readable reference page. */
export const DOCS_PAGE_PATH = '/api/docs';
const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b2430}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d5dbe3;padding:.5rem;text-align:left;vertical-align:top}
code{background:#f1f4f8;padding:0 .25rem;border-radius:3px;overflow-wrap:anywhere}ul{margin:0;padding-left:1rem}
@media (max-width:40rem){table,tbody,tr,td{display:block}thead{display:none}tr{border-bottom:1px solid #d5dbe3;padding:.5rem 0}td{border:0;padding:.125rem 0}}
`;
export const OPENAPI_CACHE = 'public, max-age=300';

type Operation = { summary?: string; tags?: string[]; responses?: Record<string, { description?: string }> };

/**
 * The OpenAPI document at /api/openapi.json and a readable reference page at /api/docs, with its stylesheet
 * at /api/docs.css (the page policy allows no inline style).
 */
export function registerDocs(app: App): void {
  // The document changes only with a release and holds nothing private: caches may keep it a few minutes.
  app.use(OPENAPI_PATH, (c, next) => {
    cacheable(c, OPENAPI_CACHE);
    return next();
  });
  app.doc31(OPENAPI_PATH, INFO);

  app.get(DOCS_PAGE_PATH, (c) => {
    const doc = app.getOpenAPI31Document(INFO);
    const rows: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
        const codes = Object.entries(op.responses ?? {})
          .map(([code, r]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(r.description ?? '')}</li>`)
          .join('');
        rows.push(
          `<tr><td>${escapeHtml(op.tags?.join(', ') ?? '')}</td><td><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td><ul>${codes}</ul></td></tr>`,
        );
      }
    }
    return c.html(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Relomove API reference</title>
<link rel="stylesheet" href="${DOCS_CSS_PATH}"></head>
<body><h1>Relomove API reference</h1><p>${escapeHtml(INFO.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Area</th><th>Endpoint</th><th>What it does</th><th>Answers</th></tr></thead><tbody>${rows.join('')}</tbody></table>
</body></html>`,
      200,
      PAGE_HEADERS,
    );
  });

  app.get(DOCS_CSS_PATH, (c) => {
    cacheable(c, OPENAPI_CACHE);
    return c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });
}
