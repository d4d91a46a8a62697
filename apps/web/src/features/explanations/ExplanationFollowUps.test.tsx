import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { ExplanationFollowUps } from './ExplanationFollowUps.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(answer: (kind: string) => [number, unknown]) {
  const calls: { path: string; body: { kind: string } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      calls.push({ path: url.pathname, body });
      const [status, content] = answer(body.kind);
      return json(status, content);
    }),
  );
  return calls;
}

beforeAll(() => {
  initI18n('en').addResourceBundle('en', 'learning', learning);
});
afterEach(() => vi.unstubAllGlobals());

describe('ExplanationFollowUps', () => {
  it('asks for another example once and shows it; offers Ukrainian to a learner reading English', async () => {
    const calls = fakeApi((kind) => [
      200,
      {
        isSuccess: true,
        content: {
          content:
            kind === 'translate' ? 'Правильно: «I ate an apple.»' : 'Another example of the same rule: “x”',
          language: kind === 'translate' ? 'uk' : 'en',
          provider: 'rules',
          cached: false,
        },
      },
    ]);
    render(<ExplanationFollowUps exerciseId="ex-1" answer="a" language="English" />);
    const example = screen.getByRole('button', { name: 'Another example' });
    await userEvent.click(example);
    expect(await screen.findByText('Another example of the same rule: “x”')).toBeTruthy();
    expect(example).toHaveProperty('disabled', true);
    expect(calls).toEqual([
      {
        path: '/api/explanations/follow-up',
        body: { exerciseId: 'ex-1', answer: 'a', language: 'English', kind: 'example' },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'In Ukrainian' }));
    const translated = await screen.findByText('Правильно: «I ate an apple.»');
    // Marked as Ukrainian for screen readers.
    expect(translated.closest('[lang]')?.getAttribute('lang')).toBe('uk');
    expect(screen.queryByRole('button', { name: 'In English' })).toBeNull();
  });

  it('offers English to a learner reading Ukrainian, and says plainly when there is no other example', async () => {
    fakeApi(() => [404, { isSuccess: false, error: { code: 'EXAMPLE_NOT_FOUND', message: 'none' } }]);
    render(<ExplanationFollowUps exerciseId="ex-1" answer="a" language="Ukrainian" />);
    expect(screen.getByRole('button', { name: 'In English' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Another example' }));
    expect(await screen.findByText('There is no other example of this rule yet.')).toBeTruthy();
    // A failed follow-up can be asked again.
    expect(screen.getByRole('button', { name: 'Another example' })).toHaveProperty('disabled', false);
  });
});
