// No cycle between the domains of src/server (folders, not modules: a rule with two homes shows up as two folders
// that import each other). Product code only: a domain's tests may use another's test helpers.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-domains',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/[^/]+$' },
      to: { path: '^src/server/[^/]+$', circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [base.options.exclude.path, '\\.(test|fuzz\\.test)\\.tsx?$', '/testing/'].join('|') },
  },
};
