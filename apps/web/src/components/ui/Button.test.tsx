import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, CLICK_DELAY_MS } from './Button.tsx';

describe('Button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('emits the click about 100 ms after the press, once', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CLICK_DELAY_MS));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading or disabled, and shows a spinner instead of the label', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    rerender(
      <Button onClick={onClick} disabled>
        Save
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(500));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('acts as a link to a route', () => {
    render(
      <MemoryRouter>
        <Button to="/demo">Demo</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
  });

  it('has the minimum heights of the sizes', () => {
    render(
      <>
        <Button size="extra-small">xs</Button>
        <Button size="big">big</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'xs' }).className).toContain('min-h-8');
    expect(screen.getByRole('button', { name: 'big' }).className).toContain('min-h-[65px]');
  });

  it('submits its form while keeping a loading submit button focusable (aria-disabled, not disabled)', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary" loading>
          Send
        </Button>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Send' });
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
  });

  it('draws a link-style button inside copy without a button’s size', () => {
    render(
      <p>
        No account yet?{' '}
        <Button variant="link" size="big">
          Create one
        </Button>
      </p>,
    );
    const link = screen.getByRole('button', { name: 'Create one' });
    expect(link.className).not.toMatch(/min-h-|rounded-full|px-/);
    expect(link.className).toContain('text-brand-700');
  });
});
