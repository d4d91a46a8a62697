import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../lib/storage.ts';

export interface ExerciseSettings {
  /** English name of the explanation language ("Ukrainian"), as the spec stores it. */
  explanationLanguage: string;
  /** Show the explanation after a correct answer too. */
  isCorrectAnswerExplanations: boolean;
}

/** What is stored: the explanation language only once the learner has chosen one. */
export type StoredSettings = Partial<ExerciseSettings>;

export const SETTINGS_KEY = 'exerciseSettings';
export const DEFAULT_SETTINGS: ExerciseSettings = {
  explanationLanguage: 'English',
  isCorrectAnswerExplanations: true,
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
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function loadSettings(): Promise<void> {
  loaded ??= storage.get<Partial<ExerciseSettings>>(SETTINGS_KEY).then((stored) => {
    if (stored) {
      // Written over what may already have been chosen in this tab before storage answered.
      current = { ...stored, ...current };
      emit();
    }
  });
  return loaded;
}

/** Stores only what is given (and what was chosen before): an unchosen language keeps following the interface. */
export async function saveSettings(next: StoredSettings): Promise<void> {
  await loadSettings();
  current = { ...current, ...next };
  emit();
  await storage.set(SETTINGS_KEY, current);
}

/** Forgets the in-memory copy (tests). */
export function resetSettingsForTests(): void {
  current = {};
  loaded = null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadSettings();
  return () => listeners.delete(listener);
};

/**
 * The learner's exercise settings, stored (encrypted) in this browser: explanations after correct answers
 * on, and explanations in the interface language until the learner chooses another (demo included).
 */
export function useExerciseSettings(): ExerciseSettings {
  const { i18n } = useTranslation();
  const stored = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  const uiLanguage = i18n?.language ?? 'en';
  return useMemo(() => resolveSettings(stored, uiLanguage), [stored, uiLanguage]);
}
