/** The landing sections the header and footer scroll to. */
export const SECTION_LINKS = [
  { hash: 'demo', label: 'nav.demo' },
  { hash: 'faq', label: 'nav.faq' },
  { hash: 'pricing', label: 'nav.pricing' },
] as const;
