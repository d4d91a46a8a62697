import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Confetti } from './Confetti.tsx';
import { CONFETTI_DEFAULTS, confettiProblems, RESULT_PARTICLES } from './confetti-options.ts';

describe('confetti options', () => {
  it('accepts the defaults (docs/product-rules.md#confetti)', () => {
    expect(confettiProblems(CONFETTI_DEFAULTS)).toEqual([]);
    expect(RESULT_PARTICLES).toEqual([5, 10, 50, 200]);
  });

  it('rejects negative sizes, a force outside 0–1 and colours that are not an array', () => {
    expect(confettiProblems({ particleCount: -1 })).toEqual(['particleCount must not be negative']);
    expect(confettiProblems({ stageHeight: -5, duration: -1 })).toHaveLength(2);
    expect(confettiProblems({ force: 1.5 })).toEqual(['force must be between 0 and 1']);
    expect(confettiProblems({ colors: 'red' as unknown as string[] })).toEqual(['colors must be an array']);
  });

  it('does not draw with invalid options and logs why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Confetti force={2} />);
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('force must be between 0 and 1'));
    error.mockRestore();
  });

  it('draws with valid options', () => {
    render(<Confetti particleCount={50} />);
    expect(screen.getByTestId('confetti')).toHaveAttribute('data-particles', '50');
  });
});
