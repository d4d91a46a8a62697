import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import learning from '../../locales/en/learning.json';

initI18n('en').addResourceBundle('en', 'learning', learning);

import { TopicCard } from './TopicCard.tsx';

const card = (stars: number) =>
  render(
    <TopicCard
      name="Articles"
      possibleAnswers={['a', 'an']}
      level="basic"
      stars={stars}
      locked={false}
      readOnly
    />,
  );

describe('TopicCard', () => {
  it('reads the stars it draws: random stars of 4 are "3 of 3", never "4 of 3"', () => {
    const { container } = card(4);
    expect(screen.getByText('3 of 3 stars')).toBeInTheDocument();
    expect(screen.queryByText(/4 of 3/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('svg[data-lit="true"]')).toHaveLength(3);
  });

  it('reads a learner’s own stars as they are', () => {
    card(2);
    expect(screen.getByText('2 of 3 stars')).toBeInTheDocument();
  });
});
