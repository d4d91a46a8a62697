import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { expectSize } from '../topic-checks.ts';
import { adjectiveOrderTopic, CLASS, ORDER_LINES } from './adjective-order.ts';

const RANK = ['opinion', 'size', 'age', 'shape', 'colour', 'origin', 'material', 'purpose'];

describe('adjective-order (issue 16 size)', () => {
  const ex = buildTopic(adjectiveOrderTopic).exercises;

  it('keeps at least 400 exercises from at least 140 bases', () => expectSize(ex, 400, 140));

  it('authors only orders every native speaker accepts', () => {
    for (const [text, noun, sets] of ORDER_LINES) {
      expect(text, noun).toContain(`___ ${noun}`);
      for (const words of sets) {
        const classes = words.map((w) => CLASS[w]);
        for (const c of classes) expect(c, `${words} ${noun}`).toBeDefined();
        // never two of one class, in the standard order
        expect(new Set(classes).size, `${words}`).toBe(words.length);
        const ranks = classes.map((c) => RANK.indexOf(c ?? ''));
        expect(
          [...ranks].sort((a, b) => a - b),
          `${words}`,
        ).toEqual(ranks);
        // no classifier that moves freely, no opinion beside a size word but little
        expect(words.join(' ')).not.toMatch(/\b(round|square|antique)\b/);
        if (classes.includes('opinion') && classes.includes('size'))
          expect(words, `${words}`).toContain('little');
      }
    }
  });

  it('puts the adjectives in the hint and the article in every choice', () => {
    for (const e of ex.filter((x) => x.skeleton.startsWith('adj-order:line:'))) {
      for (const c of e.choices) expect(c).toMatch(/^(a|an) /);
      for (const w of e.answer.split(' ').slice(1)) expect(e.text).toContain(w);
      expect(e.choices.length).toBeGreaterThanOrEqual(2);
    }
  });
});
