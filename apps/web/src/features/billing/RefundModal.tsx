import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SUPPORT_EMAIL, supportMailto } from './payment-format.ts';

/**
 * Refunds are made by support on request by e-mail (docs/product-rules.md#pricing-and-payments): this says
 * how.
 */
export function RefundModal({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('refund.title')}
      sheet
    >
      <p className="text-slate-700">{t('refund.body', { email: SUPPORT_EMAIL })}</p>
      {orderId ? (
        <p className="mt-4 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('refund.order')}
          <span className="mt-0.5 block break-all font-mono font-semibold text-slate-900">{orderId}</span>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-500">{t('refund.note')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button variant="dark" className="sm:flex-1" onClick={onClose}>
          {t('refund.understood')}
        </Button>
        <a
          href={supportMailto(
            t('refund.mailSubject', { orderId: orderId ?? '' }),
            t('refund.mailBody', { orderId: orderId ?? '' }),
          )}
          className="inline-flex min-h-14 items-center justify-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-1"
        >
          {t('refund.write')}
        </a>
      </div>
    </Modal>
  );
}
