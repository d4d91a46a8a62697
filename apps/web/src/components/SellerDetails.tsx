import { useTranslation } from 'react-i18next';
import { SELLER, type Seller } from '../lib/seller.ts';

/**
 * Who sells (legal name, registration number, address), as configured on the server; nothing when the
 * operator has not set them. `fallback` is shown instead in that case.
 */
export function SellerDetails({
  seller = SELLER,
  className = '',
  fallback = null,
}: {
  seller?: Seller;
  className?: string;
  fallback?: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!seller.name && !seller.registration && !seller.address) return <>{fallback}</>;
  return (
    <address className={`not-italic ${className}`}>
      <span className="font-medium">{t('footer.seller')}: </span>
      {[
        seller.name,
        seller.registration ? t('footer.registration', { number: seller.registration }) : null,
        seller.address,
      ]
        .filter(Boolean)
        .join(' · ')}
    </address>
  );
}
