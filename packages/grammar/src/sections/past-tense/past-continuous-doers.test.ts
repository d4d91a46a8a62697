import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { fillBlank } from '../../checks.ts';
import { pastContinuous, pastSimpleOrContinuous } from './past-continuous.ts';

/** Whole correct sentences of a topic, as a reviewer reads them. */
const sentencesOf = (t: Parameters<typeof buildTopic>[0]) =>
  buildTopic(t).exercises.map((e) => fillBlank(e.text, e.answer));

describe('round 1702: each activity has people who would do it', () => {
  it('past-continuous: no group walking one dog, no child with the newspaper, no students in a treehouse, no lake at night', () => {
    for (const t of [pastContinuous, pastSimpleOrContinuous]) {
      const s = sentencesOf(t);
      expect(s.length).toBeGreaterThan(900);
      for (const x of s) {
        expect(x).not.toMatch(/(my friends|my cousins|the students) were (walking|feeding) their (dog|cat)/);
        expect(x).not.toMatch(
          /(my little brother|the children|the students) (was|were) reading the newspaper/,
        );
        expect(x).not.toMatch(/the students were building a treehouse/);
        expect(x).not.toMatch(
          /(Mr Brown|my parents|my mother|my dad|our neighbours?) (was|were) copying the notes/,
        );
        expect(x).not.toMatch(
          /^At eight o'clock last night, .* (swimming in the lake|cutting the grass|fixing the roof)/,
        );
      }
      expect(s.some((x) => /were walking their dog/.test(x))).toBe(true);
    }
  });
});
