import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion.tsx';

const items = [
  { id: 'a', question: 'Is it a subscription?', answer: 'No, one payment.' },
  { id: 'b', question: 'Can I get a refund?', answer: 'Within 30 days.' },
];
const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true';

describe('FaqAccordion', () => {
  it('keeps one answer open at a time by default', async () => {
    render(<FaqAccordion items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Is it a subscription?' }));
    expect(screen.getByText('No, one payment.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(expanded('Can I get a refund?')).toBe(true);
    expect(expanded('Is it a subscription?')).toBe(false);
  });

  it('lets items open and close independently when asked', async () => {
    render(<FaqAccordion items={items} independent />);
    await userEvent.click(screen.getByRole('button', { name: 'Is it a subscription?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(expanded('Is it a subscription?')).toBe(true);
    expect(expanded('Can I get a refund?')).toBe(true);
  });
});
