import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './Popover.tsx';

describe('Popover', () => {
  it('opens from its trigger, closes on Escape and gives focus back', async () => {
    render(
      <Popover trigger={<button type="button">Account</button>} label="Account menu">
        <a href="/hub">Go to tests</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Account menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to tests' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
