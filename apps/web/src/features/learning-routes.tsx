import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams, useSearchParams } from 'react-router';
import { handle, pathTo, ROUTES, type RouteName } from '../app/routes.ts';
import { withBoundary } from '../components/ErrorBoundary.tsx';
import type { DemoPage, DemoSession } from './demo/DemoPage.tsx';
import { guarded } from './guards/guarded.tsx';
import type { ExerciseSession as Session } from './practice/ExerciseSession.tsx';
import type { SessionParts } from './practice/parts.ts';

/**
 * Hub, exercise sessions, demo, tutorial and playground; each screen is its own lazy chunk. Features do
 * not import each other: this table composes them (a session gets its explanation, results and settings
 * pieces through `SessionParts`).
 */
// Its own chunk, so the texts' loader stays out of the entry bundle too.
const loadLearningTexts = () => import('./learning-texts.ts').then((m) => m.loadLearningTexts());

const lazyRoute = (name: RouteName, load: () => Promise<ComponentType>): RouteObject => ({
  path: ROUTES[name].path,
  handle: handle(name),
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadLearningTexts()]);
    return { Component };
  },
});

interface SessionKit {
  ExerciseSession: typeof Session;
  parts: SessionParts;
}

let kit: SessionKit | null = null;
let kitPromise: Promise<SessionKit> | null = null;
const loadKit = (): Promise<SessionKit> => {
  kitPromise ??= Promise.all([
    import('./practice/ExerciseSession.tsx'),
    import('./explanations/ExplanationStage.tsx'),
    import('./explanations/InlineExplanation.tsx'),
    import('./results/ResultsStage.tsx'),
    import('./settings/exercise-settings.ts'),
    import('./settings/SettingsDialog.tsx'),
    import('./report/ReportProblem.tsx'),
  ]).then(([practice, explanation, inline, results, settings, dialog, report]) => {
    kit = {
      ExerciseSession: practice.ExerciseSession,
      parts: {
        useSettings: settings.useExerciseSettings,
        turnOffCorrectExplanations: () => settings.saveSettings({ isCorrectAnswerExplanations: false }),
        SettingsDialog: dialog.SettingsDialog,
        // Explanations stream from a model: one that fails shows a retry in its place, the session goes on.
        Explanation: withBoundary(explanation.ExplanationStage),
        InlineExplanation: withBoundary(inline.InlineExplanation),
        Results: results.ResultsStage,
        ReportProblem: report.ReportProblem,
      },
    };
    return kit;
  });
  // A failed load is not kept: the retry (or the reload after a deploy) loads the chunks again.
  kitPromise.catch(() => {
    kitPromise = null;
  });
  return kitPromise;
};

/** Rendered only after loadKit() resolved (the route's lazy loader waits for it). */
function SessionRoute({ mode }: { mode: 'hub' | 'playground' }) {
  const { sectionSlug = '', topicSlug = '' } = useParams();
  // "Practise this" on the progress page opens a weak-rule session: ?rule=<error type>.
  const rule = useSearchParams()[0].get('rule') ?? undefined;
  if (!kit) return null;
  const { ExerciseSession, parts } = kit;
  return (
    <ExerciseSession
      key={`${sectionSlug}/${topicSlug}/${rule ?? ''}`}
      sectionSlug={sectionSlug}
      rule={mode === 'hub' ? rule : undefined}
      topicSlug={topicSlug}
      mode={mode}
      backTo={pathTo(mode === 'hub' ? 'hub.sections' : 'playground')}
      parts={parts}
    />
  );
}
const HubSessionRoute = () => <SessionRoute mode="hub" />;
const PlaygroundSessionRoute = () => <SessionRoute mode="playground" />;

const DemoSessionModal: DemoSession = (props) => {
  if (!kit) return null;
  const { ExerciseSession, parts } = kit;
  return <ExerciseSession {...props} mode="demo" backTo={pathTo('demo')} parts={parts} />;
};

// The paywall shows the hub's sections blurred behind the offer: two features, composed here.
const loadBillingTexts = () => import('./billing/billing-texts.ts').then((m) => m.loadBillingTexts());
const loadPaywall = async (): Promise<ComponentType> => {
  const [hub, billing] = await Promise.all([
    import('./hub/HubPage.tsx'),
    import('./billing/PaywallPage.tsx'),
    loadBillingTexts(),
  ]);
  const { HubPage } = hub;
  const { PaywallPage } = billing;
  return () => <PaywallPage background={<HubPage />} />;
};
const loadHistory = async (): Promise<ComponentType> => {
  const [m] = await Promise.all([import('./billing/PaymentHistoryPage.tsx'), loadBillingTexts()]);
  return m.PaymentHistoryPage;
};

// The review page reuses the exercise screen's pieces, handed in here (features do not import each other).
const loadReview = async (): Promise<ComponentType> => {
  const [page, question, frame, header, progress, flow] = await Promise.all([
    import('./review/ReviewPage.tsx'),
    import('./practice/QuestionStage.tsx'),
    import('./practice/SessionFrame.tsx'),
    import('./practice/SessionHeader.tsx'),
    import('./practice/SessionProgress.tsx'),
    import('./practice/useSessionFlow.ts'),
    loadKit(),
  ]);
  const { ReviewPage } = page;
  const { parts } = kit as SessionKit;
  const reviewKit = {
    QuestionStage: question.QuestionStage,
    SessionFrame: frame.SessionFrame,
    SessionHeader: header.SessionHeader,
    SessionProgress: progress.SessionProgress,
    useSessionFlow: flow.useSessionFlow,
    useSettings: parts.useSettings,
    Explanation: parts.Explanation,
  };
  return () => <ReviewPage kit={reviewKit} />;
};

let DemoPageComponent: typeof DemoPage | null = null;
const DemoRoute = () => (DemoPageComponent ? <DemoPageComponent Session={DemoSessionModal} /> : null);

export const learningRoutes: RouteObject[] = [
  guarded(
    ['auth', 'quiz'],
    [
      {
        path: ROUTES.hub.path,
        handle: handle('hub'),
        element: <Navigate to={ROUTES['hub.sections'].path} replace />,
      },
      lazyRoute('hub.sections', async () => (await import('./hub/HubPage.tsx')).HubPage),
      // Its own chunk: nothing of it loads until a learner opens the page.
      lazyRoute('hub.progress', async () => (await import('./progress/ProgressPage.tsx')).ProgressPage),
      lazyRoute('hub.exercises', async () => {
        await loadKit();
        return HubSessionRoute;
      }),
      lazyRoute('hub.review', loadReview),
    ],
  ),
  lazyRoute('demo', async () => {
    const [demo] = await Promise.all([import('./demo/DemoPage.tsx'), loadKit()]);
    DemoPageComponent = demo.DemoPage;
    return DemoRoute;
  }),
  lazyRoute('tutorial', async () => (await import('./tutorial/TutorialPage.tsx')).TutorialPage),
  lazyRoute('playground', async () => (await import('./playground/PlaygroundPage.tsx')).PlaygroundPage),
  lazyRoute('playground.exercises', async () => {
    await loadKit();
    return PlaygroundSessionRoute;
  }),
  // Purchase pages: premium learners are sent home (docs/product-rules.md#routes-and-guards).
  guarded(['auth', 'not-premium'], [lazyRoute('hub.paywall', loadPaywall)]),
  guarded(['auth'], [lazyRoute('hub.payment-history', loadHistory)]),
];
