// How the server is bundled: for `npm start` and production (build.mjs), and for `npm run bench`, which
// measures the same bundled code production runs (bench/run.mjs). The workspace packages are TypeScript
// sources, so they are bundled in; npm packages stay in node_modules.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** Bundles `entry` into `outfile` and puts the migrations beside it (the migrator reads them at run time). */
export async function bundleServer({ entry, outfile }) {
  rmSync(dirname(outfile), { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
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
  cpSync(join(here, 'src/db/migrations'), join(dirname(outfile), 'migrations'), { recursive: true });
}
