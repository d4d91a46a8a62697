import { type ElementType, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Icon } from '../../components/ui/Icon.tsx';
import { SUPPORT_EMAIL } from '../../lib/support.ts';
import { CODE_LENGTH, CodeInput } from './CodeInput.tsx';
import { useCountdown } from './useCountdown.ts';
import type { EmailSignIn } from './useEmailSignIn.ts';

export const RESEND_SECONDS = 20;

/** The verify card: where the code went, the five boxes, resend after a countdown, and a way back. */
interface Props {
  flow: EmailSignIn;
  /** The heading element: h1 on the page, the dialog's own title in the modal. */
  heading?: ElementType;
}

export function CodeStep({ flow, heading: Heading = 'h2' }: Props) {
  const { t } = useTranslation('auth');
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const errorId = useId();

  const resend = async () => {
    restart();
    await flow.resend();
  };

  return (
    <div className="space-y-6 text-center">
      <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon name="mail" className="size-7" />
      </div>
      <div className="space-y-2">
        <Heading className="text-2xl font-bold text-slate-900">{t('code.title')}</Heading>
        <p className="text-slate-600">
          <Trans
            t={t}
            i18nKey="code.sentTo"
            values={{ email: flow.email, count: CODE_LENGTH }}
            components={{ b: <strong className="break-all font-semibold text-slate-900" /> }}
          />
        </p>
      </div>
      <CodeInput
        value={flow.code}
        onChange={flow.setCode}
        onComplete={(code) => void flow.submitCode(code)}
        disabled={flow.pending === 'login'}
        invalid={Boolean(flow.error)}
        describedBy={flow.error ? errorId : undefined}
      />
      <div className="min-h-6">
        {flow.error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-rose-600">
            {t(flow.error.key, flow.error.values)}
          </p>
        ) : flow.pending === 'login' ? (
          <p role="status" className="text-sm text-slate-500">
            {t('code.checking')}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {left > 0 ? (
          <span>{t('code.resendIn', { seconds: left })}</span>
        ) : (
          <Button variant="link" onClick={() => void resend()} disabled={flow.pending !== null}>
            {t('code.resend')}
          </Button>
        )}
      </p>
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="code.spam"
          values={{ email: SUPPORT_EMAIL }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside this link
            a: <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline" />,
          }}
        />
      </p>
      <Button variant="link" onClick={flow.back}>
        {t('code.back')}
      </Button>
    </div>
  );
}
