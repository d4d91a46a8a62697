import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon.tsx';

// The panel (and the dialog library under it) loads on the first tap, keeping it off the first paint.
const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu.tsx')).MobileMenu }));

/** The burger button on phones. */
export function MenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('nav.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
