import {
  type Offer,
  offersFor,
  type PassState,
  type PlanId,
  passState,
  renewedUntil,
} from '@gapwise/contracts/constants';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/dates.ts';
import { figureOptions, useCatalogueFigures } from '../lib/live-figures.ts';
import { type Plan, usePlans } from '../lib/plans.ts';
import { useSession } from '../lib/session.tsx';
import { Button } from './ui/Button.tsx';
import { Icon } from './ui/Icon.tsx';

const FEATURES = ['topics', 'exercises', 'explanations'] as const;

export interface PricingBlockProps {
  /** Shown above the cards ('Choose your learning path'); omitted when the page has its own heading. */
  title?: ReactNode;
  /** Paywall mode: a click buys the plan. */
  onChoose?: (plan: PlanId) => void;
  /** Outside paywall mode each card links here (sign-in for that plan). */
  hrefFor?: (plan: PlanId) => string;
  /** The plan being bought: its card spins, the other is disabled. */
  loadingPlan?: PlanId | null;
  /** Heading level of the card titles (h3 under a section heading). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The two one-time passes side by side (docs/product-rules.md#pricing-and-payments); stacked on phones with
 * the popular pass first, so the recommended one is what a phone shows above the fold.
 */
export function PricingBlock({
  title,
  onChoose,
  hrefFor,
  loadingPlan = null,
  headingLevel = 'h3',
}: PricingBlockProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  // What this learner may buy (contracts' offersFor, as the server decides): a 1-Year holder sees
  // Lifetime for the difference, and renewal in the last 30 days; what they hold is shown as theirs.
  const { user } = useSession();
  const state = passState(user?.premiumUntil ?? null);
  const offers = state.kind === 'free' ? null : offersFor(user?.premiumUntil ?? null);
  return (
    <div>
      {title ? (
        <h2 className="mb-8 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
      ) : null}
      {plans.isError ? (
        <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">{t('pricing.loadFailed')}</p>
          <Button className="mt-4" size="small" variant="light" onClick={() => void plans.refetch()}>
            {t('pricing.retry')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-2">
          {plans.data
            ? plans.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  headingLevel={headingLevel}
                  state={state}
                  offer={offers ? (offers.find((o) => o.plan === plan.id) ?? null) : undefined}
                  loading={loadingPlan === plan.id}
                  disabled={loadingPlan !== null && loadingPlan !== plan.id}
                  onChoose={onChoose}
                  href={hrefFor?.(plan.id)}
                />
              ))
            : [1, 2].map((n) => (
                <div key={n} className="h-[27rem] animate-pulse rounded-3xl bg-white ring-1 ring-slate-200" />
              ))}
        </div>
      )}
    </div>
  );
}

/** A held plan's line in place of the buy button: the pass and its end, or that Lifetime covers it. */
function heldText(plan: Plan, state: PassState, t: TFunction, language: string) {
  if (state.kind === 'lifetime')
    return plan.id === 'lifetime-pass' ? t('pricing.offers.lifetimeOwned') : t('pricing.offers.included');
  if (state.kind === 'one-year')
    return t('pricing.offers.yourPass', { date: longDate(state.until, language) });
  return t('pricing.owned');
}

const longDate = (date: Date, language: string) => formatDate(date, language) ?? '';

function PlanCard({
  plan,
  headingLevel: Heading,
  state,
  offer,
  loading,
  disabled,
  onChoose,
  href,
}: {
  plan: Plan;
  headingLevel: 'h2' | 'h3';
  state: PassState;
  /** Undefined: no pass held, the plan sells as listed; null: nothing to buy here for this learner. */
  offer: Offer | null | undefined;
  loading: boolean;
  disabled: boolean;
  onChoose?: ((plan: PlanId) => void) | undefined;
  href?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const figures = figureOptions(useCatalogueFigures(), i18n.language);
  const features = [`access-${plan.id}`, ...FEATURES];
  const price = offer ? offer.price : plan.price;
  const originalPrice = offer ? offer.originalPrice : plan.originalPrice;
  const note =
    offer?.kind === 'upgrade'
      ? t('pricing.offers.upgradeNote')
      : offer?.kind === 'renewal' && state.kind === 'one-year'
        ? t('pricing.offers.renewNote', { date: longDate(renewedUntil(state.until), i18n.language) })
        : t('pricing.billing');
  const cta =
    offer?.kind === 'upgrade'
      ? t('pricing.offers.upgradeCta')
      : offer?.kind === 'renewal'
        ? t('pricing.offers.renewCta')
        : t(`pricing.plans.${plan.id}.cta`);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-3xl bg-white p-6 sm:p-8 ${plan.isPopular ? 'max-md:order-first shadow-xl shadow-brand-900/10 ring-2 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200'}`}
    >
      {plan.isPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-600 to-violet-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow-sm">
          {t('pricing.popular')}
        </span>
      )}
      <Heading id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
        {t(`pricing.plans.${plan.id}.title`)}
      </Heading>
      <p className="mt-1 text-slate-600">{t(`pricing.plans.${plan.id}.subtitle`)}</p>
      <p className="mt-6 flex items-baseline gap-3">
        <s className="text-lg text-slate-500">
          <span className="sr-only">{t('pricing.was')} </span>${originalPrice}
        </s>
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">${price}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{note}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((f) => (
          <li key={f} className="flex gap-3 text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-500" />
            {t(`pricing.features.${f}`, figures)}
          </li>
        ))}
      </ul>
      {offer === null ? (
        <div className="mt-8 text-center">
          <p className="rounded-full bg-emerald-50 px-5 py-3 font-semibold text-emerald-800">
            {heldText(plan, state, t, i18n.language)}
          </p>
          {state.kind === 'one-year' && plan.id === 'one-year-pass' ? (
            <p className="mt-2 text-sm text-slate-500">{t('pricing.offers.renewSoon')}</p>
          ) : null}
        </div>
      ) : (
        <Button
          className="mt-8"
          fullWidth
          variant={plan.isPopular ? 'primary-gradient' : 'dark'}
          loading={loading}
          disabled={disabled}
          to={onChoose ? undefined : href}
          onClick={onChoose ? () => onChoose(plan.id) : undefined}
        >
          {cta}
        </Button>
      )}
    </article>
  );
}
