import { UNLISTED_SECTION_SLUGS } from '@gapwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { pathTo } from '../../app/routes.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { useSession } from '../../lib/session.tsx';
import { fetchSections } from './api.ts';
import { useLearnTranslation } from './i18n.ts';

import { TopicCard } from './TopicCard.tsx';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);

export function HubPage() {
  const { t, i18n } = useLearnTranslation();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState('all');
  const query = useQuery({
    queryKey: ['sections', user?._id ?? 'visitor', user?.isPremium ?? false],
    queryFn: async () => {
      const res = await fetchSections();
      if (!res.isSuccess) throw new Error(res.error.message);
      return res.content.sections.filter((s) => !UNLISTED.has(s.slug));
    },
  });
  const lang = i18n.language === 'uk' ? 'uk' : 'en';
  const records = user?.sectionRecords ?? {};
  const totalStars = Object.values(records).reduce(
    (n, s) => n + Object.values(s).reduce((m, r) => m + r.stars, 0),
    0,
  );

  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (query.data ?? [])
      .filter((s) => chip === 'all' || s.slug === chip)
      .map((s) => ({
        ...s,
        topics: s.topics.filter(
          (tp) =>
            !needle ||
            tp.name[lang].toLowerCase().includes(needle) ||
            tp.name.en.toLowerCase().includes(needle),
        ),
      }))
      .filter((s) => s.topics.length > 0);
  }, [query.data, chip, search, lang]);

  const target = (sectionSlug: string, topicSlug: string, lockedBy: string | null) =>
    lockedBy === 'signin'
      ? pathTo('signin')
      : lockedBy === 'premium'
        ? pathTo('hub.paywall')
        : pathTo('hub.exercises', { sectionSlug, topicSlug });

  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-10 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('hub.title')}</h1>
              <p className="mt-2 max-w-xl text-slate-600">{t('hub.subtitle')}</p>
            </div>
            {user ? (
              <p className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-amber-600 shadow-sm ring-1 ring-amber-100">
                ★ {t('hub.stars', { count: totalStars })}
              </p>
            ) : null}
          </div>
          <label className="mt-6 block">
            <span className="sr-only">{t('hub.search')}</span>
            <input
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setChip('all');
              }}
              placeholder={t('hub.search')}
              className="w-full rounded-2xl border-0 bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            />
          </label>
          <div
            className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1"
            role="tablist"
            aria-label={t('hub.title')}
          >
            {[{ slug: 'all', name: { en: t('hub.all'), uk: t('hub.all') } }, ...(query.data ?? [])].map(
              (s) => (
                <button
                  key={s.slug}
                  type="button"
                  role="tab"
                  aria-selected={chip === s.slug}
                  onClick={() => setChip(s.slug)}
                  className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-medium transition ${chip === s.slug ? 'bg-slate-900 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200 hover:text-slate-900'}`}
                >
                  {s.name[lang]}
                </button>
              ),
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {query.isPending ? (
          <p className="py-16 text-center text-slate-500" role="status">
            {t('hub.loading')}
          </p>
        ) : query.isError ? (
          <div className="py-16 text-center">
            <p className="text-slate-600">{t('hub.error')}</p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="mt-4 rounded-full bg-slate-900 px-5 py-2 font-semibold text-white"
            >
              {t('hub.retry')}
            </button>
          </div>
        ) : visible.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-slate-600">{t('hub.nothing')}</p>
            <button
              type="button"
              onClick={() => setSearch('')}
              className="mt-3 font-semibold text-brand-700 hover:underline"
            >
              {t('hub.clear')}
            </button>
          </div>
        ) : (
          visible.map((section) => (
            <section key={section.slug} className="mt-8">
              <h2 className="mb-3 text-lg font-bold text-slate-900">{section.name[lang]}</h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {section.topics.map((topic) => (
                  <li key={topic.slug}>
                    <TopicCard
                      topic={topic}
                      stars={records[section.slug]?.[topic.slug]?.stars ?? 0}
                      to={target(section.slug, topic.slug, topic.lockedBy)}
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
