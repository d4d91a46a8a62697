import i18n from 'i18next';
import type { Locale } from './locale.ts';

type Loaders = Record<Locale, () => Promise<{ default: object }>>;

/** The app initialises i18next after choosing the language, which can finish after a route starts loading. */
const initialised = (): Promise<void> =>
  i18n.isInitialized
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = () => {
          i18n.off('initialized', done);
          resolve();
        };
        i18n.on('initialized', done);
      });

const loading = new Map<string, Promise<void>>();

/**
 * A namespace that ships with the screens using it rather than in the entry chunk: its English and
 * Ukrainian texts are fetched on first use and added once. The loaders stay in each feature (literal
 * `import()` paths are what puts the texts into that feature's chunks).
 */
export function loadNamespace(ns: string, loaders: Loaders): Promise<void> {
  return loadTexts(ns, ns, loaders);
}

/**
 * Texts that join a namespace already loaded (deep-merged into `ns`), fetched once under their own `key`:
 * the landing page's texts below the first screen come with that part's chunk.
 */
export function loadTexts(key: string, ns: string, loaders: Loaders): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all([loaders.en(), loaders.uk(), initialised()]).then(([en, uk]) => {
      i18n.addResourceBundle('en', ns, en.default, true, true);
      i18n.addResourceBundle('uk', ns, uk.default, true, true);
    });
    // A failed fetch is not kept: the next render (or the reload after a deploy) tries again.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
