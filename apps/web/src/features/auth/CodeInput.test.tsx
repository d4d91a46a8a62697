import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { CodeInput } from './CodeInput.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={initI18n('en')}>
      <CodeInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </I18nextProvider>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput', () => {
  it('takes one digit per box, moves on, refuses letters and completes at five', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('1a2b');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('345');
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('backspace on an empty box clears the digit before it and steps back', async () => {
    render(<Harness onComplete={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('paste fills from the active box and ignores text that is not a number', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => 'ab12' } });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '']);
    fireEvent.paste(boxes()[0] as HTMLElement, { clipboardData: { getData: () => ' 54321 ' } });
    expect(onComplete).toHaveBeenCalledWith('54321');
  });

  it('paste into a later box fills from there', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.paste(boxes()[2] as HTMLElement, { clipboardData: { getData: () => '789' } });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '7', '8', '9']);
  });
});

describe('CodeInput after a wrong code', () => {
  it('typing into a full code starts over from that box; Enter sends a full code again', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('11111');
    expect(onComplete).toHaveBeenLastCalledWith('11111');
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('8');
    expect(boxes().map((b) => b.value)).toEqual(['8', '', '', '', '']);
    await user.keyboard('4680');
    expect(onComplete).toHaveBeenLastCalledWith('84680');
    await user.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledTimes(3);
  });
});
