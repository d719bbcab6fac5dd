/**
 * The dependency rule of ../shared/design/architecture.md, enforced in CI (npm run depcheck).
 * domain -> domain, neverthrow, date-fns only.
 * application -> domain and application only (inversify in *.module.ts).
 * adapters -> application and domain; never another adapter, except the shared http contract and client.
 * application/ports -> domain and ports only: a port never imports a use case.
 * The folders of application/ form no cycle: .dependency-cruiser.areas.cjs (a folder-scoped rule in its own run).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports only domain/, neverthrow and date-fns: no framework, no node:*, no adapters.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^node_modules/(neverthrow|date-fns)/'] },
    },
    {
      name: 'domain-tests-use-only-fixtures',
      comment: 'A domain test may also use the shared fixtures in tests/fixtures, never an adapter.',
      severity: 'error',
      from: { path: '^domain/.+\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^tests/fixtures/', '^node_modules/'] },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'application-not-to-adapters',
      comment: 'Use cases depend on ports, never on adapters.',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'application-only-domain-and-small-libs',
      severity: 'error',
      from: {
        path: '^application/',
        pathNot: ['\\.module\\.ts$', '\\.test\\.ts$', '^application/bind-use-case\\.ts$'],
      },
      to: { pathNot: ['^domain/', '^application/', '^node_modules/(neverthrow|date-fns)/'] },
    },
    {
      name: 'ports-import-no-use-case',
      comment:
        'Issue 29: a port (application/ports) says what the use cases need; it imports no use case or helper of an area.',
      severity: 'error',
      from: { path: '^application/ports/' },
      to: { path: '^application/', pathNot: '^application/ports/' },
    },
    {
      name: 'bind-use-case-imports-only-inversify',
      comment: 'The one wiring helper of the modules (conventions 5 and 17) adds inversify, nothing else.',
      severity: 'error',
      from: { path: '^application/bind-use-case\\.ts$' },
      to: { pathNot: ['^application/', '^node_modules/(inversify|@inversifyjs)/'] },
    },
    {
      name: 'application-tests-use-only-fakes-and-fixtures',
      comment: 'A use-case test may use the shared fakes and fixtures in tests/, never an adapter.',
      severity: 'error',
      from: { path: '^application/.+\\.test\\.ts$' },
      to: { pathNot: ['^domain/', '^application/', '^tests/(support|fixtures)/', '^node_modules/'] },
    },
    {
      name: 'adapters-do-not-import-each-other',
      comment:
        'Adapters meet only through application ports; http/contract and http/client are shared. ' +
        'A composition root (main.ts, container.ts, a server composition/ file) wires adapters together, so it may import them.',
      severity: 'error',
      from: {
        path: '^adapters/([^/]+)/',
        pathNot: [
          '/(main|container)\\.tsx?$',
          '^adapters/http/server/composition/',
          '^adapters/sandbox/sandbox-card-tables\\.ts$',
        ],
      },
      to: {
        path: '^adapters/([^/]+)/',
        pathNot: ['^adapters/$1/', '^adapters/http/(contract|client)/'],
      },
    },
    {
      name: 'sandbox-card-tables-imports-only-the-schema-types',
      comment:
        'Issue 29 "Declare each type once": the sandbox card processor\'s tables are declared once, in the Schema ' +
        '(persistence/schema-sandbox-cards.ts); adapters/sandbox/sandbox-card-tables.ts picks them from ' +
        'persistence/schema.ts with a type-only import, and imports no other adapter.',
      severity: 'error',
      from: { path: '^adapters/sandbox/sandbox-card-tables\\.ts$' },
      to: { path: '^adapters/', pathNot: ['^adapters/sandbox/', '^adapters/persistence/schema\\.ts$'] },
    },
    {
      name: 'sandbox-card-tables-imports-the-schema-for-types-only',
      comment: 'Issue 29 "Declare each type once": the exception above is for types; no value crosses.',
      severity: 'error',
      from: { path: '^adapters/sandbox/sandbox-card-tables\\.ts$' },
      to: { path: '^adapters/persistence/schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
