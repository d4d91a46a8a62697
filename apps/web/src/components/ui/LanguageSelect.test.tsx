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
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ukr' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.click(screen.getByRole('option', { name: /Ukrainian/ }));
    expect(onChange).toHaveBeenCalledWith('Ukrainian');
  });

  it("says 'none found' for a search without matches", () => {
    render(<LanguageSelect label="Language" value="English" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'klingon' } });
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

  it('works by keyboard as a combobox: one tab stop, arrows move the active option, Enter picks it', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Language" value="English" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // No option is a tab stop: the popup has one (the search box), not 39.
    for (const option of screen.getAllByRole('option')) expect(option).toHaveAttribute('tabindex', '-1');
    // It opens on the chosen language.
    const activeText = () =>
      document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeText()).toBe('English');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const next = activeText();
    expect(next).not.toBe('English');
    fireEvent.keyDown(box, { key: 'Home' });
    expect(activeText()).toBe(screen.getAllByRole('option')[0]?.textContent);
    fireEvent.keyDown(box, { key: 'End' });
    fireEvent.keyDown(box, { key: 'Enter' });
    const names = SORTED_LANGUAGES.map((l) => l[1]);
    expect(onChange).toHaveBeenCalledWith(names[names.length - 1]);
  });

  it('type-ahead: typing filters with names that start so first, and a letter on the closed picker opens it', () => {
    const onChange = vi.fn();
    render(<LanguageSelect label="Language" value={null} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Language/ }), { key: 'g' });
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('g');
    fireEvent.change(box, { target: { value: 'ge' } });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Georgian');
    fireEvent.change(box, { target: { value: 'ger' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('German');
  });
});
