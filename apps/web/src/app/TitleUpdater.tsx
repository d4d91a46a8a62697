import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle, type RouteHandle } from './routes.ts';

/** Sets document.title from the deepest matched route's metadata after every navigation. */
export function TitleUpdater() {
  const matches = useMatches();
  // t changes identity when the language changes, so the title follows a language switch.
  const { t } = useTranslation();
  const deepest = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const key = (deepest?.handle as RouteHandle | undefined)?.title;

  useEffect(() => {
    document.title = documentTitle(key ? t(key) : null);
  }, [key, t]);
  return null;
}
