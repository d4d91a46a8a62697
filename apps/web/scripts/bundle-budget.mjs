// Prints the gzipped JavaScript each key screen needs and fails the build when one is over its budget
// (issue 6): the entry chunk plus the static-import closure of the screen's lazy modules, read from
// Vite's manifest, so a dependency pulled into the wrong chunk shows up here and not in production.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const SCREENS = [
  // 146.5 KB: what the landing needed when issue 18 was filed (146.4), held since 2026-11-27 by loading the
  // sign-in texts with the sign-in screens and the texts below the first screen with that part (146.0 uk).
  { name: 'landing page', budgetKb: 146.5, modules: ['src/features/landing/LandingPage.tsx'] },
  {
    name: 'exercise screen',
    budgetKb: 250,
    // What `learning-routes.tsx` loads before it shows a session (its `loadKit` and the texts).
    modules: [
      'src/features/learning-texts.ts',
      'src/features/practice/ExerciseSession.tsx',
      'src/features/explanations/ExplanationStage.tsx',
      'src/features/explanations/InlineExplanation.tsx',
      'src/features/results/ResultsStage.tsx',
      'src/features/settings/exercise-settings.ts',
      'src/features/settings/SettingsDialog.tsx',
      'src/features/report/ReportProblem.tsx',
    ],
  },
];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('bundle budget: the manifest has no entry chunk');

/** Chunk files reached from `key` through static imports only (what loads before the screen renders). */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle budget: ${key} is not in the manifest (renamed or no longer lazy?)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

// A visitor downloads the shell texts of their own language only; the budget holds for the heavier one.
const LANGUAGES = ['en', 'uk'];

let over = false;
for (const screen of SCREENS) {
  const sizes = LANGUAGES.map((language) => {
    const files = closure(entryKey);
    for (const module of [...screen.modules, `src/locales/${language}/shell.ts`]) closure(module, files);
    const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
    return { language, kb, chunks: files.size };
  });
  const worst = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));
  const ok = worst.kb <= screen.budgetKb;
  over ||= !ok;
  const detail = sizes.map((s) => `${s.language} ${s.kb.toFixed(1)}`).join(', ');
  console.log(
    `bundle budget: ${screen.name.padEnd(16)} ${worst.kb.toFixed(1).padStart(6)} KB gzipped JS of ${screen.budgetKb} KB ${ok ? 'ok' : 'OVER'} (${detail}; ${worst.chunks} chunks)`,
  );
}
if (over) {
  console.error('bundle budget: over budget; see which chunk grew with `npx vite build` and its report');
  process.exit(1);
}
