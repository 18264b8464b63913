/**
 * The boundaries of ARCHITECTURE.md, checked in CI (npm run lint), for package imports
 * (@tallybook/domain) as well as relative ones.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain imports nothing of ours and no package but a short list of pure libraries: zod, i18next, libphonenumber-js (min metadata), @noble/hashes, the dictionaries of opencc-js (strings; only the written-language entry loads them) (tests may use vitest).',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: [
          '^packages/domain/',
          'node_modules/zod/',
          'node_modules/libphonenumber-js/(min|core|build|es6|metadata\\.min)',
          'node_modules/@noble/hashes/',
          'node_modules/i18next/',
          'node_modules/opencc-js/dist/esm-lib/dict/',
          '^node:',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-does-not-import-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-does-not-import-web-source',
      comment: 'The server loads the built web app at run time, never its source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'modules-meet-through-index',
      comment:
        'A module reaches another module only through its index.ts (a tables file may name another tables file, for a foreign key; a test may use another module’s test kit).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.tables\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '/index\\.ts$', '-test-kit\\.ts$'],
      },
    },
    {
      name: 'mall-layers',
      comment:
        'The mall in three modules (decision 0020): catalogue knows neither licensing nor orders; licensing does not know orders.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/(catalogue|licensing)/' },
      to: { path: '^apps/server/src/modules/orders/' },
    },
    {
      name: 'catalogue-is-below-licensing',
      severity: 'error',
      from: { path: '^apps/server/src/modules/catalogue/' },
      to: { path: '^apps/server/src/modules/licensing/' },
    },
    {
      name: 'routes-reach-tables-through-operations',
      comment:
        "A module's HTTP layer (*.routes.ts) reaches its tables only through its operation files (verb-noun.ts), which are the module's repository.",
      severity: 'error',
      from: { path: '^apps/server/src/(modules/[^/]+|admin|platform/[^/]+)/[^/]+\\.routes\\.ts$' },
      to: { path: '\\.tables\\.ts$' },
    },
    {
      name: 'tables-reference-only-tables',
      comment: "A module's tables file reaches another module only to reference its tables in a foreign key.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.tables\\.ts$'],
      },
    },
    {
      name: 'back-office-guard-in-one-place',
      comment:
        'A module exports its back-office calls without a guard; only admin/ mounts them behind requireAdmin (decision 0020).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/admin/', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/platform/http/admin-guard\\.ts$' },
    },
    {
      name: 'outside-modules-use-index',
      comment: 'Outside the modules, only index.ts of a module is imported (the schema aggregate and tests aside).',
      severity: 'error',
      from: {
        path: '^apps/server/(src|test)/',
        pathNot: ['^apps/server/src/modules/', '^apps/server/src/platform/db/schema\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '/index\\.ts$' },
    },
    {
      name: 'platform-has-no-business',
      comment: 'platform/ holds mechanisms and knows no module (but the schema aggregate).',
      severity: 'error',
      from: {
        path: '^apps/server/src/platform/',
        pathNot: ['^apps/server/src/platform/db/schema\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'workflows-sit-above-modules',
      comment:
        'workflows/ composes modules through the outbox; no module or platform code imports a workflow (decision 0019).',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|platform)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/workflows/' },
    },
    {
      name: 'features-stay-apart',
      comment: 'A feature of the web never imports another feature; route modules compose them.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/([^/]+)/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'shell-imports-no-feature',
      comment: 'The app shell (header, footer, service widget) is composed by root.tsx; it uses ui/ and lib/ only.',
      severity: 'error',
      from: { path: '^apps/web/app/shell/' },
      to: { path: '^apps/web/app/(features|routes|root)' },
    },
    {
      name: 'ui-imports-nothing-above-it',
      severity: 'error',
      from: { path: '^apps/web/app/ui/' },
      to: { path: '^apps/web/app/(features|routes|root)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)build/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
