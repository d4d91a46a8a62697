// Bundles the server into dist/server.js for `npm start` and production; the workspace packages are
// TypeScript sources, so bundling them avoids a separate build per package.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // npm packages stay in node_modules; workspace packages are TypeScript sources, so they are bundled in.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        // JSON data (the irregular-verb table) is bundled: Node 20 needs an import attribute for JSON that
        // an external import would lose.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@gapwise/') || args.path.endsWith('.json')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  // Orders content banks across a rollout (see loadContent): a newer build's bank is never overwritten.
  define: { __GAPWISE_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
  logLevel: 'warning',
});
// The migrator reads SQL files at run time from next to the bundle (see db/client.ts).
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
