import type { User } from '@gapwise/contracts/constants';
import { describe, expect, it } from 'vitest';
import { redirectFor } from './Guard.tsx';

const user = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Anna',
  email: 'anna@example.com',
  isPremium: false,
  role: 'user',
  locale: 'en',
  quizString: '{"goal":"work"}',
  lastPayment: null,
  premiumUntil: null,
  sectionRecords: {},
  ...over,
});

describe('redirectFor', () => {
  it('sends visitors on protected pages to sign-in, which returns them to the page', () => {
    expect(redirectFor(['auth'], null, null)).toBe('/signin');
    expect(redirectFor(['auth'], null, null, { from: '/hub/payment-history' })).toBe(
      '/signin?next=%2Fhub%2Fpayment-history',
    );
    expect(redirectFor(['auth'], user(), user())).toBeNull();
  });

  it('sends a learner who has just logged out home, not to sign-in', () => {
    expect(redirectFor(['auth', 'quiz'], null, user(), { loggedOut: true })).toBe('/');
    expect(redirectFor(['auth'], null, null, { loggedOut: false })).toBe('/signin');
  });

  it('sends users who were signed in when they opened sign-in to the hub', () => {
    expect(redirectFor(['guest'], user(), user())).toBe('/hub');
    expect(redirectFor(['guest'], user(), null)).toBeNull();
    expect(redirectFor(['guest'], null, null)).toBeNull();
  });

  it('sends users without a quiz to onboarding, and users with one away from it', () => {
    expect(redirectFor(['auth', 'quiz'], user({ quizString: null }), null)).toBe('/onboarding');
    expect(redirectFor(['auth', 'no-quiz'], user(), null)).toBe('/hub/sections');
    expect(redirectFor(['auth', 'no-quiz'], user({ quizString: null }), null)).toBeNull();
    // Onboarding done on the way back to a protected page: on to that page, not to the hub.
    expect(
      redirectFor(['auth', 'no-quiz'], user(), null, {
        from: '/onboarding?next=%2Fprofile',
        next: '/profile',
      }),
    ).toBe('/profile');
    expect(
      redirectFor(['guest'], user(), user(), { from: '/signin?next=%2Fprofile', next: '/profile' }),
    ).toBe('/profile');
  });

  it('sends premium users away from purchase pages and non-admins away from admin', () => {
    expect(redirectFor(['not-premium'], user({ isPremium: true }), null)).toBe('/');
    expect(redirectFor(['auth', 'admin'], user(), null)).toBe('/');
    expect(redirectFor(['auth', 'admin'], user({ role: 'admin' }), null)).toBeNull();
  });
});
