import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export interface FaqItem {
  id: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * Questions that open to their answers (Radix accordion: keyboard and screen readers handled). On the landing
 * page one is open at a time; in the paywall and tariffs modals items open independently
 * (docs/product-rules.md#sections-demo-and-playground). A long answer scrolls inside a 192 px box
 * (docs/product-rules.md#sizes-and-timings).
 */
export function FaqAccordion({
  items,
  independent = false,
  dense = false,
}: {
  items: readonly FaqItem[];
  independent?: boolean;
  dense?: boolean;
}) {
  const pad = dense ? 'px-4' : 'px-5';
  const body = items.map((item) => (
    <Accordion.Item key={item.id} value={item.id}>
      <Accordion.Header>
        <Accordion.Trigger
          className={`group flex min-h-12 w-full items-center justify-between gap-4 ${pad} ${dense ? 'py-3' : 'py-4'} text-left font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`}
        >
          {item.question}
          <Icon
            name="chevronDown"
            className="size-5 shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content
        className={`max-h-48 overflow-y-auto ${pad} ${dense ? 'pb-4' : 'pb-5'} leading-relaxed text-slate-600`}
      >
        {item.answer}
      </Accordion.Content>
    </Accordion.Item>
  ));
  const frame = 'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white';
  return independent ? (
    <Accordion.Root type="multiple" className={frame}>
      {body}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="single" collapsible className={frame}>
      {body}
    </Accordion.Root>
  );
}
