import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Stars } from './Stars.tsx';

const lit = (container: HTMLElement) => container.querySelectorAll('svg[data-lit="true"]').length;

describe('Stars', () => {
  it('lights as many stars as earned, with a label for screen readers', () => {
    const { container } = render(<Stars value={2} label="2 of 3 stars" />);
    expect(lit(container)).toBe(2);
    expect(screen.getByText('2 of 3 stars')).toBeInTheDocument();
  });

  it('reveals the stars one by one', () => {
    vi.useFakeTimers();
    const { container } = render(<Stars value={3} revealMs={300} />);
    expect(lit(container)).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(lit(container)).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    expect(lit(container)).toBe(3);
    vi.useRealTimers();
  });
});
