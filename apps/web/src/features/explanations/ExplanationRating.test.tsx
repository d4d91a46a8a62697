import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { ExplanationRating } from './ExplanationRating.tsx';

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

const props = { exerciseId: 'ex-1', answer: 'drink', language: 'uk', provider: 'rules' };

describe('ExplanationRating', () => {
  it('sends which explanation was rated and how, then thanks the learner once', async () => {
    const calls = fakeApi(200);
    render(<ExplanationRating {...props} />);
    expect(screen.getByRole('group', { name: 'Was this helpful?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Thanks, that helps us improve the explanations.',
    );
    expect(calls).toEqual([{ path: '/api/explanations/rating', body: { ...props, helpful: false } }]);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('says so when the rating could not be sent, and lets the learner try again', async () => {
    fakeApi(429);
    render(<ExplanationRating {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not send. Try again.');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveProperty('disabled', false);
  });
});
