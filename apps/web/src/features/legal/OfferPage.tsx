import { LegalDocument } from './LegalDocument.tsx';

export function OfferPage() {
  return <LegalDocument doc="offer" />;
}
