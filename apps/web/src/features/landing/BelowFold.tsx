import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { About } from './About.tsx';
import { ContactForm } from './ContactForm.tsx';
import { DemoSection } from './DemoSection.tsx';
import { Faq } from './Faq.tsx';
import { Features } from './Features.tsx';
import { FinalCta } from './FinalCta.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { Pricing } from './Pricing.tsx';

/** Everything under the first screen, in the order of the spec; its own chunk so the hero paints first. */
export function BelowFold() {
  const { hash } = useLocation();

  // Header links point at "/#faq" etc.; the target exists only once this part has rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <DemoSection />
      <HowItWorks />
      <Features />
      <About />
      <Pricing />
      <Faq />
      <FinalCta />
      <ContactForm />
    </>
  );
}
