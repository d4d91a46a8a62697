import type { TopicWithExercises } from '@gapwise/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { fetchTopic } from './api.ts';
import { ExerciseSession } from './ExerciseSession.tsx';
import type { SessionParts } from './parts.ts';

const topic: TopicWithExercises = {
  slug: 'do-does',
  sectionSlug: 'basics',
  name: { en: 'Do or does', uk: 'Do чи does' },
  sectionName: { en: 'Basics', uk: 'Основи' },
  level: 'basic',
  totalExercises: 2,
  possibleAnswers: ['do', 'does'],
  isDemo: true,
  lockedBy: null,
  card: { rule: { en: 'Rule', uk: 'Правило' }, signals: { en: 's', uk: 's' }, examples: ['a', 'b'] },
  exercises: [
    { id: 'e1', text: '___ you like tea?', possibleAnswers: [['Do', 'Does']], answers: ['Do'] },
    { id: 'e2', text: '___ she like tea?', possibleAnswers: [['Do', 'Does']], answers: ['Does'] },
  ],
};

vi.mock('./api.ts', () => ({
  fetchTopic: vi.fn(async () => topic),
  fetchPlaygroundTopic: vi.fn(async () => topic),
  saveSectionRecord: vi.fn(),
}));
vi.mock('../../lib/session.tsx', () => ({ useSession: () => ({ user: null, setUser: () => {} }) }));

const parts: SessionParts = {
  useSettings: () => ({
    explanationLanguage: 'English',
    isCorrectAnswerExplanations: false,
    retryMisses: true,
  }),
  turnOffCorrectExplanations: () => {},
  SettingsDialog: () => null,
  Explanation: ({ answer, isCorrect, onContinue, continueLabel }) => (
    <div>
      <p>{`explained ${answer} ${isCorrect}`}</p>
      <button type="button" onClick={onContinue}>
        {continueLabel}
      </button>
    </div>
  ),
  InlineExplanation: () => null,
  ReportProblem: () => null,
  Results: ({ stars, history, save }) => <p>{`results ${stars} ${history.length} ${save}`}</p>,
};

beforeAll(() => {
  initI18n('en').addResourceBundle('en', 'learning', learning);
});

describe('ExerciseSession', () => {
  it('runs the flow: right answers move on, a wrong one is explained, then the results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ExerciseSession
            sectionSlug="basics"
            topicSlug="do-does"
            mode="demo"
            backTo="/demo"
            parts={parts}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Exercise 1 of 2')).toBeInTheDocument();
    // The demo explains right answers too.
    fireEvent.click(screen.getByRole('button', { name: 'Do' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('explained Do true')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Exercise 2 of 2')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '1' });
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('explained Do false')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('results 2 2 visitor')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('words a refused topic by the server’s code, which the thrown ApiError keeps', async () => {
    vi.mocked(fetchTopic).mockRejectedValueOnce(new ApiError({ code: 'TOPIC_LOCKED', message: 'Sign in' }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ExerciseSession
            sectionSlug="basics"
            topicSlug="do-does"
            mode="demo"
            backTo="/demo"
            parts={parts}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Sign in to practise this topic')).toBeInTheDocument();
  });

  it('brings a miss back as a second try before the results, which still count first tries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ExerciseSession
            sectionSlug="basics"
            topicSlug="do-does"
            mode="playground"
            backTo="/playground"
            parts={parts}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Exercise 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Does' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('explained Does false')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Does' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    // The miss comes back, and the progress says it is a second try.
    expect(screen.getByText('Second try · 1 of 1')).toBeInTheDocument();
    expect(document.querySelector('[data-question]')?.textContent).toContain('you like tea');
    fireEvent.click(screen.getByRole('button', { name: 'Do' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    // One of two right on the first try: 2 stars, the corrected one earns nothing more.
    expect(screen.getByText('results 2 2 idle')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
