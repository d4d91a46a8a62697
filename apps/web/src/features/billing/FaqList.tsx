import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from './payment-format.ts';

const ITEMS = ['payment', 'plans', 'access', 'refund', 'content', 'exams', 'levels'] as const;

/** The paywall and tariffs FAQ: items open and close independently (§2); a long answer scrolls at 192 px. */
export function FaqList({ title }: { title: string }) {
  const { t } = useTranslation('billing');
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <Accordion.Root
        type="multiple"
        className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {ITEMS.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600">
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
            <Accordion.Content className="max-h-48 overflow-y-auto px-4 pb-4 leading-relaxed text-slate-600">
              {t(`faq.items.${item}.a`, { email: SUPPORT_EMAIL })}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
