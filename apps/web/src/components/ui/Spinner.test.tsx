import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is announced as a status with its label', () => {
    render(<Spinner label="Loading topics" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading topics');
  });

  it('stays silent without a label (inside something already labelled)', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.animate-spin')).toHaveAttribute('aria-hidden', 'true');
  });
});
