import { LANGUAGES } from '@gapwise/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../lib/storage.ts';

const KEY = 'exerciseSettings';

export interface ExerciseSettings {
  /** English name of the explanation language, as the spec stores it. */
  explanationLanguage: string;
}

/** Languages sorted by English name, as the spec's select lists them. */
export const LANGUAGE_OPTIONS = [...LANGUAGES].sort((a, b) => a[1].localeCompare(b[1]));

/** The explanation language: stored choice, else the interface language. */
export function useExerciseSettings(): [ExerciseSettings, (s: ExerciseSettings) => void] {
  const { i18n } = useTranslation();
  const fallback = i18n.language === 'uk' ? 'Ukrainian' : 'English';
  const [settings, setSettings] = useState<ExerciseSettings>({ explanationLanguage: fallback });
  useEffect(() => {
    void storage.get<ExerciseSettings>(KEY).then((stored) => {
      if (stored?.explanationLanguage) setSettings(stored);
    });
  }, []);
  const save = (next: ExerciseSettings) => {
    setSettings(next);
    void storage.set(KEY, next);
  };
  return [settings, save];
}
