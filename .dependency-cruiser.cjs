/**
 * The import graph's rules (issue 31), checked by `npm run lint`: no circles, not even
 * through types; the server's infrastructure (http/, db/, auth/, rate-limits/, config.ts) imports no
 * feature, so features can be added and removed without touching it; nothing under src/
 * imports the build and test scripts. The browser/server split and the web feature
 * boundaries are in eslint.config.js.
 */
const infrastructure = '^src/server/(http|db|auth|rate-limits)/|^src/server/config[.]ts$';
const serverShared = '^src/server/(http|db|auth|rate-limits|testing)/|^src/server/[^/]+[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle (even through `import type`) means two modules are one; merge or split them.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'infrastructure-imports-no-feature',
      severity: 'error',
      comment:
        'http/, db/, auth/, rate-limits/ and config.ts sit below the features: pass what they need in.',
      from: { path: infrastructure, pathNot: '[.]test[.]ts$' },
      to: { path: '^src/server/', pathNot: serverShared },
    },
    {
      name: 'src-imports-no-scripts',
      severity: 'error',
      comment: 'scripts/ build and test the app; the app must run without them.',
      from: { path: '^src/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
