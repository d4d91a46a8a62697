import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addShellTexts } from './lib/i18n.ts';
import en from './locales/en/shell.ts';
import uk from './locales/uk/shell.ts';

// The app fetches the shell texts of the chosen language; tests have both at hand from the start.
addShellTexts('en', en);
addShellTexts('uk', uk);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
