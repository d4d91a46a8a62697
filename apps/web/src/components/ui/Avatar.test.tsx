import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './Avatar.tsx';

describe('initials', () => {
  it('takes the first and last names', () => {
    expect(initials('Olena Petrivna Kovalenko')).toBe('OK');
    expect(initials('olena')).toBe('O');
    expect(initials('  ')).toBe('?');
  });
});

describe('Avatar', () => {
  it('shows the initials, hidden from screen readers (the name is shown beside it)', () => {
    const { container } = render(<Avatar name="Taras Shevchenko" size="lg" />);
    const disc = container.firstElementChild as HTMLElement;
    expect(disc).toHaveTextContent('TS');
    expect(disc).toHaveAttribute('aria-hidden', 'true');
    expect(disc.className).toContain('size-14');
  });
});
