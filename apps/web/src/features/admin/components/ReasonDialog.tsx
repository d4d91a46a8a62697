import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';

/**
 * Asks for the reason every admin change is audited with, then runs it; the server's refusal is shown in
 * the dialog, which stays open so nothing is lost.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
  danger = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  children?: ReactNode;
  danger?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = reason.trim().length >= 3;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('reasonHint'));
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} width="md" sheet>
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        {children}
        <div>
          <label htmlFor="admin-reason" className="mb-1.5 block text-sm font-semibold text-slate-700">
            {t('reason')}
          </label>
          <textarea
            id="admin-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby="admin-reason-msg"
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-100"
          />
          <p id="admin-reason-msg" className={`mt-1 text-sm ${error ? 'text-rose-600' : 'text-slate-500'}`}>
            {error ?? t('reasonHint')}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="light" size="small" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            size="small"
            loading={busy}
            disabled={!valid}
            className={danger ? '!bg-rose-600 hover:!bg-rose-700' : ''}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
