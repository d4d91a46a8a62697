import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { beOrDo } from './be-or-do.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('be-or-do: a negative says why it is worth saying (review 1702)', () => {
  it('be-or-do: a negative habit says when it does happen ("…every morning, only at weekends")', () => {
    const negatives = sentencesOf(beOrDo).filter((x) => /^[^?]*\b(don't|doesn't) /.test(x));
    expect(negatives.length).toBeGreaterThan(150);
    for (const x of negatives) expect(x).toMatch(/, only (at|on|once|twice|when) [^,]+\.$/);
    // No commute "only at weekends", no office work on a Saturday, no hygiene or feeding left undone.
    for (const x of negatives) {
      expect(x).not.toMatch(/(to work|the train|the bus).*only (at weekends|on)/);
      expect(x).not.toMatch(/from home.*only on Saturdays/);
      expect(x).not.toMatch(/shower|teeth|feed the cat|home at eight/);
    }
  });
});
