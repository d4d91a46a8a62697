import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { AuthModal } from './AuthModal.tsx';

const user = {
  _id: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  isPremium: false,
  role: 'user',
  locale: 'en',
  quizString: null,
  lastPayment: null,
  premiumUntil: null,
  sectionRecords: {},
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake accounts API: unknown e-mails must register; the code is 12345. */
function fakeApi() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ path: url.pathname, body });
      if (url.pathname === '/api/auth/generate-otp')
        return body.name
          ? json(200, { isSuccess: true, content: {} })
          : json(404, { isSuccess: false, error: { code: 'AUTH_NO_USER_TRY_REGISTER', message: 'no user' } });
      if (url.pathname === '/api/auth/login-with-email')
        return body.OTP === '12345'
          ? json(200, {
              isSuccess: true,
              content: {
                accessToken: 't',
                accessTokenExpiresAt: new Date(Date.now() + 9e5).toISOString(),
                user,
              },
            })
          : json(400, { isSuccess: false, error: { code: 'AUTH_INVALID_OPT', message: 'wrong' } });
      return json(401, { isSuccess: false, error: { code: 'UNAUTHORIZED', message: 'no' } });
    }),
  );
  return calls;
}

function renderModal(onClose = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AuthModal request={{ view: 'login' }} onClose={onClose} /> },
      { path: '/hub/sections', element: <p>hub</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={initI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthModal', () => {
  it('moves an unknown e-mail to registration, then to the code, then signs in and goes to the hub', async () => {
    const calls = fakeApi();
    const onClose = vi.fn();
    const router = renderModal(onClose);
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), ' anna@example.com ');
    await ui.click(screen.getByRole('button', { name: 'Log in with e-mail' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    // The name is asked for next, so focus goes there rather than dropping to the page.
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    await ui.type(screen.getByLabelText('Your name'), 'Anna');
    await ui.click(screen.getByRole('button', { name: 'Register' }));
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/generate-otp',
      body: { email: 'anna@example.com', name: 'Anna', locale: 'en' },
    });

    expect(await screen.findByRole('heading', { name: 'Code sent' })).toBeInTheDocument();
    await ui.keyboard('11111');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong. Check what you entered.');
    expect(screen.getByText(/You can ask for a new code in \d+ s/)).toBeInTheDocument();

    await ui.click(screen.getByRole('textbox', { name: 'Digit 1 of 5' }));
    await ui.keyboard('12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub/sections'));
    expect(onClose).toHaveBeenCalled();
    // A journey of many steps: a loaded machine can take longer than the default 5 s.
  }, 20_000);

  it('shows the field rules before calling the server', async () => {
    const calls = fakeApi();
    renderModal();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Create a new account' }));
    // The link is a ui/Button: its click goes out after the pressed state has shown.
    const register = await screen.findByRole('button', { name: 'Register' });
    await ui.type(screen.getByLabelText('E-mail'), 'anna@');
    await ui.click(register);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('A full email address is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/generate-otp')).toHaveLength(0);
  });

  it('drops a field’s stale error once it is edited, so the typo hint shows', async () => {
    fakeApi();
    renderModal();
    const ui = userEvent.setup();
    const email = await screen.findByLabelText('E-mail');
    await ui.type(email, 'anna@gmial');
    await ui.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
    expect(screen.getByText('A full email address is required')).toBeInTheDocument();
    await ui.type(email, '.com');
    expect(screen.queryByText('A full email address is required')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'anna@gmail.com' })).toBeInTheDocument();
  });
});
