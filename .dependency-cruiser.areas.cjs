/**
 * Issue 29 "No cycles between application areas": the folders of application/ (quotes, reservations,
 * payments, shipments, notifications, ports, shared, ...) may depend on each other only without a circle.
 *
 * A folder-scoped rule, checked in its own run (scripts/depcheck.sh) over application/'s production
 * modules: test files (which reach tests/support, and from there every area) and the two composition
 * files at application/'s root (application.module.ts binds every area; write-effects.ts assembles the
 * effects of writes, convention 17) would otherwise close circles that are no area's dependency.
 * The module-level rules, application/ports' rule among them, are in .dependency-cruiser.cjs.
 */
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-application-area-cycles',
      comment:
        'An area of application/ never depends, through any chain of imports, on an area that depends on it. ' +
        'Move what two areas share into ports/, application/shared/ or the domain, or invert it through a port.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^application/[^/]+' },
      to: { path: '^application/[^/]+', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path: [
        'node_modules',
        'dist',
        '\\.test\\.tsx?$',
        '^application/(application\\.module|write-effects)\\.ts$',
      ],
    },
  },
};
