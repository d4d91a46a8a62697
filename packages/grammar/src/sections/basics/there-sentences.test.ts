import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { createRng } from '../../rng.ts';
import { thereIsAreTopic } from './there-is-there-are.ts';
import { thereWasWereTopic } from './there-was-there-were.ts';

const sentencesOf = (t: typeof thereIsAreTopic) =>
  [...t.generate(createRng('there'))].map((d) => fillBlank(d.text, d.answer));

describe('there is / there was: people in a place describe a scene', () => {
  for (const t of [thereIsAreTopic, thereWasWereTopic]) {
    const all = sentencesOf(t);
    const people = all.filter((x) =>
      /tourists?|students?|child|children|people|person|police officers?/.test(x),
    );

    it(`${t.slug}: keeps a good number of people sentences`, () => {
      expect(all.length).toBeGreaterThan(1500);
      expect(people.length).toBeGreaterThan(60);
    });

    it(`${t.slug}: never a head count of a crowd or an anonymous single person`, () => {
      // Blind round: "There are two tourists in the old town".
      for (const x of people) {
        expect(x).not.toMatch(/\b(two|three) tourists\b/);
        expect(x.replace(/(was|were) a child/, '')).not.toMatch(
          /\ba (tourist|student|child|person|police officer)\b/,
        );
      }
    });

    it(`${t.slug}: never the staff that define the place`, () => {
      for (const x of all) {
        expect(x).not.toMatch(/shop assistants? in the (shop|supermarket)/);
        expect(x).not.toMatch(/police officers? at the station/);
        expect(x).not.toMatch(/\b(no|some|several) students in my group/);
        expect(x).not.toMatch(/\b(two|three) (mice|spiders)\b/);
        expect(x).not.toMatch(/\b(a lot|lots) of \w+ in the (glass|jug|bottle|jar|cup)\b/);
      }
    });
  }
});
