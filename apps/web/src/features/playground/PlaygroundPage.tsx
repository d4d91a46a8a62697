import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { CardsSkeleton, LoadFailed } from '../../components/LoadState.tsx';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { TopicCard } from '../../components/ui/TopicCard.tsx';
import { usePlaygroundSections } from './api.ts';

/**
 * /playground: every section and topic, each open to visitors for its first 5 exercises (the server
 * serves no more), with explanations.
 */
export function PlaygroundPage() {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const query = usePlaygroundSections();
  const sections = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (query.data ?? [])
      .map((s) => ({
        ...s,
        topics: needle
          ? s.topics.filter((tp) =>
              [tp.name.en, tp.name.uk, ...tp.possibleAnswers].some((text) =>
                text.toLocaleLowerCase().includes(needle),
              ),
            )
          : s.topics,
      }))
      .filter((s) => s.topics.length > 0);
  }, [query.data, search]);

  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <section className="mx-auto max-w-5xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100">
            <Icon name="sparkle" className="size-4" />
            {t('playground.badge')}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('playground.title')}
          </h1>
          <p className="mt-3 max-w-xl text-lg text-slate-600">{t('playground.subtitle')}</p>
          <label className="relative mt-6 block max-w-xl">
            <span className="sr-only">{t('playground.search')}</span>
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('playground.search')}
              className="w-full rounded-2xl border-0 bg-white py-3.5 pr-4 pl-12 text-base text-slate-900 shadow-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500"
            />
          </label>
        </section>
      </div>
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        {query.isPending ? (
          <CardsSkeleton label={t('hub.loading')} cardClassName="h-28" />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : sections.length === 0 ? (
          <p role="status" className="py-16 text-center text-lg font-semibold text-slate-900">
            {t('playground.nothing')}
          </p>
        ) : (
          sections.map((section) => (
            <section key={section.slug} aria-labelledby={`pg-${section.slug}`} className="mt-10 first:mt-2">
              <h2 id={`pg-${section.slug}`} className="mb-3 text-xl font-bold text-slate-900">
                {section.name[lang]}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {section.topics.map((topic) => (
                  <li key={topic.slug} className="min-w-0">
                    <TopicCard
                      name={topic.name[lang]}
                      possibleAnswers={topic.possibleAnswers}
                      level={topic.level}
                      stars={0}
                      locked={false}
                      onOpen={() =>
                        navigate(
                          pathTo('playground.exercises', {
                            sectionSlug: topic.sectionSlug,
                            topicSlug: topic.slug,
                          }),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </PublicLayout>
  );
}
