import type { User } from '@gapwise/contracts/constants';
import { isLifetime } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { formatDate } from '../../lib/dates.ts';
import { greetingName } from '../../lib/vocative.ts';
import { useReviewSummary } from './api.ts';

/** Welcome, motivation, total stars and the burger; a premium or a sign-in prompt below. */
export function HubHeader({
  user,
  totalStars,
  onMenu,
}: {
  user: User | null;
  totalStars: number;
  onMenu: () => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const name = greetingName(user?.name ?? '', i18n.language);
  // "Welcome back" once there is something to come back to; a first visit is greeted plainly.
  const returning = Object.keys(user?.sectionRecords ?? {}).length > 0;
  const due = useReviewSummary().data?.due ?? 0;
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-700 to-violet-700 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:pb-10">
        <div className="flex items-center justify-between">
          <Link
            to={pathTo('home')}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="sr-only">{t('hub.home')}</span>
            <span aria-hidden="true" className="[&_span]:text-white">
              <Logo />
            </span>
          </Link>
          <div className="flex items-center gap-2">
            {user ? (
              <Link
                to={pathTo('hub.progress')}
                className="flex min-h-9 shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon name="chart" className="size-4" />
                <span className="sr-only sm:not-sr-only">{t('hub.progressLink')}</span>
              </Link>
            ) : null}
            <p className="flex shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20">
              <Icon name="star" solid className="size-4 text-amber-300" />
              <span className="sr-only">{t('hub.totalStarsLabel')}:</span>
              {totalStars}
            </p>
            <button
              type="button"
              id="hub-menu-button"
              onClick={onMenu}
              aria-label={t('hub.menu')}
              aria-haspopup="dialog"
              className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Icon name="menu" className="size-6" />
            </button>
          </div>
        </div>
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {user ? t(returning ? 'hub.welcome' : 'hub.welcomeFirst', { name }) : t('hub.welcomeVisitor')}
        </h1>
        <p className="mt-2 max-w-xl text-brand-100">{t('hub.motivation')}</p>
        {due > 0 ? (
          // Its own line, so the whole label fits a phone in both languages.
          <Link
            to={pathTo('hub.review')}
            className="mt-4 inline-flex min-h-10 items-center gap-2 rounded-full bg-amber-300 px-4 text-sm font-bold text-slate-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name="repeat" className="size-4" />
            {t('hub.reviewDue', { count: due })}
          </Link>
        ) : null}
        {user && !user.isPremium ? (
          <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm sm:text-base">{t('hub.premiumPrompt')}</p>
            <Link
              to="?action=open-tariffs"
              preventScrollReset
              className={buttonClass('light', 'small', 'shrink-0 ring-0')}
            >
              {t('hub.getPremium')}
            </Link>
          </div>
        ) : null}
        {user?.isPremium ? <PremiumBadge until={user.premiumUntil} /> : null}
        {user ? null : (
          <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm sm:text-base">{t('hub.loginPrompt')}</p>
            <Link to="?action=open-login" className={buttonClass('light', 'small', 'shrink-0 ring-0')}>
              {t('hub.login')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}

/** 'PREMIUM valid until {date}' for the 1-Year Pass; a lifetime pass says so. */
function PremiumBadge({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation();
  const end = until ? new Date(until) : null;
  const lifetime = !end || Number.isNaN(end.getTime()) || isLifetime(end);
  const date = formatDate(end, i18n.language);
  return (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-amber-300/20 px-3 py-1.5 text-sm font-semibold text-amber-100 ring-1 ring-amber-200/40">
      <Icon name="sparkle" solid className="size-4" />
      {lifetime ? t('premium.lifetime') : t('premium.validUntil', { date })}
    </p>
  );
}
