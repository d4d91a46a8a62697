import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconWrapper } from './IconWrapper.tsx';

describe('IconWrapper', () => {
  it('frames its icon in the chosen size and tone, decoratively', () => {
    const { container } = render(
      <IconWrapper size="lg" tone="green">
        <svg data-testid="icon" />
      </IconWrapper>,
    );
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile.className).toContain('size-14');
    expect(tile.className).toContain('bg-emerald-50');
    expect(tile.querySelector('[data-testid="icon"]')).not.toBeNull();
  });
});
