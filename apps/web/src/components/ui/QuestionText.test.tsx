import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionText } from './QuestionText.tsx';

const screenIsWide = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('QuestionText', () => {
  it('starts at 20 px on a phone (docs/product-rules.md#sizes-and-timings), not at the wide-screen size', () => {
    screenIsWide(false);
    render(<QuestionText text="She ___ to work." blankLabel="gap" />);
    expect(screen.getByText(/She/).style.fontSize).toBe('20px');
  });

  it('enlarges the range by its scale from 640 px up', () => {
    screenIsWide(true);
    render(<QuestionText text="She ___ to work." blankLabel="gap" scale={1.4} />);
    expect(screen.getByText(/She/).style.fontSize).toBe('28px');
  });
});
