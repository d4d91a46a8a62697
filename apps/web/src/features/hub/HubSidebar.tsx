import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import '../../components/ui/motion.css';
import { useSession } from '../../lib/session.tsx';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { useSidebarSide } from './useSidebarSide.ts';

const ITEM =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The hub's side menu: who is signed in, home, topics, payment history (when there is one), log out, support. */
export function HubSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('learning');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const side = useSidebarSide();
  const slide =
    side === 'right'
      ? 'right-0 data-[state=open]:animate-[gw-slide-right-in_300ms_ease-out]'
      : 'left-0 data-[state=open]:animate-[gw-slide-left-in_300ms_ease-out]';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="gw-motion fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-[gw-fade-in_300ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Back to the burger that opened the menu (Radix only does this for a Dialog.Trigger).
            const burger = document.getElementById('hub-menu-button');
            if (burger) {
              event.preventDefault();
              burger.focus();
            }
          }}
          className={`gw-motion fixed top-0 bottom-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white p-5 shadow-2xl sm:p-6 outline-none ${slide}`}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t('sidebar.title')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('sidebar.title')}</Dialog.Description>
            <Dialog.Close
              aria-label={t('ui.close')}
              className="grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {user ? (
            <div className="mt-6 flex items-center gap-3 rounded-2xl bg-slate-50 p-4">
              <Avatar name={user.name || user.email} size="lg" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-500">{user.email}</p>
                {user.isPremium ? (
                  <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    {t('sidebar.premium')}
                  </p>
                ) : null}
              </div>
            </div>
          ) : (
            <Link to="?action=open-login" className={buttonClass('dark', 'medium', 'mt-6 w-full')}>
              {t('hub.login')}
            </Link>
          )}
          <nav aria-label={t('sidebar.title')} className="mt-6 flex-1 space-y-1">
            <Link to={pathTo('home')} className={ITEM}>
              <Icon name="home" /> {t('sidebar.home')}
            </Link>
            <Link to={pathTo('hub.sections')} className={ITEM} onClick={() => onOpenChange(false)}>
              <Icon name="book" /> {t('sidebar.topics')}
            </Link>
            {user ? (
              <Link to={pathTo('hub.progress')} className={ITEM}>
                <Icon name="chart" /> {t('sidebar.progress')}
              </Link>
            ) : null}
            {user?.lastPayment?.orderId ? (
              <Link to={pathTo('hub.payment-history')} className={ITEM}>
                <Icon name="receipt" /> {t('sidebar.paymentHistory')}
              </Link>
            ) : null}
            {user ? (
              <button
                type="button"
                className={ITEM}
                onClick={async () => {
                  // Home first, then end the session: ended on the hub, its guard would send the visitor
                  // to sign-in instead (spec: logout goes home).
                  onOpenChange(false);
                  await navigate(pathTo('home'));
                  await logout();
                }}
              >
                <Icon name="logout" /> {t('sidebar.logout')}
              </button>
            ) : null}
          </nav>
          <p className="border-t border-slate-100 pt-4 text-sm text-slate-500">
            {t('sidebar.support')}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
