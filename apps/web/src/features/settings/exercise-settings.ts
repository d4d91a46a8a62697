import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../lib/storage.ts';

export interface ExerciseSettings {
  /** English name of the explanation language ("Ukrainian"), as the spec stores it. */
  explanationLanguage: string;
  /** Show the explanation after a correct answer too. */
  isCorrectAnswerExplanations: boolean;
  /** After the last exercise, bring the ones answered wrongly back once before the results. */
  retryMisses: boolean;
}

/** What is stored: the explanation language only once the learner has chosen one. */
export type StoredSettings = Partial<ExerciseSettings>;

export const SETTINGS_KEY = 'exerciseSettings';
export const DEFAULT_SETTINGS: ExerciseSettings = {
  explanationLanguage: 'English',
  isCorrectAnswerExplanations: true,
  retryMisses: true,
};

/** The explanation language a learner who has not chosen one gets: the interface language's. */
export const interfaceExplanationLanguage = (uiLanguage: string): string =>
  uiLanguage.startsWith('uk') ? 'Ukrainian' : 'English';

/** The settings in effect: what the learner chose, else the defaults, the language following the interface. */
export function resolveSettings(stored: StoredSettings, uiLanguage: string): ExerciseSettings {
  return {
    ...DEFAULT_SETTINGS,
    explanationLanguage: interfaceExplanationLanguage(uiLanguage),
    ...stored,
  };
}

// One copy per tab, so the session sees a change made in the settings dialog at once.
let current: StoredSettings = {};
let loaded = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function loadSettings(): void {
  if (loaded) return;
  loaded = true;
  const stored = storage.get<Partial<ExerciseSettings>>(SETTINGS_KEY);
  if (stored) current = { ...stored, ...current };
}

/** Stores only what is given (and what was chosen before): an unchosen language keeps following the interface. */
export function saveSettings(next: StoredSettings): void {
  loadSettings();
  current = { ...current, ...next };
  storage.set(SETTINGS_KEY, current);
  emit();
}

/** Forgets the in-memory copy (tests). */
export function resetSettingsForTests(): void {
  current = {};
  loaded = false;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => {
  loadSettings();
  return current;
};

/**
 * The learner's exercise settings, stored in this browser: explanations after correct answers on, misses
 * retried at the end on, and explanations in the interface language until the learner chooses another (demo
 * included).
 */
export function useExerciseSettings(): ExerciseSettings {
  const { i18n } = useTranslation();
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  const uiLanguage = i18n?.language ?? 'en';
  return useMemo(() => resolveSettings(stored, uiLanguage), [stored, uiLanguage]);
}
