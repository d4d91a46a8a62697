import { DEMO_TOPIC_SLUGS } from '@gapwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { fetchSections } from './api.ts';
import { useLearnTranslation } from './i18n.ts';

import { Session } from './SessionPage.tsx';

/** The free demo: the three demo topics, five questions each, the best exercises only. */
export function DemoPage() {
  const { t, i18n } = useLearnTranslation();
  const [active, setActive] = useState<{ section: string; topic: string } | null>(null);
  const query = useQuery({
    queryKey: ['sections', 'demo'],
    queryFn: async () => {
      const res = await fetchSections();
      if (!res.isSuccess) throw new Error(res.error.message);
      return res.content.sections
        .flatMap((s) => s.topics)
        .filter((tp) => (DEMO_TOPIC_SLUGS as readonly string[]).includes(tp.slug));
    },
  });
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  if (active)
    return (
      <Session
        sectionSlug={active.section}
        topicSlug={active.topic}
        demo
        backTo={pathTo('demo')}
        key={active.topic}
      />
    );
  return (
    <PublicLayout>
      <section className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('demo.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">{t('demo.subtitle')}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {(query.data ?? []).map((topic) => (
            <li
              key={topic.slug}
              className="flex flex-col rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200"
            >
              <h2 className="text-lg font-semibold text-slate-900">{topic.name[lang]}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-500">{topic.possibleAnswers.join(' · ')}</p>
              <button
                type="button"
                onClick={() => setActive({ section: topic.sectionSlug, topic: topic.slug })}
                className="mt-5 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {t('demo.start')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </PublicLayout>
  );
}
