import type { ProgressOverview } from '@gapwise/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { buttonClass } from '../../components/ui/Button.tsx';

/**
 * The confusions a learner keeps making, in plain words: the slip they make most ("you often choose
 * 'did' where 'have done' is needed"), its clue and the rule, with "Practise this": a session of that
 * topic's exercises that offer exactly this confusion (`?rule=`).
 */
export function WeakRules({ rules, lang }: { rules: ProgressOverview['weakRules']; lang: 'en' | 'uk' }) {
  const { t } = useTranslation('learning');
  return (
    <section
      aria-labelledby="weak-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6"
    >
      <h2 id="weak-title" className="text-lg font-bold text-slate-900">
        {t('progress.weak.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('progress.weak.hint')}</p>
      {rules.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('progress.weak.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rules.map((rule) => (
            <li
              key={`${rule.topicSlug}|${rule.errorType}`}
              className="flex flex-col gap-3 rounded-2xl bg-amber-50/70 p-4 ring-1 ring-amber-100 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
                  {rule.topicName[lang]}
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  {t('progress.weak.slip', { chosen: rule.chosen, answer: rule.answer })}
                </p>
                {rule.clue ? (
                  <p className="mt-0.5 text-sm text-slate-700">
                    {t('progress.weak.clue', { clue: rule.clue })}
                  </p>
                ) : null}
                <p className="mt-0.5 text-sm text-slate-700">
                  {t('progress.weak.rule', { rule: rule.rule[lang] })}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {t('progress.weak.count', { misses: rule.misses, answered: rule.answered })}
                </p>
              </div>
              <Link
                to={`${pathTo('hub.exercises', { sectionSlug: rule.sectionSlug, topicSlug: rule.topicSlug })}?rule=${encodeURIComponent(rule.errorType)}`}
                aria-label={t('progress.weak.practiseLabel', { topic: rule.topicName[lang] })}
                className={buttonClass('dark', 'small', 'shrink-0 self-start sm:self-center')}
              >
                {t('progress.weak.practise')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
