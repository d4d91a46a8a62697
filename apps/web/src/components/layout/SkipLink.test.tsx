import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { SkipLink } from './SkipLink.tsx';

initI18n('en');

describe('SkipLink', () => {
  it('moves focus past the header to the page’s main content', () => {
    window.HTMLElement.prototype.scrollIntoView = () => {};
    render(
      <>
        <SkipLink />
        <header>
          <a href="/">Home</a>
        </header>
        <main>Topics</main>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
