import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { PP_BASES, ppSimpleVsContinuous } from './pp-simple-vs-continuous.ts';

describe('present-perfect-simple-vs-continuous', () => {
  checkAuthoredTopic(ppSimpleVsContinuous, {
    min: 620,
    minSkeletons: 105,
    keyShare: (a) => (a.includes(' been ') ? 'continuous' : 'simple'),
  });

  it('never puts a verb that takes both forms with a duration (live, work, teach, wait, study) in an item', () => {
    for (const b of PP_BASES) expect(['live', 'work', 'teach', 'wait', 'study'], b.t).not.toContain(b.v);
  });

  it('offers the continuous of a state verb only as the wrong choice', () => {
    for (const d of ppSimpleVsContinuous.generate(createRng('x'))) {
      if (d.rationale.ruleId === 'pp-state') expect(d.answer).not.toMatch(/ been /);
    }
  });

  it('gives every unfinished activity a cue that rules the finished simple out', () => {
    for (const b of PP_BASES.filter((x) => x.k === 'activity')) {
      expect(b.t, b.t).toMatch(
        /still|yet|only|halfway|left|to go|so far|nowhere|not even|keeps|half|boxes|since/,
      );
    }
  });
});
