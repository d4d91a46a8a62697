import { type Exercise, SMART_TOPIC_SLUGS, type TopicWithExercises } from '@gapwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { documentTitle, pathTo } from '../../app/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { fetchTopic, saveRecord } from './api.ts';
import { Explanation } from './Explanation.tsx';
import { useLearnTranslation } from './i18n.ts';

import { Results } from './Results.tsx';
import { smartCounts, starsFor } from './score.ts';
import { LANGUAGE_OPTIONS, useExerciseSettings } from './settings.ts';

export interface HistoryItem {
  exercise: Exercise;
  chosen: string;
  isCorrect: boolean;
}

const SMART = new Set<string>(SMART_TOPIC_SLUGS);

/** The hub's exercise route: section and topic come from the path. */
export function HubSessionPage() {
  const { sectionSlug = '', topicSlug = '' } = useParams();
  return (
    <Session sectionSlug={sectionSlug} topicSlug={topicSlug} demo={false} backTo={pathTo('hub.sections')} />
  );
}

export function Session({
  sectionSlug,
  topicSlug,
  demo,
  backTo,
}: {
  sectionSlug: string;
  topicSlug: string;
  demo: boolean;
  backTo: string;
}) {
  const { t, i18n } = useLearnTranslation();
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [settings, saveSettings] = useExerciseSettings();
  const query = useQuery({
    queryKey: ['topic', topicSlug, round, demo],
    queryFn: async () => {
      const res = await fetchTopic(topicSlug, demo ? 5 : 10, demo);
      if (!res.isSuccess) throw Object.assign(new Error(res.error.message), { code: res.error.code });
      return res.content;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const topic = query.data;
  const [index, setIndex] = useState(0);
  const [history, setHistory] = useState<HistoryItem[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState<'no' | 'yes' | 'visitor'>('no');
  const lang = i18n.language === 'uk' ? 'uk' : 'en';

  useEffect(() => {
    if (topic) document.title = documentTitle(`${topic.sectionName[lang]}: ${topic.name[lang]}`);
  }, [topic, lang]);

  const restart = () => {
    setIndex(0);
    setHistory([]);
    setChosen(null);
    setSaved('no');
    setRound((r) => r + 1);
  };

  const exercises = topic?.exercises ?? [];
  const finished =
    topic !== undefined && history.length >= exercises.length && exercises.length > 0 && chosen === null;
  const correctCount = history.filter((h) => h.isCorrect).length;

  const savedOnce = useRef(false);
  useEffect(() => {
    if (!finished || savedOnce.current || !topic) return;
    savedOnce.current = true;
    if (!user) {
      setSaved('visitor');
      return;
    }
    const stars = starsFor(correctCount, exercises.length);
    const smart = SMART.has(topic.slug)
      ? smartCounts(
          history.map((h) => ({ correctAnswer: h.exercise.answers[0] ?? '', isCorrect: h.isCorrect })),
        )
      : undefined;
    void saveRecord({
      sectionSlug,
      topicSlug: topic.slug,
      sectionRecord: smart ? { stars, smart } : { stars },
    }).then((res) => {
      if (res.isSuccess) {
        setUser(res.content);
        setSaved('yes');
        void queryClient.invalidateQueries({ queryKey: ['sections'] });
      }
    });
  }, [finished, topic, user, correctCount, exercises.length, history, sectionSlug, setUser, queryClient]);
  useEffect(() => {
    if (!finished) savedOnce.current = false;
  }, [finished]);

  if (query.isPending)
    return (
      <Shell backTo={backTo}>
        <p className="py-20 text-center text-slate-500" role="status">
          {t('session.loading')}
        </p>
      </Shell>
    );
  if (query.isError || !topic) {
    const code = (query.error as { code?: string } | null)?.code;
    const locked = code === 'TOPIC_LOCKED' || code === 'PREMIUM_REQUIRED';
    return (
      <Shell backTo={backTo}>
        <div className="py-20 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {locked
              ? t('session.locked')
              : code === 'TOPIC_NOT_FOUND'
                ? t('session.notFound')
                : t('hub.error')}
          </p>
          <div className="mt-5 flex justify-center gap-3">
            {locked ? (
              <Link
                to={code === 'TOPIC_LOCKED' ? pathTo('signin') : pathTo('hub.paywall')}
                className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
              >
                {code === 'TOPIC_LOCKED' ? t('session.signin') : t('session.getAccess')}
              </Link>
            ) : null}
            <Link
              to={backTo}
              className="rounded-full px-5 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300"
            >
              {t('session.toTopics')}
            </Link>
          </div>
        </div>
      </Shell>
    );
  }

  if (finished) {
    return (
      <Shell backTo={backTo} title={topic.name[lang]}>
        <Results
          topic={topic}
          history={history}
          language={settings.explanationLanguage}
          saved={saved}
          onAgain={restart}
          backTo={backTo}
        />
      </Shell>
    );
  }

  const exercise = exercises[index];
  if (!exercise) return null;
  const answer = exercise.answers[0] ?? '';
  const choices = exercise.possibleAnswers[0] ?? [];
  const [before, after] = exercise.text.split('___');
  const answered = chosen !== null;
  const isCorrect = chosen === answer;

  const choose = (choice: string) => {
    if (answered) return;
    setChosen(choice);
    // A short pause lets the button's right/wrong colour register before the explanation opens.
    window.setTimeout(
      () => setHistory((h) => [...h, { exercise, chosen: choice, isCorrect: choice === answer }]),
      150,
    );
  };
  const next = () => {
    setChosen(null);
    setIndex((i) => i + 1);
  };

  return (
    <Shell
      backTo={backTo}
      title={topic.name[lang]}
      settings={
        <label className="flex items-center gap-2 text-sm text-slate-500">
          <span className="hidden sm:inline">{t('session.language')}</span>
          <select
            value={settings.explanationLanguage}
            onChange={(e) => saveSettings({ explanationLanguage: e.target.value })}
            className="rounded-lg border-0 bg-slate-100 py-1.5 pr-8 pl-2 text-sm text-slate-700 focus:ring-2 focus:ring-brand-500"
            aria-label={t('session.language')}
          >
            {LANGUAGE_OPTIONS.map(([code, english, native]) => (
              <option key={code} value={english}>
                {native}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
        <div className="flex items-center justify-between text-sm text-slate-500">
          <span>{t('session.progress', { current: index + 1, total: exercises.length })}</span>
        </div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full rounded-full bg-brand-600 transition-all"
            style={{ width: `${((index + (answered ? 1 : 0)) / exercises.length) * 100}%` }}
          />
        </div>
        <p className="mt-8 text-2xl font-medium leading-relaxed text-slate-900 sm:text-[26px]">
          {before}
          <span
            className={`mx-1 inline-block min-w-20 border-b-2 px-1 text-center ${answered ? (isCorrect ? 'border-emerald-500 text-emerald-700' : 'border-rose-400 text-rose-600') : 'border-slate-400 text-transparent'}`}
          >
            {answered ? answer : '___'}
          </span>
          {after}
        </p>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => {
            const state = !answered
              ? 'idle'
              : choice === answer
                ? 'right'
                : choice === chosen
                  ? 'wrong'
                  : 'dim';
            return (
              <button
                key={choice}
                type="button"
                disabled={answered}
                onClick={() => choose(choice)}
                className={`min-h-14 rounded-2xl border-2 px-4 py-3 text-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  state === 'idle'
                    ? 'border-slate-200 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50'
                    : state === 'right'
                      ? 'border-emerald-400 bg-emerald-50 text-emerald-700'
                      : state === 'wrong'
                        ? 'animate-[shake_0.3s] border-rose-300 bg-rose-50 text-rose-600 line-through'
                        : 'border-slate-100 bg-white text-slate-300'
                }`}
              >
                {choice}
              </button>
            );
          })}
        </div>
        {answered ? (
          <div className="mt-8 space-y-4">
            <p className={`text-lg font-bold ${isCorrect ? 'text-emerald-600' : 'text-rose-600'}`}>
              {isCorrect ? t('session.correct') : t('session.wrong')}{' '}
              {!isCorrect ? (
                <span className="font-medium text-slate-600">{t('session.answer', { answer })}</span>
              ) : null}
            </p>
            <Explanation
              exerciseId={exercise.id}
              answer={chosen ?? ''}
              language={settings.explanationLanguage}
            />
            <button
              type="button"
              onClick={next}
              className="w-full rounded-full bg-slate-900 py-3.5 text-lg font-semibold text-white hover:bg-slate-700 sm:w-auto sm:px-10"
            >
              {index + 1 >= exercises.length ? t('session.finish') : t('session.next')}
            </button>
          </div>
        ) : null}
      </div>
    </Shell>
  );
}

function Shell({
  children,
  backTo,
  title,
  settings,
}: {
  children: React.ReactNode;
  backTo: string;
  title?: string;
  settings?: React.ReactNode;
}) {
  const { t } = useLearnTranslation();
  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-4xl items-center gap-3 px-4">
          <Link
            to={backTo}
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t('session.back')}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </Link>
          <h1 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{title}</h1>
          {settings}
        </div>
      </header>
      {children}
    </div>
  );
}

export type { TopicWithExercises };
