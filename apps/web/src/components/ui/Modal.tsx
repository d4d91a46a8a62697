import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import './motion.css';

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hides the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
  /** On phones the dialog rises from the bottom as a sheet; from 640 px it is a centred modal. */
  sheet?: boolean;
  /** Full screen on phones (used by the demo session). */
  fullOnPhone?: boolean;
  /** No header row: the content brings its own close control (the title is kept for screen readers). */
  bare?: boolean;
  /**
   * Where focus goes on closing when no control opened the dialog (one that opens by itself, like the
   * rule card before a first session); without it focus would drop to the page body.
   */
  finalFocus?: () => HTMLElement | null;
}

/**
 * Modal dialog on Radix (focus trapped and given back, Escape, overlay click and the cross close it),
 * fading in and out in 0.3 s (docs/product-rules.md#sizes-and-timings).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  width = 'md',
  sheet = false,
  fullOnPhone = false,
  bare = false,
  finalFocus,
}: ModalProps) {
  // The shell's namespace: a dialog can open on a screen whose own texts are not loaded (tariffs on the
  // landing page), and a missing key would be read out as "ui.close".
  const { t } = useTranslation('common');
  const opener = useRef<HTMLElement | null>(null);
  // Radix gives focus back only to a Dialog.Trigger; these dialogs are opened by any control, so the
  // element focused when the dialog opened is kept (before Radix moves focus inside) and focused again.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  const place = fullOnPhone
    ? 'inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl'
    : sheet
      ? 'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl data-[state=open]:animate-[gw-sheet-in_300ms_ease-out] data-[state=closed]:animate-[gw-sheet-out_300ms_ease-in] sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:data-[state=open]:animate-[gw-fade-in_300ms_ease-out] sm:data-[state=closed]:animate-[gw-fade-out_300ms_ease-in]'
      : 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl';
  const fade = sheet
    ? ''
    : 'data-[state=open]:animate-[gw-fade-in_300ms_ease-out] data-[state=closed]:animate-[gw-fade-out_300ms_ease-in]';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="gw-motion fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-[gw-fade-in_300ms_ease-out] data-[state=closed]:animate-[gw-fade-out_300ms_ease-in]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const opened = opener.current;
            const target =
              opened?.isConnected && opened !== document.body ? opened : (finalFocus?.() ?? null);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={`gw-motion fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl outline-none ${place} ${fade} ${WIDTHS[width]}`}
        >
          {bare ? (
            <>
              <Dialog.Title className="sr-only">{title}</Dialog.Title>
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
              <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">{children}</div>
            </>
          ) : (
            <>
              <div className="flex items-start gap-3 px-5 pt-5 sm:px-7 sm:pt-6">
                <div className="min-w-0 flex-1">
                  <Dialog.Title
                    className={hideTitle ? 'sr-only' : 'text-xl font-bold tracking-tight text-slate-900'}
                  >
                    {title}
                  </Dialog.Title>
                  {description ? (
                    <Dialog.Description className="mt-1 text-sm text-slate-500">
                      {description}
                    </Dialog.Description>
                  ) : (
                    <Dialog.Description className="sr-only">{title}</Dialog.Description>
                  )}
                </div>
                <Dialog.Close
                  className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t('dialog.close')}
                >
                  <Icon name="close" />
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-3 pb-6 sm:px-7 sm:pb-7">{children}</div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
