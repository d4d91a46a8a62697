import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';

initI18n('en').addResourceBundle('en', 'learning', learning);

import { LanguageSelect, SORTED_LANGUAGES } from './LanguageSelect.tsx';

describe('LanguageSelect', () => {
  it('lists the 39 languages sorted by English name', () => {
    expect(SORTED_LANGUAGES).toHaveLength(39);
    const names = SORTED_LANGUAGES.map((l) => l[1]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows the placeholder when nothing is chosen, searches, and reports the English name', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Explanation language" value={null} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Explanation language/ });
    expect(trigger).toHaveTextContent('Choose a language');
    fireEvent.click(trigger);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ukr' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByRole('option', { name: /Ukrainian/ }));
    expect(onChange).toHaveBeenCalledWith('Ukrainian');
  });

  it("says 'none found' for a search without matches", () => {
    render(<LanguageSelect label="Language" value="English" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'klingon' } });
    expect(screen.getByText('No languages found')).toBeInTheDocument();
  });

  it('warns about an unknown value and shows the first error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <LanguageSelect label="Language" value="Klingon" onChange={() => {}} errors={['Pick one', 'Other']} />,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Language with code is not found'));
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Language/ })).toHaveAttribute('aria-invalid', 'true');
    warn.mockRestore();
  });
});
