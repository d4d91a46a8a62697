import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../components/ui/BottomSheet.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { saveSettings, useExerciseSettings } from './exercise-settings.ts';

/** Explanation language, "explanations after correct answers" and "retry my mistakes"; a sheet on phones, a modal on desktop. */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('learning');
  const settings = useExerciseSettings();
  const [language, setLanguage] = useState<string | null>(settings.explanationLanguage);
  const [correct, setCorrect] = useState(settings.isCorrectAnswerExplanations);
  const [retry, setRetry] = useState(settings.retryMisses);
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    setLanguage(settings.explanationLanguage);
    setCorrect(settings.isCorrectAnswerExplanations);
    setRetry(settings.retryMisses);
    setErrors([]);
  }, [open, settings]);
  const save = () => {
    if (!language) {
      setErrors([t('settings.languageRequired')]);
      return;
    }
    saveSettings({
      explanationLanguage: language,
      isCorrectAnswerExplanations: correct,
      retryMisses: retry,
    });
    onOpenChange(false);
  };
  const aiOnly = language !== null && language !== 'English' && language !== 'Ukrainian';
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={t('settings.title')} width="sm">
      <div className="space-y-6">
        <div>
          <LanguageSelect
            label={t('settings.language')}
            value={language}
            onChange={(value) => {
              setLanguage(value);
              setErrors([]);
            }}
            errors={errors}
          />
          {aiOnly ? <p className="mt-2 text-sm text-slate-500">{t('settings.aiNote')}</p> : null}
        </div>
        <Switch
          checked={correct}
          onChange={setCorrect}
          label={t('settings.correctExplanations')}
          description={t('settings.correctExplanationsHint')}
        />
        <Switch
          checked={retry}
          onChange={setRetry}
          label={t('settings.retryMisses')}
          description={t('settings.retryMissesHint')}
        />
        <Button variant="primary-gradient" fullWidth onClick={() => void save()}>
          {t('settings.save')}
        </Button>
      </div>
    </BottomSheet>
  );
}
