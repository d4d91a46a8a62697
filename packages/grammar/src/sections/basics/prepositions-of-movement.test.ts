import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { MOVE_BASES, prepositionsOfMovement } from './prepositions-of-movement.ts';

describe('prepositions-of-movement', () => {
  checkAuthoredTopic(prepositionsOfMovement, { min: 650, minSkeletons: 170 });

  it('never offers a preposition that also describes the scene (park/bridge/street pairs)', () => {
    const close: [string, string][] = [
      ['through', 'across'],
      ['over', 'across'],
      ['along', 'down'],
      ['along', 'up'],
    ];
    for (const b of MOVE_BASES) {
      const all: string[] = [b.key, ...b.wrong];
      for (const [x, y] of close) {
        expect(all.includes(x) && all.includes(y), b.t).toBe(false);
      }
      expect(b.wrong, b.t).not.toContain(b.key);
    }
  });

  it('uses every preposition of movement as a key', () => {
    const keys = new Set(prepositionsOfMovement.generate(createRng('x')).map((d) => d.answer));
    for (const p of prepositionsOfMovement.possibleAnswers) expect(keys.has(p), p).toBe(true);
  });
});
