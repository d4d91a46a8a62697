import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { PricingBlock } from '../../components/PricingBlock.tsx';
import { useSession } from '../../lib/session.tsx';

/** Two one-time passes. A click goes to sign-in for that plan; a signed-in learner goes straight to checkout. */
export function Pricing() {
  const { t } = useTranslation('landing');
  const { user } = useSession();
  return (
    <section id="pricing" className="scroll-mt-20 bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('pricing.title')}</h2>
        <p className="mx-auto mt-3 mb-9 max-w-xl text-center text-slate-600">{t('pricing.subtitle')}</p>
        <PricingBlock
          hrefFor={(plan) => (user ? pathTo('signin.success', { plan }) : pathTo('signin.plan', { plan }))}
        />
        <p className="mt-8 text-center text-sm text-slate-600">{t('pricing.guarantee')}</p>
      </div>
    </section>
  );
}
