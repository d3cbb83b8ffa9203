/**
 * The rules between files of the structure check (scripts/check-structure.mjs, run by
 * `npm run lint:structure` and `npm test`): layers point down and no file imports itself back.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between files: neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-stands-alone',
      severity: 'error',
      comment: 'common/ is shared by every side and imports none of them.',
      from: { path: '^common/' },
      to: { path: '^(server|worker|client)/' },
    },
    {
      name: 'features-below-the-composition-root',
      severity: 'error',
      comment:
        'Features do not import the composition root (app/: the wiring, the HTTP app, the schema), the database setup, the launcher or the entry points.',
      from: { path: '^server/src/features/' },
      to: { path: '^server/src/(app/|db/|api|main|start|index|launcher/|linkedin-sandbox/)' },
    },
    {
      name: 'kernel-imports-nothing-above',
      severity: 'error',
      comment:
        'The kernel (server/src/kernel) is below everything else on the server but the contract\'s generated types.',
      from: { path: '^server/src/kernel/' },
      to: { path: '^server/src/(?!kernel/|generated/)' },
    },
    {
      name: 'client-features-below-the-app',
      severity: 'error',
      comment:
        'Neither a client feature nor client/src/shared imports the app (its router, guards, layout, providers): what they need of it lives in shared/.',
      from: { path: '^client/src/(features|shared)/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'client-shared-below-features',
      severity: 'error',
      comment:
        'client/src/shared imports neither features nor app (the app: client-features-below-the-app), nor the entry points above them.',
      from: { path: '^client/src/shared/' },
      to: { path: '^client/src/(features/|graphiql/|main\\.tsx$)' },
    },
    {
      name: 'client-apart-from-server',
      severity: 'error',
      comment: 'The client reaches the server only through the GraphQL contract.',
      from: { path: '^client/' },
      to: { path: '^(server|worker)/' },
    },
    {
      name: 'product-does-not-import-tests',
      severity: 'error',
      from: { path: '^(server/src|worker/src|client/src|common/src)/', pathNot: '__tests__' },
      to: { path: '(__tests__|/test/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tests.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
