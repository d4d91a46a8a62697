import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PricingBlock } from '../../components/PricingBlock.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { figureOptions, useCatalogueFigures } from '../../lib/live-figures.ts';
import { useSession } from '../../lib/session.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { paywallGoal } from './paywall-copy.ts';
import { useCheckout } from './useCheckout.ts';

/**
 * hub.paywall: the topics the learner is missing, blurred behind the offer
 * (docs/product-rules.md#pricing-and-payments; "Hub paywall"). The route table passes the sections list in as
 * `background`; this feature does not know it.
 */
export function PaywallPage({ background }: { background?: ReactNode }) {
  const { t, i18n } = useTranslation('billing');
  const figures = figureOptions(useCatalogueFigures(), i18n.language);
  const { user } = useSession();
  const [params] = useSearchParams();
  const { loadingPlan, failed, choose } = useCheckout();
  const goal = paywallGoal(user?.quizString);
  const showFailure = failed || (params.get('checkout') === 'failed' && loadingPlan === null);
  return (
    <div className="relative min-h-dvh bg-slate-50">
      {background ? (
        <div
          aria-hidden="true"
          inert
          className="pointer-events-none fixed inset-0 scale-105 overflow-hidden blur-[8px] select-none"
        >
          {background}
        </div>
      ) : null}
      <div className="fixed inset-0 bg-gradient-to-b from-white/55 via-white/75 to-white/90" />
      <div className="relative mx-auto max-w-4xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
        <div className="flex items-center justify-between">
          <Link
            to={pathTo('hub.sections')}
            className="inline-flex min-h-11 items-center gap-1 rounded-full pr-3 text-sm font-semibold text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="back" className="size-5" />
            <span className="sm:hidden">{t('paywall.back')}</span>
            <span className="hidden sm:inline">{t('paywall.continueFree')}</span>
          </Link>
          <Logo />
        </div>
        <main className="mt-8 sm:mt-12">
          <div className="text-center">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-800">
              <Icon name="sparkle" className="size-4" />
              {t('paywall.eyebrow')}
            </p>
            <h1 className="mx-auto mt-4 max-w-2xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t(`paywall.headings.${goal}`)}
            </h1>
            <p className="mx-auto mt-4 max-w-xl text-base text-slate-600 sm:text-lg">
              {t(`paywall.subtitles.${goal}`, figures)}
            </p>
            <p className="mt-4 text-sm font-medium text-emerald-700">{t('paywall.trust')}</p>
          </div>
          {showFailure ? (
            <p
              role="alert"
              className="mx-auto mt-6 max-w-xl rounded-2xl bg-rose-50 px-4 py-3 text-center text-sm font-medium text-rose-800 ring-1 ring-rose-200"
            >
              {t('paywall.checkoutFailed')}
            </p>
          ) : null}
          <div className="mt-10">
            <PricingBlock onChoose={(plan) => void choose(plan)} loadingPlan={loadingPlan} />
          </div>
          <div className="mt-10">
            <LegalLinks company />
          </div>
        </main>
      </div>
    </div>
  );
}
