import { LANGUAGES } from '@gapwise/contracts/constants';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { Popover } from './Popover.tsx';

/** The 39 explanation languages sorted by English name, as the select lists them (§5). */
export const SORTED_LANGUAGES = [...LANGUAGES].sort((a, b) => a[1].localeCompare(b[1], 'en'));

export const findLanguage = (englishName: string) => SORTED_LANGUAGES.find((l) => l[1] === englishName);

/**
 * A searchable picker whose value is the English name of a language ("Ukrainian"). Nothing chosen shows
 * the placeholder; a value outside the list is warned about in the console; the first error is shown.
 */
export function LanguageSelect({
  value,
  onChange,
  label,
  errors = [],
}: {
  value: string | null;
  onChange: (englishName: string) => void;
  label: string;
  errors?: string[];
}) {
  const { t } = useTranslation('learning');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const current = value ? findLanguage(value) : undefined;
  useEffect(() => {
    if (value && !current) console.warn(`Language with code is not found: ${value}`);
  }, [value, current]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return SORTED_LANGUAGES;
    return SORTED_LANGUAGES.filter(
      ([code, english, native]) =>
        english.toLowerCase().includes(q) || native.toLowerCase().includes(q) || code === q,
    );
  }, [query]);
  const error = errors[0];
  const pick = (english: string) => {
    onChange(english);
    setOpen(false);
    setQuery('');
  };
  // Arrow keys walk the options; the search box hands focus to the first one.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
    const at = options.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(options.length - 1, at + 1) : Math.max(0, at - 1);
    options[next]?.focus();
    event.preventDefault();
  };
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={label}
        trigger={
          <button
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`flex min-h-12 w-full items-center gap-3 rounded-xl border bg-white px-4 text-left transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
              error ? 'border-rose-400' : 'border-slate-300 hover:border-slate-400'
            }`}
          >
            <span id={`${id}-value`} className="min-w-0 flex-1 truncate">
              {current ? (
                <>
                  <span className="font-medium text-slate-900">{current[2]}</span>
                  {current[2] !== current[1] ? <span className="text-slate-500"> · {current[1]}</span> : null}
                </>
              ) : (
                <span className="text-slate-400">{t('ui.languagePlaceholder')}</span>
              )}
            </span>
            <Icon name="forward" className="size-4 rotate-90 text-slate-400" />
          </button>
        }
      >
        <div>
          <label className="relative block">
            <span className="sr-only">{t('ui.languageSearch')}</span>
            <Icon name="search" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('ui.languageSearch')}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowDown') return;
                e.preventDefault();
                e.currentTarget
                  .closest('div')
                  ?.parentElement?.querySelector<HTMLElement>('[role="option"]')
                  ?.focus();
              }}
              className="w-full rounded-xl bg-slate-100 py-2.5 pr-3 pl-9 text-sm outline-none focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
          </label>
          <div
            role="listbox"
            aria-label={label}
            onKeyDown={onKeyDown}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {matches.map(([code, english, native]) => (
              <div
                key={code}
                role="option"
                tabIndex={0}
                lang={code}
                aria-selected={english === value}
                onClick={() => pick(english)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    pick(english);
                  }
                }}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none hover:bg-slate-100 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  english === value ? 'font-semibold text-brand-700' : 'text-slate-800'
                }`}
              >
                <span>
                  {native}
                  {native !== english ? <span className="ml-1.5 text-slate-500">{english}</span> : null}
                </span>
                {english === value ? <Icon name="check" className="size-4" /> : null}
              </div>
            ))}
            {matches.length === 0 ? (
              <p className="px-3 py-4 text-center text-sm text-slate-500">{t('ui.noneFound')}</p>
            ) : null}
          </div>
        </div>
      </Popover>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
