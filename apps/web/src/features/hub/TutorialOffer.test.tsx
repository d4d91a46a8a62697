import { describe, expect, it } from 'vitest';
import { firstTutorialOffer, TUTORIAL_OFFER_KEY } from './TutorialOffer.tsx';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe('firstTutorialOffer', () => {
  it('offers the tutorial on the first visit only, and remembers it', () => {
    const store = memoryStore();
    expect(firstTutorialOffer(store)).toBe(true);
    expect(store.values.has(TUTORIAL_OFFER_KEY)).toBe(true);
    expect(firstTutorialOffer(store)).toBe(false);
  });

  it('makes no offer when the browser refuses storage (rather than one on every visit)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(firstTutorialOffer(refusing)).toBe(false);
  });
});
