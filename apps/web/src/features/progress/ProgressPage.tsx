import type { ProgressOverview } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { CardsSkeleton, LoadFailed } from '../../components/LoadState.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { AccuracyChart } from './AccuracyChart.tsx';
import { useProgressOverview } from './api.ts';
import { WeakRules } from './WeakRules.tsx';

type Lang = 'en' | 'uk';
const pct = (correct: number, answered: number) => (answered ? Math.round((correct / answered) * 100) : 0);
const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6';

/** hub.progress: first-try accuracy over time, mastered topics, weakest rules, this week, what next. */
export function ProgressPage() {
  const { t, i18n } = useTranslation('learning');
  const lang: Lang = i18n.language === 'uk' ? 'uk' : 'en';
  const query = useProgressOverview();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="bg-gradient-to-br from-brand-900 via-brand-700 to-violet-700 text-white">
        <div className="mx-auto max-w-5xl px-4 pt-4 pb-8 sm:px-6">
          <Link
            to={pathTo('hub.sections')}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon name="back" className="size-5" />
            {t('progress.back')}
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('progress.title')}</h1>
        </div>
      </header>
      <main className="mx-auto -mt-4 max-w-5xl space-y-5 px-4 pb-12 sm:px-6">
        {query.isPending ? (
          <CardsSkeleton label={t('progress.loading')} />
        ) : query.isError || !query.data ? (
          <div className={CARD}>
            <LoadFailed onRetry={() => void query.refetch()} />
          </div>
        ) : (
          <Overview data={query.data} lang={lang} />
        )}
      </main>
    </div>
  );
}

function Overview({ data, lang }: { data: ProgressOverview; lang: Lang }) {
  const { t } = useTranslation('learning');
  const today = [...data.week.days].reverse().find((d) => !d.future)?.day ?? data.week.days[0]?.day ?? '';
  const practisedDays = data.week.days.filter((d) => d.practised).length;
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const stats: [string, string, string?][] = [
    [t('progress.summary.answered'), String(data.answered)],
    [t('progress.summary.accuracy'), `${pct(data.correct, data.answered)}%`],
    [
      t('progress.summary.mastered'),
      t('progress.summary.masteredOf', { count: data.mastered.count, total: data.mastered.total }),
    ],
    [t('progress.summary.streak'), String(data.week.streak), t('progress.summary.streakHint')],
  ];
  return (
    <>
      <section aria-label={t('progress.title')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(([label, value, hint]) => (
          <div key={label} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
            {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
          </div>
        ))}
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-labelledby="week-title" className={CARD}>
          <h2 id="week-title" className="text-lg font-bold text-slate-900">
            {t('progress.week.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('progress.week.days', { count: practisedDays })}</p>
          <ol className="mt-4 grid grid-cols-7 gap-1.5">
            {data.week.days.map((d) => (
              <li key={d.day} className="flex flex-col items-center gap-1.5">
                <span className="text-xs font-medium text-slate-500">{weekday.format(new Date(d.day))}</span>
                <span
                  className={`grid size-9 place-items-center rounded-full ${
                    d.practised
                      ? 'bg-emerald-500 text-white'
                      : d.future
                        ? 'bg-slate-50 ring-1 ring-slate-200 ring-dashed'
                        : 'bg-slate-100'
                  } ${d.day === today ? 'outline-2 outline-offset-2 outline-brand-500' : ''}`}
                >
                  {d.practised ? <Icon name="check" className="size-4" /> : null}
                  <span className="sr-only">
                    {d.practised ? t('progress.week.practised') : t('progress.week.notPractised')}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="next-title" className={CARD}>
          <h2 id="next-title" className="text-lg font-bold text-slate-900">
            {t('progress.next.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('progress.next.hint')}</p>
          {data.suggestion ? (
            <Link
              to={pathTo('hub.exercises', {
                sectionSlug: data.suggestion.sectionSlug,
                topicSlug: data.suggestion.topicSlug,
              })}
              className={buttonClass('primary-gradient', 'medium', 'mt-4 w-full sm:w-auto')}
            >
              {t('progress.next.start', { topic: data.suggestion.name[lang] })}
            </Link>
          ) : (
            <p className="mt-4 text-slate-700">{t('progress.next.none')}</p>
          )}
        </section>
      </div>

      <WeakRules rules={data.weakRules} lang={lang} />

      <section aria-labelledby="sections-title" className="space-y-4">
        <div>
          <h2 id="sections-title" className="text-xl font-bold text-slate-900">
            {t('progress.sections.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('progress.sections.hint')}</p>
        </div>
        {data.sections.length === 0 ? (
          <div className={CARD}>
            <h3 className="font-bold text-slate-900">{t('progress.empty.title')}</h3>
            <p className="mt-1 text-slate-600">{t('progress.empty.body')}</p>
          </div>
        ) : null}
        {data.sections.map((section) => (
          <article key={section.slug} aria-labelledby={`section-${section.slug}`} className={CARD}>
            <h3 id={`section-${section.slug}`} className="text-lg font-bold text-slate-900">
              {section.name[lang]}
            </h3>
            <div className="mt-3 grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
              {section.accuracy.length > 0 ? (
                <AccuracyChart
                  points={section.accuracy}
                  today={today}
                  section={section.name[lang]}
                  locale={lang}
                />
              ) : (
                <p className="text-sm text-slate-500">{t('progress.sections.empty')}</p>
              )}
              <ul className="divide-y divide-slate-100">
                {section.topics.map((topic) => (
                  <li key={topic.slug} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{topic.name[lang]}</p>
                      <p className="text-sm text-slate-600">
                        {topic.answered
                          ? t('progress.topics.accuracy', {
                              percent: pct(topic.correct, topic.answered),
                              correct: topic.correct,
                              answered: topic.answered,
                            })
                          : t('progress.topics.noAnswers')}
                      </p>
                    </div>
                    <Stars count={topic.stars} mastered={topic.mastered} />
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </section>
    </>
  );
}

function Stars({ count, mastered }: { count: number; mastered: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <span className="flex" role="img" aria-label={t('progress.topics.stars', { count })}>
        {[0, 1, 2].map((i) => (
          <Icon
            key={i}
            name="star"
            solid
            className={`size-5 ${i < count ? 'text-amber-400' : 'text-slate-200'}`}
          />
        ))}
      </span>
      {mastered ? (
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t('progress.topics.mastered')}
        </span>
      ) : null}
    </div>
  );
}
