import { LANGUAGES } from '@gapwise/contracts/constants';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { Popover } from './Popover.tsx';

/**
 * The 39 explanation languages sorted by English name, as the select lists them
 * (docs/product-rules.md#explanation-languages).
 */
export const SORTED_LANGUAGES = [...LANGUAGES].sort((a, b) => a[1].localeCompare(b[1], 'en'));

/** Where a key moves the active option (arrows, Home, End), or null for any other key. */
export function nextActive(key: string, active: number, last: number): number | null {
  if (key === 'ArrowDown') return Math.min(last, active + 1);
  if (key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

export const findLanguage = (englishName: string) => SORTED_LANGUAGES.find((l) => l[1] === englishName);

/**
 * A searchable picker whose value is the English name of a language ("Ukrainian"). Nothing chosen shows
 * the placeholder; a value outside the list is warned about in the console; the first error is shown.
 *
 * The WAI-ARIA combobox pattern: the search box is the combobox and the only tab stop of the popup; arrow
 * keys, Home and End move the active option (aria-activedescendant), Enter picks it, typing filters the
 * list (type-ahead), and typing a letter on the closed picker opens it with that letter searched.
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
  const [active, setActive] = useState(0);
  const current = value ? findLanguage(value) : undefined;
  useEffect(() => {
    if (value && !current) console.warn(`Language with code is not found: ${value}`);
  }, [value, current]);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return SORTED_LANGUAGES;
    return SORTED_LANGUAGES.filter(
      ([code, english, native]) =>
        english.toLowerCase().startsWith(q) ||
        native.toLowerCase().startsWith(q) ||
        english.toLowerCase().includes(q) ||
        native.toLowerCase().includes(q) ||
        code === q,
    ).sort((a, b) => Number(!a[1].toLowerCase().startsWith(q)) - Number(!b[1].toLowerCase().startsWith(q)));
  }, [query]);
  const optionId = (code: string) => `${id}-option-${code}`;
  const activeCode = matches[Math.min(active, matches.length - 1)]?.[0];
  useEffect(() => {
    if (!open || !activeCode) return;
    document.getElementById(optionId(activeCode))?.scrollIntoView?.({ block: 'nearest' });
  });
  const error = errors[0];
  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Opens on the chosen language, so Enter keeps it.
      const at = current ? SORTED_LANGUAGES.indexOf(current) : 0;
      setActive(query ? 0 : Math.max(0, at));
    } else setQuery('');
  };
  const pick = (english: string) => {
    onChange(english);
    setOpen(false);
    setQuery('');
  };
  const onComboboxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const next = nextActive(event.key, active, last);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) pick(chosen[1]);
    }
  };
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={openWith}
        label={label}
        trigger={
          <button
            type="button"
            aria-haspopup="listbox"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onKeyDown={(event) => {
              // Type-ahead on the closed picker: a letter opens it searching for that letter.
              if (
                event.key.length !== 1 ||
                event.ctrlKey ||
                event.metaKey ||
                event.altKey ||
                event.key === ' '
              )
                return;
              event.preventDefault();
              setQuery(event.key);
              setActive(0);
              setOpen(true);
            }}
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
              type="text"
              role="combobox"
              aria-expanded={open}
              aria-controls={`${id}-listbox`}
              aria-autocomplete="list"
              aria-activedescendant={activeCode ? optionId(activeCode) : undefined}
              autoComplete="off"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              placeholder={t('ui.languageSearch')}
              onKeyDown={onComboboxKey}
              className="w-full rounded-xl bg-slate-100 py-2.5 pr-3 pl-9 text-sm outline-none focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
          </label>
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label={label}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {matches.map(([code, english, native]) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the combobox (Enter).
              <div
                key={code}
                id={optionId(code)}
                role="option"
                // Never a tab stop: the combobox's keys move aria-activedescendant over the options.
                tabIndex={-1}
                lang={code}
                aria-selected={english === value}
                data-active={code === activeCode || undefined}
                // Keeps focus in the search box, where the keyboard works.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(english)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-slate-100 data-active:bg-brand-50 data-active:ring-2 data-active:ring-brand-500 ${
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
