import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { SellerDetails } from '../../components/SellerDetails.tsx';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { type LegalSection, registerLegalTexts } from './legal-bundle.ts';

type Doc = 'privacy' | 'terms' | 'offer';

/** A legal text: title, date, introduction, contents with anchors, numbered sections, related documents. */
export function LegalDocument({ doc }: { doc: Doc }) {
  // Registered on first render (not at import), when the app's i18n instance is surely set up.
  registerLegalTexts(useTranslation().i18n);
  const { t } = useTranslation('legal');
  const values = { email: SUPPORT_EMAIL };
  const sections = t(doc === 'privacy' ? 'privacy.sections' : 'agreement', {
    returnObjects: true,
    ...values,
  }) as LegalSection[];
  const related =
    doc === 'privacy' ? (['public.terms-of-services'] as const) : (['public.privacy-policy'] as const);

  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t(`${doc}.title`)}
          </h1>
          <p className="mt-2 text-sm text-slate-500">{t('updated', { date: t('updatedDate') })}</p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${doc}.intro`)}</p>
          {/* The party to the agreement, as configured: a buyer (and LiqPay) must see who sells. */}
          <SellerDetails className="mt-6 rounded-2xl bg-slate-50 px-5 py-4 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200" />
        </header>
        <nav aria-labelledby="legal-contents" className="my-8 rounded-2xl bg-slate-50 p-5">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t('contents')}
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, i) => (
              <li key={section.h}>
                <a href={`#s${i + 1}`} className="text-brand-700 hover:underline">
                  {section.h}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, i) => (
          <section key={section.h} id={`s${i + 1}`} className="scroll-mt-24 py-4">
            <h2 className="text-xl font-bold text-slate-900">{section.h}</h2>
            {section.p.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <footer className="mt-10 border-t border-slate-200 pt-6 text-sm">
          <p className="font-semibold text-slate-800">{t('related')}</p>
          <ul className="mt-2 flex flex-wrap gap-4">
            {related.map((name) => (
              <li key={name}>
                <Link to={pathTo(name)} className="text-brand-700 hover:underline">
                  {t(`common:titles.${name === 'public.privacy-policy' ? 'privacy' : 'terms'}`)}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      </article>
    </PublicLayout>
  );
}
