import { PLANS } from '@gapwise/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { loadBillingTexts } from './billing-texts.ts';
import { PaywallPage } from './PaywallPage.tsx';

const user = {
  _id: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  isPremium: false,
  role: 'user',
  locale: 'en',
  quizString: '{"goal":"travel","level":"intermediate","age":"25-34"}',
  lastPayment: null,
  premiumUntil: null,
  sectionRecords: {},
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A signed-in learner, the plans, and a checkout that answers when the test says so. */
function fakeApi() {
  let answerCheckout: (r: Response) => void = () => {};
  const checkouts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      if (url.pathname === '/api/auth/refresh')
        return json(200, {
          isSuccess: true,
          content: { accessToken: 't', accessTokenExpiresAt: new Date(Date.now() + 9e5).toISOString(), user },
        });
      if (url.pathname === '/api/payment/plans')
        return json(200, { isSuccess: true, content: { plans: PLANS } });
      if (url.pathname === '/api/payment/liqpay-checkout') {
        checkouts.push(JSON.parse(String(init?.body)));
        return new Promise<Response>((resolve) => {
          answerCheckout = resolve;
        });
      }
      return json(404, { isSuccess: false, error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  return { checkouts, answer: (r: Response) => answerCheckout(r) };
}

function renderPaywall() {
  const router = createMemoryRouter([{ path: '/hub/paywall', element: <PaywallPage /> }], {
    initialEntries: ['/hub/paywall'],
  });
  render(
    <I18nextProvider i18n={initI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  initI18n('en');
  await loadBillingTexts();
});
afterEach(() => vi.unstubAllGlobals());

describe('PaywallPage', () => {
  it('speaks to the quiz goal and shows both passes', async () => {
    fakeApi();
    renderPaywall();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speak with confidence wherever you go' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '1-Year Pass' })).toBeInTheDocument();
    expect(screen.getByText('Popular')).toBeInTheDocument();
    expect(screen.getByText('$18')).toBeInTheDocument();
  });

  it('spins the chosen card, disables the other, and on failure clears both and says so', async () => {
    const api = fakeApi();
    renderPaywall();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Get the 1-Year Pass' }));
    await waitFor(() => expect(api.checkouts).toEqual([{ plan: 'one-year-pass', locale: 'en' }]));
    expect(screen.getByRole('button', { name: 'Get the 1-Year Pass' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Get the Lifetime Pass' })).toBeDisabled();

    api.answer(json(503, { isSuccess: false, error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'down' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open the payment page.");
    expect(screen.getByRole('button', { name: 'Get the 1-Year Pass' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Get the Lifetime Pass' })).toBeEnabled();
  });
});
