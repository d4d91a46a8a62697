import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { LanguageSwitch } from '../../components/ui/LanguageSwitch.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { ContentPanel } from './components/ContentPanel.tsx';
import { ContentQueue } from './components/ContentQueue.tsx';
import { ExplanationsPanel } from './components/ExplanationsPanel.tsx';
import { FunnelPanel } from './components/FunnelPanel.tsx';
import { OverviewPanel } from './components/OverviewPanel.tsx';
import { PaymentDetail } from './components/PaymentDetail.tsx';
import { PaymentsPanel } from './components/PaymentsPanel.tsx';
import { TopicExercises } from './components/TopicExercises.tsx';
import { UserDetail } from './components/UserDetail.tsx';
import { UsersPanel } from './components/UsersPanel.tsx';

const TABS = ['overview', 'users', 'payments', 'content', 'queue', 'explanations', 'funnel'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin: one route, the section and the open item in the query string (?tab=users&id=…), so every view
 * can be linked, reloaded and gone back from. The server checks the admin role on every call it makes.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'overview';
  const id = params.get('id');
  const go = (next: Tab, nextId?: string) => setParams(nextId ? { tab: next, id: nextId } : { tab: next });

  let body: ReactNode;
  if (tab === 'users' && id)
    body = (
      <UserDetail key={id} id={id} onBack={() => go('users')} onOpenPayment={(p) => go('payments', p)} />
    );
  else if (tab === 'payments' && id)
    body = (
      <PaymentDetail key={id} id={id} onBack={() => go('payments')} onOpenUser={(u) => go('users', u)} />
    );
  else if (tab === 'content' && id) body = <TopicExercises key={id} slug={id} onBack={() => go('content')} />;
  else if (tab === 'users') body = <UsersPanel onOpen={(u) => go('users', u)} />;
  else if (tab === 'payments') body = <PaymentsPanel onOpen={(p) => go('payments', p)} />;
  else if (tab === 'content') body = <ContentPanel onOpenTopic={(s) => go('content', s)} />;
  else if (tab === 'queue') body = <ContentQueue />;
  else if (tab === 'explanations') body = <ExplanationsPanel />;
  else if (tab === 'funnel') body = <FunnelPanel />;
  else body = <OverviewPanel />;

  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
          <Link
            to={pathTo('home')}
            className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('logoHome')}
          >
            <Logo />
          </Link>
          <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            {t('badge')}
          </span>
          <div className="ml-auto flex items-center gap-2">
            <Link
              to={pathTo('hub.sections')}
              className="hidden rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:text-brand-700 sm:inline"
            >
              {t('backToSite')}
            </Link>
            <LanguageSwitch />
          </div>
        </div>
        <nav aria-label={t('tabs.label')} className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex gap-1 pb-2">
            {TABS.map((name) => (
              <li key={name}>
                <Link
                  to={`?tab=${name}`}
                  aria-current={tab === name ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    tab === name
                      ? 'bg-brand-600 text-white'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {t(`tabs.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-6">
        <h1 className="sr-only">
          {t('title')}: {t(`tabs.${tab}`)}
        </h1>
        {body}
      </main>
    </div>
  );
}
