import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Icon } from '../ui/Icon.tsx';
import { testsTarget } from './tests-target.ts';

const item =
  'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

/** Avatar and name; the popover offers the tests, payment history, profile and logout. */
export function UserMenu({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!user) return null;

  const signOut = async () => {
    setOpen(false);
    await navigate(pathTo('home'));
    await logout();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        {/* Named by its content, not aria-label: the name must contain the visible text (label in name),
            and the avatar's initials are drawn but not read. */}
        <span className="sr-only">{t('userMenu.open', { name: user.name })}</span>
        <Avatar name={user.name} size="sm" />
        <span aria-hidden="true" className="hidden max-w-32 truncate sm:inline">
          {user.name}
        </span>
        <Icon name="chevronDown" className="hidden size-4 text-slate-400 sm:block" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <div className="border-b border-slate-100 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
          </div>
          <nav className="pt-2" aria-label={t('userMenu.label')}>
            {!minimal && (
              <>
                <Link to={testsTarget(user)} className={item} onClick={() => setOpen(false)}>
                  {t('userMenu.tests')}
                </Link>
                {user.lastPayment?.orderId && (
                  <Link to={pathTo('hub.payment-history')} className={item} onClick={() => setOpen(false)}>
                    {t('userMenu.payments')}
                  </Link>
                )}
                <Link to={pathTo('profile')} className={item} onClick={() => setOpen(false)}>
                  {t('userMenu.profile')}
                </Link>
              </>
            )}
            <button type="button" className={`${item} text-rose-700`} onClick={() => void signOut()}>
              {t('userMenu.logout')}
            </button>
          </nav>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
