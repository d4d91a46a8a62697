import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';

export const TUTORIAL_OFFER_KEY = 'gw-tutorial-offered';

// Decided once per page load (StrictMode runs state initialisers twice; the second would read "offered").
let offerNow: boolean | null = null;

/** Whether this browser has been offered the tutorial before; the first ask remembers it (offered once). */
export function firstTutorialOffer(store: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  try {
    if (store.getItem(TUTORIAL_OFFER_KEY)) return false;
    store.setItem(TUTORIAL_OFFER_KEY, new Date().toISOString());
    return true;
  } catch {
    // Storage refused (private mode): no offer rather than one on every visit.
    return false;
  }
}

/** On a learner's first visit to the hub: the two-minute tutorial, offered once and dismissible. */
export function TutorialOffer() {
  const { t } = useTranslation('learning');
  const [shown, setShown] = useState(() => {
    offerNow ??= firstTutorialOffer();
    return offerNow;
  });
  const dismiss = () => {
    offerNow = false;
    setShown(false);
  };
  if (!shown) return null;
  return (
    <section
      aria-labelledby="tutorial-offer-title"
      className="mt-4 flex items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:items-center sm:gap-4"
    >
      <span className="hidden sm:block">
        <IconWrapper>
          <Icon name="sparkle" />
        </IconWrapper>
      </span>
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
        <div>
          <h2 id="tutorial-offer-title" className="font-semibold text-slate-900">
            {t('tutorialOffer.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('tutorialOffer.body')}</p>
        </div>
        <Link
          to={pathTo('tutorial')}
          onClick={() => {
            offerNow = false;
          }}
          className={buttonClass('primary-gradient', 'small', 'mt-3 w-full shrink-0 sm:mt-0 sm:w-auto')}
        >
          {t('tutorialOffer.open')}
        </Link>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('tutorialOffer.dismiss')}
        className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mt-0"
      >
        <Icon name="close" className="size-5" />
      </button>
    </section>
  );
}
