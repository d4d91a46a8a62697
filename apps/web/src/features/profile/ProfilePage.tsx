import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Avatar } from '../../components/ui/Avatar.tsx';
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
  const until = user.premiumUntil
    ? new Date(user.premiumUntil).toLocaleDateString(i18n.language === 'uk' ? 'uk-UA' : 'en-GB')
    : null;
  const plan = !user.isPremium
    ? t('profile.free')
    : until
      ? t('profile.premiumUntil', { date: until })
      : t('profile.lifetime');

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
