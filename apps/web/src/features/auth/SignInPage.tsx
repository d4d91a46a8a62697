import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pathTo } from '../../app/routes.ts';
import { Button } from '../../components/ui/Button.tsx';
import { track } from '../../lib/analytics.ts';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailForm } from './EmailForm.tsx';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import { PlanBanner } from './PlanBanner.tsx';
import { TermsNote } from './TermsNote.tsx';
import { useEmailSignIn } from './useEmailSignIn.ts';

/** /signin and /signin/plan/:plan: Google (when offered), or e-mail and a one-time code. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { plan } = useParams();
  const [needsName, setNeedsName] = useState(false);
  const [googleLoading, setGoogleLoading] = useState(false);
  // A visitor sent here from a protected page goes back to it (see SignInSuccess).
  const next = useSearchParams()[0].get(RETURN_PARAM);
  const done = () => navigate(withReturnPath(pathTo('signin.success', { plan }), next), { replace: true });
  const flow = useEmailSignIn({ onNeedsRegistration: () => setNeedsName(true), onSuccess: done });

  useEffect(() => track('signin-opened', { from: 'page', plan: plan ?? null }), [plan]);

  if (flow.step === 'code') {
    return (
      <AuthLayout>
        <CodeStep flow={flow} heading="h1" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="space-y-6">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="text-slate-600">{needsName ? t('page.newHere') : t('page.subtitle')}</p>
        </div>
        {plan && <PlanBanner plan={plan} />}
        <GoogleSignIn disabled={flow.pending !== null} onLoadingChange={setGoogleLoading} onSuccess={done} />
        <EmailForm
          flow={flow}
          mode={needsName ? 'register' : 'login'}
          submitLabel={needsName ? t('page.create') : t('page.submit')}
          disabled={googleLoading}
          autoFocus
        />
        <div className="flex flex-col items-center gap-4">
          <Button
            variant="link"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(pathTo('home')))}
          >
            {t('back')}
          </Button>
          <TermsNote />
        </div>
      </div>
    </AuthLayout>
  );
}
