import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addShellTexts, addTexts } from './lib/i18n.ts';
import enAuth from './locales/en/auth.json';
import enLandingMore from './locales/en/landing-more.json';
import en from './locales/en/shell.ts';
import ukAuth from './locales/uk/auth.json';
import ukLandingMore from './locales/uk/landing-more.json';
import uk from './locales/uk/shell.ts';

// The app fetches the shell texts of the chosen language; tests have both at hand from the start.
addShellTexts('en', en);
addShellTexts('uk', uk);
// Sign-in texts and the landing page's lower part load with their screens in the app; the components'
// tests render those screens directly.
addTexts('en', 'auth', enAuth);
addTexts('uk', 'auth', ukAuth);
addTexts('en', 'landing', { ...en.landing, ...enLandingMore });
addTexts('uk', 'landing', { ...uk.landing, ...ukLandingMore });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
