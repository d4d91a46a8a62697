import type { Exercise } from '@gapwise/contracts/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { ReportProblem } from './ReportProblem.tsx';

const exercise = {
  id: 'ex/1',
  text: 'She ___ coffee every morning.',
  possibleAnswers: [['drinks', 'drink']],
  answers: ['drinks'],
} as Exercise;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(status: number) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      calls.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return status === 200
        ? json(200, { isSuccess: true, content: { received: true } })
        : json(status, { isSuccess: false, error: { code: 'RATE_LIMITED', message: 'Too many' } });
    }),
  );
  return calls;
}

beforeAll(() => {
  initI18n('en').addResourceBundle('en', 'learning', learning);
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportProblem', () => {
  it('sends the chosen reason, the note and the answer, then thanks the learner', async () => {
    const calls = fakeApi(200);
    render(<ReportProblem exercise={exercise} answer="drink" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await userEvent.click(screen.getByRole('radio', { name: 'More than one answer fits' }));
    await userEvent.type(screen.getByLabelText('Anything to add? (optional)'), '  both read well  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you! Our editors will check this exercise.')).toBeVisible();
    expect(calls).toEqual([
      {
        path: '/api/exercises/ex%2F1/report',
        body: { reason: 'two-answers-fit', comment: 'both read well', answer: 'drink' },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // Once sent, the link says so and cannot send the same report twice.
    expect(await screen.findByRole('button', { name: 'Reported — thank you' })).toBeDisabled();
  });

  it('keeps the form and shows an error when the server refuses', async () => {
    fakeApi(429);
    render(<ReportProblem exercise={exercise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be sent.');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });
});
