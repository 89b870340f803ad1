// The import directions the architecture promises (issue 32; ../shared/DESIGN.md's map), checked in CI by
// `npm run lint:deps` (scripts/check-dependencies.ts), with .dependency-cruiser-domains.cjs for the cycles between
// domains. A domain is a folder of src/server other than http/ (the HTTP adapter) and testing/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-not-server',
      comment: 'Browser code (pages, components, islands, stores, lib) never imports the server: it talks to the API.',
      severity: 'error',
      from: { path: '^src/(components|stores|lib|layouts|pages)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-not-http',
      comment: 'A domain does not know it is served over HTTP: src/server/http imports the domains, never the reverse.',
      severity: 'error',
      from: { path: '^src/server/(?!http/|testing/)[^/]+/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/http/' },
    },
    {
      name: 'src-not-bench',
      comment: 'Benchmarks and evaluation sets import the product, never the reverse.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^bench/' },
    },
    {
      name: 'no-circular-modules',
      severity: 'error',
      from: { path: '^src/' },
      comment: 'No module imports itself through others at run time (type-only imports vanish when compiled).',
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|\\.netlify|\\.data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
