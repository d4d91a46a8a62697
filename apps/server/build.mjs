// Bundles the server into dist/server.js for `npm start` and production (how: bundle.mjs).
import { bundleServer } from './bundle.mjs';

await bundleServer({ entry: 'src/server.ts', outfile: 'dist/server.js' });
