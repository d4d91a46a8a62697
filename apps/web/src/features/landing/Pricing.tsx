import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { type Plan, usePlans } from './usePlans.ts';

const FEATURES = ['topics', 'exercises', 'explanations', 'progress'] as const;

/** Two one-time passes. A click goes to sign-in for that plan; a signed-in learner goes straight to checkout. */
export function Pricing() {
  const { t } = useTranslation('landing');
  const plans = usePlans();
  return (
    <section id="pricing" className="scroll-mt-20 bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('pricing.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-600">{t('pricing.subtitle')}</p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {plans.data
            ? plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} />)
            : [1, 2].map((n) => (
                <div key={n} className="h-[26rem] animate-pulse rounded-3xl bg-white ring-1 ring-slate-200" />
              ))}
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">{t('pricing.guarantee')}</p>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const { user } = useSession();
  const target = user
    ? pathTo('signin.success', { plan: plan.id })
    : pathTo('signin.plan', { plan: plan.id });
  return (
    <article
      className={`relative flex flex-col rounded-3xl bg-white p-8 ${plan.isPopular ? 'shadow-xl shadow-brand-900/10 ring-2 ring-brand-600' : 'ring-1 ring-slate-200'}`}
    >
      {plan.isPopular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          {t('pricing.popular')}
        </span>
      )}
      <h3 className="text-xl font-bold text-slate-900">{t(`pricing.plans.${plan.id}.title`)}</h3>
      <p className="mt-1 text-slate-600">{t(`pricing.plans.${plan.id}.subtitle`)}</p>
      <p className="mt-6 flex items-baseline gap-3">
        <s className="text-lg text-slate-500">
          <span className="sr-only">{t('pricing.was')} </span>${plan.originalPrice}
        </s>
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">${plan.price}</span>
      </p>
      <p className="mt-1 text-sm text-slate-500">{t('pricing.billing')}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {FEATURES.map((f) => (
          <li key={f} className="flex gap-3 text-slate-700">
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-emerald-500"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z" />
            </svg>
            {t(`pricing.features.${f}`, { days: plan.days })}
          </li>
        ))}
      </ul>
      {user?.isPremium ? (
        <p className="mt-8 rounded-xl bg-emerald-50 px-5 py-3 text-center font-semibold text-emerald-800">
          {t('pricing.owned')}
        </p>
      ) : (
        <Link
          to={target}
          className={`mt-8 rounded-xl px-5 py-3 text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            plan.isPopular
              ? 'bg-brand-600 text-white hover:bg-brand-700'
              : 'bg-slate-900 text-white hover:bg-slate-700'
          }`}
        >
          {t(`pricing.plans.${plan.id}.cta`)}
        </Link>
      )}
    </article>
  );
}
