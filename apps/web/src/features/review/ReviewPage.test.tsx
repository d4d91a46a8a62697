import type { Exercise } from '@gapwise/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { answerReview } from './api.ts';
import type { ReviewKit } from './kit.ts';
import { ReviewPage } from './ReviewPage.tsx';

const exercise = (id: string): Exercise => ({
  id,
  text: `${id} ___ tea?`,
  possibleAnswers: [['Do', 'Does']],
  answers: ['Do'],
});
let items: unknown[] = [];

vi.mock('./api.ts', () => ({
  useReviewSession: () => ({ isPending: false, isError: false, data: { items }, refetch: vi.fn() }),
  useReviewSummary: () => ({ data: { due: 1, nextDue: '2026-03-01T10:00:00.000Z' } }),
  answerReview: vi.fn(async () => ({ isSuccess: true })),
}));

/** The session's pieces, reduced to what the review drives: one answer each, then the results. */
const kit: ReviewKit = {
  SessionFrame: ({ header, children }) => (
    <div>
      {header}
      {children}
    </div>
  ),
  SessionHeader: ({ title }) => <p>{title}</p>,
  SessionProgress: ({ current, total }) => <p>{`Exercise ${current} of ${total}`}</p>,
  QuestionStage: ({ exercise: e, onChoose }) => (
    <div>
      {(e.possibleAnswers[0] ?? []).map((c) => (
        <button key={c} type="button" onClick={() => onChoose(c)}>
          {c}
        </button>
      ))}
    </div>
  ),
  useSessionFlow: (exercises) => {
    const [history, setHistory] = useState<{ exercise: Exercise; answer: string; isCorrect: boolean }[]>([]);
    const index = history.length;
    return {
      state: { stage: index >= exercises.length ? 'results' : 'question', index, history, chosen: null },
      choose: (answer) => {
        const e = exercises[index] as Exercise;
        setHistory((h) => [...h, { exercise: e, answer, isCorrect: e.answers[0] === answer }]);
        return true;
      },
      next: () => {},
      explained: () => {},
      restart: () => setHistory([]),
    };
  },
  useSettings: () => ({ explanationLanguage: 'English', isCorrectAnswerExplanations: false }),
  Explanation: () => null,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/hub/review']}>
        <ReviewPage kit={kit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(() => {
  initI18n('en').addResourceBundle('en', 'learning', learning);
});
beforeEach(() => vi.mocked(answerReview).mockClear());

describe('ReviewPage', () => {
  it('says so kindly when nothing is due, with when the next one is', () => {
    items = [];
    renderPage();
    expect(screen.getByRole('heading', { name: 'Nothing to review right now' })).toBeInTheDocument();
    expect(screen.getByText(/^Next review: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to topics' })).toHaveAttribute('href', '/hub/sections');
  });

  it('reviews each item by its id, right or wrong, sibling or not, then shows what is still due', () => {
    items = [
      {
        reviewId: '7',
        exercise: exercise('e1'),
        topicSlug: 'do-does',
        sectionSlug: 'basics',
        topicName: { en: 'Do or does', uk: 'Do чи does' },
        sibling: false,
      },
      {
        reviewId: '9',
        exercise: exercise('e2'),
        topicSlug: 'do-does',
        sectionSlug: 'basics',
        topicName: { en: 'Do or does', uk: 'Do чи does' },
        sibling: true,
      },
    ];
    renderPage();
    expect(screen.getByText('Exercise 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Topic: Do or does')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Do' }));
    fireEvent.click(screen.getByRole('button', { name: 'Does' }));
    expect(vi.mocked(answerReview).mock.calls).toEqual([
      ['7', { correct: true, firstTry: true }],
      ['9', { correct: false, firstTry: true }],
    ]);
    expect(screen.getByRole('heading', { name: 'Review done' })).toBeInTheDocument();
    expect(
      screen.getByText('1 of 2 right. Mistakes come back soon; the rest wait longer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 item is still due.')).toBeInTheDocument();
  });
});
