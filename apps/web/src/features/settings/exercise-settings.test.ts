import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { storage } from '../../lib/storage.ts';
import {
  DEFAULT_SETTINGS,
  resetSettingsForTests,
  resolveSettings,
  SETTINGS_KEY,
  saveSettings,
  useExerciseSettings,
} from './exercise-settings.ts';

describe('exercise settings', () => {
  beforeEach(() => {
    resetSettingsForTests();
    initI18n('en');
  });

  it('default to English with explanations after correct answers on, for an English interface', () => {
    const { result } = renderHook(() => useExerciseSettings());
    expect(result.current).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      explanationLanguage: 'English',
      isCorrectAnswerExplanations: true,
      retryMisses: true,
    });
  });

  it('explain in Ukrainian to a learner whose interface is Ukrainian until they choose a language', async () => {
    initI18n('uk');
    const { result } = renderHook(() => useExerciseSettings());
    expect(result.current.explanationLanguage).toBe('Ukrainian');
    // Turning off explanations after correct answers is not a choice of language.
    await act(() => saveSettings({ isCorrectAnswerExplanations: false }));
    expect(result.current).toEqual({
      explanationLanguage: 'Ukrainian',
      isCorrectAnswerExplanations: false,
      retryMisses: true,
    });
    expect(storage.get(SETTINGS_KEY)).toEqual({ isCorrectAnswerExplanations: false });
    // The interface switched to English: the unchosen language follows it.
    await act(async () => {
      initI18n('en');
    });
    expect(result.current.explanationLanguage).toBe('English');
  });

  it('keep a chosen language whatever the interface language', async () => {
    const { result } = renderHook(() => useExerciseSettings());
    await act(() => saveSettings({ explanationLanguage: 'English' }));
    await act(async () => {
      initI18n('uk');
    });
    expect(result.current.explanationLanguage).toBe('English');
    expect(resolveSettings({ explanationLanguage: 'Polish' }, 'uk').explanationLanguage).toBe('Polish');
    expect(resolveSettings({}, 'uk').explanationLanguage).toBe('Ukrainian');
  });

  it('are saved in the browser and shared by every reader at once', async () => {
    const { result } = renderHook(() => useExerciseSettings());
    await act(() => saveSettings({ explanationLanguage: 'Ukrainian', isCorrectAnswerExplanations: false }));
    expect(result.current.explanationLanguage).toBe('Ukrainian');
    expect(storage.get(SETTINGS_KEY)).toEqual({
      explanationLanguage: 'Ukrainian',
      isCorrectAnswerExplanations: false,
    });
  });

  it('are read back from storage', async () => {
    storage.set(SETTINGS_KEY, { explanationLanguage: 'Polish', isCorrectAnswerExplanations: true });
    const { result } = renderHook(() => useExerciseSettings());
    await waitFor(() => expect(result.current.explanationLanguage).toBe('Polish'));
  });
});
