import type { RefundDue } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { IconWrapper } from '../../components/ui/IconWrapper.tsx';
import { useSession } from '../../lib/session.tsx';
import { supportMailto } from './payment-format.ts';

/**
 * A payment that bought nothing (the order had been replaced, the pass was already held, or the order
 * was paid twice): the learner is told plainly that it will be refunded and that they need not act.
 */
export function RefundDueNotice({ reason, orderId }: { reason: RefundDue; orderId: string }) {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  return (
    <div role="status">
      <div className="flex justify-center">
        <IconWrapper size="lg" tone="amber">
          <Icon name="receipt" className="size-7" />
        </IconWrapper>
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t('refundDue.title')}</h1>
      <p className="mt-3 text-slate-600">{t(`refundDue.reasons.${reason}`)}</p>
      <p className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
        {t('refundDue.noAction')}
      </p>
      <p className="mt-3 font-mono text-xs text-slate-500">{t('status.order', { orderId })}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button
          variant="primary-gradient"
          fullWidth
          to={user?.isPremium ? pathTo('hub.sections') : pathTo('hub.payment-history')}
        >
          {user?.isPremium ? t('success.start') : t('success.history')}
        </Button>
        <a
          href={supportMailto(t('error.mailSubject', { orderId }), t('refundDue.mailBody', { orderId }))}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="mail" />
          {t('error.contact')}
        </a>
      </div>
    </div>
  );
}
