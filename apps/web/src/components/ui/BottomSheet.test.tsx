import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';
import { BottomSheet } from './BottomSheet.tsx';

initI18n('en').addResourceBundle('en', 'learning', learning);

describe('BottomSheet', () => {
  it('is a dialog named by its title that rises from the bottom on phones', () => {
    render(
      <BottomSheet open onOpenChange={() => {}} title="Exercise settings">
        <p>Explanation language</p>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Exercise settings' });
    expect(sheet).toHaveTextContent('Explanation language');
    // Anchored to the bottom edge below 640 px, centred from sm: up.
    expect(sheet.className).toMatch(/bottom-0/);
  });
});
