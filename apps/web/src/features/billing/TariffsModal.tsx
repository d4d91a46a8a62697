import type { PlanId } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { startCheckout } from '../../lib/checkout.ts';
import { figureOptions, useCatalogueFigures } from '../../lib/live-figures.ts';
import { usePlans } from '../../lib/plans.ts';
import { openSignInModal, useSession } from '../../lib/session.tsx';
import { AppPreview } from './AppPreview.tsx';
import { FaqList } from './FaqList.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { SUPPORT_EMAIL } from './payment-format.ts';

const FEATURES: { key: string; icon: IconName }[] = [
  { key: 'materials', icon: 'book' },
  { key: 'results', icon: 'sparkle' },
  { key: 'explanations', icon: 'check' },
];
const METHODS = ['card', 'privat24', 'applePay', 'googlePay'] as const;

/**
 * The tariffs modal (docs/product-rules.md#pricing-and-payments): price, what Premium gives, the guarantee
 * and secure-payment boxes, payment methods, FAQ and legal links. 'Get access now': premium → the topics;
 * signed in → checkout for the chosen pass; a visitor registers first and checkout starts once signed in.
 */
export function TariffsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const figures = figureOptions(useCatalogueFigures(), i18n.language);
  const { user } = useSession();
  const navigate = useNavigate();
  const plans = usePlans();
  const [plan, setPlan] = useState<PlanId>('lifetime-pass');
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const cheapest = plans.data?.reduce((a, b) => (b.price < a.price ? b : a));

  const buy = async (chosen: PlanId) => {
    setFailed(false);
    setLoading(true);
    const error = await startCheckout(chosen, i18n.language);
    if (error) {
      setLoading(false);
      setFailed(true);
    }
  };
  const getAccess = () => {
    if (user?.isPremium) {
      onClose();
      navigate(pathTo('hub.sections'));
    } else if (user) void buy(plan);
    else {
      onClose();
      openSignInModal({
        view: 'register',
        // An existing premium learner who logs in here has nothing to buy.
        onSuccess: (signedIn) =>
          signedIn.isPremium
            ? window.location.assign(pathTo('hub.sections'))
            : void startCheckout(plan, i18n.language),
      });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('tariffs.title')}
      description={t('tariffs.subtitle')}
      width="lg"
      sheet
    >
      <div className="rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-violet-700 p-5 text-white sm:p-6">
        {cheapest ? (
          <p className="flex items-baseline gap-2">
            <span className="text-sm text-brand-100">{t('tariffs.from')}</span>
            <s className="text-lg text-brand-200">${cheapest.originalPrice}</s>
            <span className="text-4xl font-extrabold tracking-tight">
              {t('tariffs.price', { price: cheapest.price })}
            </span>
            <span className="text-sm text-brand-100">
              {cheapest.currency} · {t('tariffs.oneTime')}
            </span>
          </p>
        ) : (
          <div className="h-10 w-48 animate-pulse rounded-lg bg-white/20" />
        )}
        <p className="mt-2 text-sm text-brand-100">{t('tariffs.description')}</p>
      </div>

      <div className="mt-5 flex items-center gap-6">
        <ul className="flex-1 space-y-4">
          {FEATURES.map((f) => (
            <li key={f.key} className="flex gap-3">
              <IconWrapper tone="brand">
                <Icon name={f.icon} />
              </IconWrapper>
              <div>
                <p className="font-semibold text-slate-900">{t(`tariffs.features.${f.key}.title`)}</p>
                <p className="text-sm text-slate-600">{t(`tariffs.features.${f.key}.body`, figures)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <AppPreview />
        </div>
      </div>

      {user?.isPremium ? null : (
        <fieldset className="mt-6">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('tariffs.choosePlan')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(plans.data ?? []).map((p) => (
              <label
                key={p.id}
                className={`relative flex cursor-pointer items-center justify-between gap-3 rounded-2xl p-4 ring-2 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${plan === p.id ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:ring-slate-300'}`}
              >
                <input
                  type="radio"
                  name="tariff"
                  value={p.id}
                  checked={plan === p.id}
                  onChange={() => setPlan(p.id)}
                  className="size-5 accent-brand-600"
                />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">
                    {t(`common:pricing.plans.${p.id}.title`)}
                  </span>
                  {p.isPopular ? (
                    <span className="text-xs font-bold uppercase tracking-wide text-brand-700">
                      {t('common:pricing.popular')}
                    </span>
                  ) : null}
                </span>
                <span className="text-right">
                  <s className="block text-xs text-slate-600">${p.originalPrice}</s>
                  <span className="text-xl font-extrabold text-slate-900">${p.price}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {failed ? (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {t('paywall.checkoutFailed')}
        </p>
      ) : null}
      <Button
        variant="primary-gradient"
        size="medium"
        fullWidth
        className="mt-5"
        loading={loading}
        onClick={getAccess}
      >
        {t('tariffs.getAccess')}
      </Button>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="flex items-center gap-2 font-semibold text-emerald-900">
            <Icon name="repeat" className="size-5" />
            {t('tariffs.guaranteeTitle')}
          </p>
          <p className="mt-1 text-sm text-emerald-800">
            {t('tariffs.guaranteeBody', { email: SUPPORT_EMAIL })}
          </p>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon name="lock" className="size-5" />
            {t('tariffs.secureTitle')}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('tariffs.secureBody')}</p>
        </div>
      </div>

      <div className="mt-5">
        <p className="sr-only">{t('tariffs.methods')}</p>
        <ul aria-label={t('tariffs.methods')} className="flex flex-wrap justify-center gap-2">
          {METHODS.map((m) => (
            <li
              key={m}
              className="rounded-lg bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200"
            >
              {t(`tariffs.${m}`)}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-8">
        <FaqList title={t('tariffs.faqTitle')} />
      </div>
      <div className="mt-6">
        <LegalLinks />
      </div>
    </Modal>
  );
}
