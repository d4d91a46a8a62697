import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { beUsedTo } from './be-used-to-vs-used-to.ts';

describe('round 1702: be used to says that the thing was once new', () => {
  it('opens every "be used to + -ing" item with the change ("At first it was hard, but now …")', () => {
    const ex = buildTopic(beUsedTo).exercises.filter((e) => e.rationale.ruleId === 'be-used-to-ing');
    expect(ex.length).toBeGreaterThan(600);
    for (const e of ex) {
      const s = fillBlank(e.text, e.answer);
      expect(s).toMatch(
        /^(At first it (was hard|felt strange), but now|.+ (found it hard|didn't like it) at first, but now)/,
      );
      expect(s).not.toMatch(/ now\.$/);
      // Review 1801: nobody has to get used to a pastime ("… is used to reading the newspaper").
      expect(s).not.toMatch(/used to (reading the newspaper|listening to|having lunch with)/);
    }
  });
});
