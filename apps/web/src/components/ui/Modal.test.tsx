import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';

initI18n('en').addResourceBundle('en', 'learning', learning);

import { Modal } from './Modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Settings">
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

function OpenAtStart() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <section tabIndex={-1} data-testid="question">
        Question
      </section>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Rule"
        finalFocus={() => screen.getByTestId('question')}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Start practising
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  // Giving focus back to the opener is Radix's FocusScope; the e2e journey checks it in a real browser.
  it('opens named by its title with focus inside, and closes on the cross', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus to finalFocus when it opened by itself, instead of dropping it to the page', async () => {
    render(<OpenAtStart />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start practising' }));
    await waitFor(() => expect(screen.getByTestId('question')).toHaveFocus());
  });

  it('names its close button from the shell texts, loaded on every screen', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
