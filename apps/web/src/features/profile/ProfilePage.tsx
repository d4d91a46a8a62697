import { offersFor, type PlanId, passState } from '@gapwise/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { startCheckout } from '../../lib/checkout.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSession } from '../../lib/session.tsx';
import { greetingName } from '../../lib/vocative.ts';

/** /profile: back, a welcome with the name, what the account holds, logout. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('auth');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  if (!user) return null;

  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(pathTo('home')));
  const signOut = async () => {
    await navigate(pathTo('home'));
    await logout();
  };
  const pass = passState(user.premiumUntil);
  const until = pass.kind === 'one-year' ? formatDate(pass.until, i18n.language) : null;
  const plan =
    pass.kind === 'lifetime'
      ? t('profile.lifetime')
      : until
        ? t('profile.premiumUntil', { date: until })
        : t('profile.free');

  return (
    <PublicLayout>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <button
          type="button"
          onClick={back}
          className="mb-8 inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">←</span> {t('back')}
        </button>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div className="flex items-center gap-4">
            <Avatar name={user.name} size="lg" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-slate-900">
                {t('profile.title', { name: greetingName(user.name, i18n.language) })}
              </h1>
              <p className="truncate text-slate-500">{user.email}</p>
            </div>
          </div>
          <p className="mt-6 text-slate-600">{t('profile.description')}</p>
          <dl className="mt-6 grid gap-4 rounded-2xl bg-slate-50 p-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-500">{t('profile.access')}</dt>
              <dd className="font-semibold text-slate-900">{plan}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">{t('profile.language')}</dt>
              <dd className="font-semibold text-slate-900">
                {t(`common:language.${i18n.language === 'uk' ? 'uk' : 'en'}`)}
              </dd>
            </div>
          </dl>
          {until ? <PassOffers premiumUntil={user.premiumUntil} until={until} /> : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={pathTo('hub.sections')}
              className="rounded-xl bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('profile.toTests')}
            </Link>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-xl border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('profile.logout')}
            </button>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}

/**
 * A 1-Year holder's way forward (contracts' offersFor): Lifetime for the difference, and in the last 30
 * days a renewal that starts when the current year ends.
 */
function PassOffers({ premiumUntil, until }: { premiumUntil: string | null; until: string }) {
  const { t, i18n } = useTranslation('auth');
  const [loading, setLoading] = useState<PlanId | null>(null);
  const [failed, setFailed] = useState(false);
  const offers = offersFor(premiumUntil);
  if (offers.length === 0) return null;
  const buy = async (plan: PlanId) => {
    setFailed(false);
    setLoading(plan);
    // On success the browser leaves for the payment page.
    if (await startCheckout(plan, i18n.language)) {
      setLoading(null);
      setFailed(true);
    }
  };
  return (
    <div className="mt-6 space-y-3">
      {offers.map((offer) => (
        <section
          key={offer.plan}
          aria-labelledby={`offer-${offer.kind}`}
          className={`rounded-2xl p-4 sm:p-5 ${offer.kind === 'upgrade' ? 'bg-gradient-to-br from-brand-50 to-violet-50 ring-1 ring-brand-200' : 'bg-amber-50 ring-1 ring-amber-200'}`}
        >
          <h2 id={`offer-${offer.kind}`} className="font-bold text-slate-900">
            {offer.kind === 'upgrade'
              ? t('profile.upgradeTitle', { price: offer.price })
              : t('profile.renewTitle', { date: until })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {offer.kind === 'upgrade' ? t('profile.upgradeBody') : t('profile.renewBody')}
          </p>
          <Button
            className="mt-4"
            size="small"
            variant={offer.kind === 'upgrade' ? 'primary-gradient' : 'dark'}
            loading={loading === offer.plan}
            disabled={loading !== null && loading !== offer.plan}
            onClick={() => void buy(offer.plan)}
          >
            {offer.kind === 'upgrade'
              ? t('profile.upgradeCta')
              : t('profile.renewCta', { price: offer.price })}
          </Button>
        </section>
      ))}
      {failed ? (
        <p
          role="alert"
          className="rounded-2xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {t('profile.checkoutFailed')}
        </p>
      ) : null}
    </div>
  );
}
