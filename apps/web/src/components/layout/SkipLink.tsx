import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Skip to content": the first stop of the Tab key on every page, shown only while focused. It moves
 * focus to the page's <main> (each layout has one), past the header and its menus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Not a <main> drawn inert behind another screen (the paywall shows the hub blurred under it).
    const main = [...document.querySelectorAll('main')].find(
      (m) => !m.closest('[inert],[aria-hidden="true"]'),
    );
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.classList.add('outline-none');
    main.focus();
    main.scrollIntoView();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link; the click focuses <main> itself
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-[60] rounded-xl bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
