import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { buttonClass } from '../../components/ui/Button.tsx';

/** `?action=welcome`: a short hello with the way into the topics. */
export function WelcomeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-8 text-center shadow-2xl focus:outline-none">
          <p className="text-5xl" aria-hidden="true">
            👋
          </p>
          <Dialog.Title className="mt-4 text-2xl font-bold text-slate-900">{t('welcome.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">{t('welcome.body')}</Dialog.Description>
          <div className="mt-8 grid gap-3">
            <Link
              to={pathTo('hub.sections')}
              className={buttonClass('primary', 'medium', 'w-full')}
              onClick={onClose}
            >
              {t('welcome.cta')}
            </Link>
            <Dialog.Close className={buttonClass('light', 'medium', 'w-full')}>
              {t('welcome.later')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
