import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument.tsx';

/**
 * Terms of service in English; in other languages the public offer stands in its place
 * (docs/product-rules.md#routes-and-guards).
 */
export function TermsPage() {
  const { i18n } = useTranslation();
  return <LegalDocument doc={i18n.language === 'en' ? 'terms' : 'offer'} />;
}
