import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage.ts';

export interface ExerciseSettings {
  /** English name of the explanation language ("Ukrainian"), as the spec stores it. */
  explanationLanguage: string;
  /** Show the explanation after a correct answer too. */
  isCorrectAnswerExplanations: boolean;
}

export const SETTINGS_KEY = 'exerciseSettings';
export const DEFAULT_SETTINGS: ExerciseSettings = {
  explanationLanguage: 'English',
  isCorrectAnswerExplanations: true,
};

// One copy per tab, so the session sees a change made in the settings dialog at once.
let current: ExerciseSettings = DEFAULT_SETTINGS;
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function loadSettings(): Promise<void> {
  loaded ??= storage.get<Partial<ExerciseSettings>>(SETTINGS_KEY).then((stored) => {
    if (stored) {
      current = { ...DEFAULT_SETTINGS, ...stored };
      emit();
    }
  });
  return loaded;
}

export async function saveSettings(next: Partial<ExerciseSettings>): Promise<void> {
  current = { ...current, ...next };
  emit();
  await storage.set(SETTINGS_KEY, current);
}

/** Forgets the in-memory copy (tests). */
export function resetSettingsForTests(): void {
  current = DEFAULT_SETTINGS;
  loaded = null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadSettings();
  return () => listeners.delete(listener);
};

/** The learner's exercise settings, stored (encrypted) in this browser; default English, on. */
export function useExerciseSettings(): ExerciseSettings {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
