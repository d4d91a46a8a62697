import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../lib/support.ts';

export const FAQ_ITEMS = ['payment', 'plans', 'content', 'exams', 'levels', 'demo', 'support'] as const;

/** Seven questions; one open at a time; a long answer scrolls inside a 192 px box. */
export function Faq() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" className="scroll-mt-20 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('faq.title')}</h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item} value={item}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
                  {t(`faq.items.${item}.q`)}
                  <svg
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
                  </svg>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="max-h-48 overflow-y-auto px-5 pb-5 leading-relaxed text-slate-600">
                {t(`faq.items.${item}.a`, { email: SUPPORT_EMAIL })}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
