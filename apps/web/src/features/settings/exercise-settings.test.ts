import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import {
  DEFAULT_SETTINGS,
  resetSettingsForTests,
  SETTINGS_KEY,
  saveSettings,
  useExerciseSettings,
} from './exercise-settings.ts';

describe('exercise settings', () => {
  beforeEach(() => resetSettingsForTests());

  it('default to English with explanations after correct answers on', () => {
    const { result } = renderHook(() => useExerciseSettings());
    expect(result.current).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({ explanationLanguage: 'English', isCorrectAnswerExplanations: true });
  });

  it('are saved in the browser and shared by every reader at once', async () => {
    const { result } = renderHook(() => useExerciseSettings());
    await act(() => saveSettings({ explanationLanguage: 'Ukrainian', isCorrectAnswerExplanations: false }));
    expect(result.current.explanationLanguage).toBe('Ukrainian');
    expect(await storage.get(SETTINGS_KEY)).toEqual({
      explanationLanguage: 'Ukrainian',
      isCorrectAnswerExplanations: false,
    });
  });

  it('are read back from storage', async () => {
    await storage.set(SETTINGS_KEY, { explanationLanguage: 'Polish', isCorrectAnswerExplanations: true });
    const { result } = renderHook(() => useExerciseSettings());
    await waitFor(() => expect(result.current.explanationLanguage).toBe('Polish'));
  });
});
