import { useTranslation } from 'react-i18next';
import { PricingBlock } from '../../components/PricingBlock.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useLearnersCount } from '../../lib/live-figures.ts';
import { FaqList } from './FaqList.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { useCheckout } from './useCheckout.ts';

/**
 * 'Unlock Your Learning Journey' (docs/product-rules.md#pricing-and-payments): the two passes, social proof
 * and the FAQ.
 */
export function PaywallModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const { loadingPlan, failed, choose } = useCheckout({ onPremium: onClose });
  const count = useLearnersCount();
  const n =
    count === null ? '' : new Intl.NumberFormat(i18n.language === 'uk' ? 'uk-UA' : 'en-GB').format(count);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('paywallModal.title')}
      description={t('paywallModal.subtitle')}
      width="xl"
      sheet
    >
      {count === null ? null : (
        <div className="mb-6 flex items-center justify-center gap-3 rounded-2xl bg-amber-50 px-4 py-3">
          <span className="flex text-amber-400" role="img" aria-label={t('paywallModal.rating')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Icon key={n} name="star" solid className="size-5" />
            ))}
          </span>
          <span className="text-sm font-semibold text-slate-800">
            {t('paywallModal.lovedBy', { count, n })}
          </span>
        </div>
      )}
      {failed ? (
        <p
          role="alert"
          className="mb-4 rounded-2xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {t('paywall.checkoutFailed')}
        </p>
      ) : null}
      <PricingBlock onChoose={(plan) => void choose(plan)} loadingPlan={loadingPlan} />
      <div className="mt-4 flex justify-center">
        <Button variant="transparent" size="small" onClick={onClose}>
          {t('paywallModal.continueFree')}
        </Button>
      </div>
      <div className="mt-6">
        <FaqList title={t('faq.title')} />
      </div>
      <div className="mt-6">
        <LegalLinks />
      </div>
    </Modal>
  );
}
