import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { Logo } from '../ui/Logo.tsx';
import { SECTION_LINKS } from './nav-links.ts';
import { testsTarget } from './tests-target.ts';

const row =
  'block rounded-xl px-4 py-3 text-base font-semibold text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

/** The burger menu's panel on phones: the header's links, the account entries and the language. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const close = onClose;

  const signOut = async () => {
    close();
    await navigate(pathTo('home'));
    await logout();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white p-4 shadow-2xl focus:outline-none"
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-center justify-between">
            <Logo />
            <Dialog.Close
              className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('nav.closeMenu')}
            >
              <Icon name="close" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          {user && (
            <div className="mb-3 flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
              <Avatar name={user.name} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-500">{user.email}</p>
              </div>
            </div>
          )}
          <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
            {SECTION_LINKS.map((link) => (
              <Link
                key={link.hash}
                to={{ pathname: pathTo('home'), hash: link.hash }}
                className={row}
                onClick={close}
              >
                {t(link.label)}
              </Link>
            ))}
            <hr className="my-2 border-slate-100" />
            {user ? (
              <>
                <Link to={testsTarget(user)} className={row} onClick={close}>
                  {t('userMenu.tests')}
                </Link>
                {user.lastPayment?.orderId && (
                  <Link to={pathTo('hub.payment-history')} className={row} onClick={close}>
                    {t('userMenu.payments')}
                  </Link>
                )}
                <Link to={pathTo('profile')} className={row} onClick={close}>
                  {t('userMenu.profile')}
                </Link>
                <button
                  type="button"
                  className={`${row} text-left text-rose-700`}
                  onClick={() => void signOut()}
                >
                  {t('userMenu.logout')}
                </button>
              </>
            ) : (
              <Link to={pathTo('signin')} className={row} onClick={close}>
                {t('nav.login')}
              </Link>
            )}
          </nav>
          <div className="mt-auto pt-4">
            <LanguageSwitch />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
