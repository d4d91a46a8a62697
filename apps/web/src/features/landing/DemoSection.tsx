import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { useDemoTopic } from './api.ts';
import { DemoExercise } from './DemoExercise.tsx';
import { DemoSummary } from './DemoSummary.tsx';

const TOPICS = ['articles', 'countable-uncountable', 'do-does'] as const;

/** The live demo on the landing page: five real questions of a demo topic, with explanations. */
export function DemoSection() {
  const { t, i18n } = useTranslation('landing');
  const box = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [slug, setSlug] = useState<(typeof TOPICS)[number]>('articles');
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [picks, setPicks] = useState<string[]>([]);
  const topic = useDemoTopic(slug, visible, round);

  // Loads the questions only when the section comes near the screen, so the page itself stays light.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setVisible(true), {
      rootMargin: '400px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const restart = (next = slug) => {
    setSlug(next);
    setRound((r) => r + 1);
    setIndex(0);
    setPicks([]);
  };

  const exercises = topic.data?.exercises ?? [];
  const exercise = exercises[index];
  const picked = picks[index] ?? null;
  const done = exercises.length > 0 && index >= exercises.length;
  const score = exercises.filter((e, i) => picks[i] === e.answers[0]).length;

  return (
    <section id="demo" ref={box} className="scroll-mt-20 bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">{t('demo.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-center text-slate-600">{t('demo.subtitle')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form field */}
        <div
          role="group"
          aria-label={t('demo.topicsLabel')}
          className="mt-8 flex flex-wrap justify-center gap-2"
        >
          {TOPICS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={slug === s}
              onClick={() => restart(s)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                slug === s
                  ? 'bg-brand-600 text-white shadow'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50'
              }`}
            >
              {t(`demo.topics.${s}`)}
            </button>
          ))}
        </div>
        <div className="mt-6 min-h-80 rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 sm:p-8">
          {topic.isError ? (
            <div className="py-16 text-center">
              <p className="text-slate-600">{t('demo.error')}</p>
              <button
                type="button"
                onClick={() => restart()}
                className="mt-4 font-semibold text-brand-700 hover:underline"
              >
                {t('demo.retry')}
              </button>
            </div>
          ) : !exercise && !done ? (
            <div className="space-y-4 py-6" role="status" aria-label={t('demo.loading')}>
              <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
              <div className="h-8 w-full animate-pulse rounded bg-slate-100" />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {[1, 2, 3, 4].map((n) => (
                  <div key={n} className="h-14 animate-pulse rounded-xl bg-slate-100" />
                ))}
              </div>
            </div>
          ) : done ? (
            <DemoSummary score={score} total={exercises.length} onAgain={() => restart()} />
          ) : exercise ? (
            <>
              <div className="mb-5 flex items-center justify-between text-sm">
                <span className="font-semibold text-brand-700">
                  {topic.data?.name[i18n.language === 'uk' ? 'uk' : 'en']}
                </span>
                <span className="whitespace-nowrap text-slate-500">
                  {t('demo.progress', { n: index + 1, total: exercises.length })}
                </span>
              </div>
              <DemoExercise
                key={exercise.id}
                exercise={exercise}
                picked={picked}
                onPick={(c) => setPicks((p) => Object.assign([...p], { [index]: c }))}
              />
              <div className="mt-6 flex justify-end">
                <button
                  type="button"
                  disabled={!picked}
                  onClick={() => setIndex(index + 1)}
                  className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                >
                  {index + 1 < exercises.length ? t('demo.next') : t('demo.finish')}
                </button>
              </div>
            </>
          ) : null}
        </div>
        <p className="mt-4 text-center text-sm text-slate-500">
          {t('demo.more')}{' '}
          <Link to={pathTo('demo')} className="font-semibold text-brand-700 hover:underline">
            {t('demo.moreLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
