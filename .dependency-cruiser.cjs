/**
 * Folder rules (`npm run lint`): core depends on nothing of ours; the web never imports the server; no
 * import cycle between server module folders or between any files; web features do not import each other
 * (shared code lives in web/src/components, web/src/format, web/src/api).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ is the pure domain and contract: it imports nothing of server, web or e2e.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(server|web|e2e)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web app talks to the server over HTTP only; shared types come from core.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-feature-to-feature',
      comment:
        'A web feature does not import another feature: move what both need to components/, format/ or api/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-module-folder-cycles',
      comment: 'Server module folders form no import cycle (tests excluded: they may use any module).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/modules/[^/]+' },
      to: { path: '^server/src/modules/[^/]+', circular: true },
    },
    {
      name: 'no-circular',
      comment: 'No file takes part in an import cycle.',
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(core|server|web|e2e)/',
    // server/src/db/schema.ts only names every module's table type for Kysely (the kysely example's
    // pattern); it is left out so that it does not tie every module folder to every other.
    exclude: {
      path: '(^|/)(node_modules|dist|\\.tsbuild|data)/|\\.test\\.tsx?$|^server/src/db/schema\\.ts$',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
