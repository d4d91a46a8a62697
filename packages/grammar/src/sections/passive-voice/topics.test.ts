import { describe, expect, it } from 'vitest';
import { fillBlank } from '../../checks.ts';
import { built, commonChecks } from '../topic-checks.ts';
import { getSomethingDone, PERSON_LINES, THING_LINES } from './get-something-done.ts';
import { passiveReportingVerbs, pastMarker, REPORTING_LINES } from './passive-reporting-verbs.ts';
import { GET_PASSIVE_LINES, passiveWithGet } from './passive-with-get.ts';

describe('get-something-done', () => {
  commonChecks(getSomethingDone, 575, (ex) => ex.rationale.ruleId, 0.3);

  it('has grown to at least 740 exercises (issue 16)', () => {
    expect(built(getSomethingDone).length).toBeGreaterThanOrEqual(740);
  });

  it('offers the participle as wrong only after a person, and to + base only after a thing', () => {
    for (const ex of built(getSomethingDone)) {
      const types = ex.rationale.distractors.map((d) => d.errorType);
      if (ex.rationale.ruleId === 'get-person-to-do') {
        expect(ex.answer).toMatch(/^to /);
        expect(types).not.toContain('to-after-get-thing');
      } else {
        expect(ex.answer).not.toMatch(/^to /);
        expect(types).toContain('to-after-get-thing');
      }
    }
  });

  it('never offers -ing after a person (get the engine running, get them talking are right)', () => {
    for (const ex of built(getSomethingDone))
      if (ex.rationale.ruleId === 'get-person-to-do')
        expect(ex.choices.some((c) => /ing$/.test(c))).toBe(false);
  });

  it('puts a thing after get in thing lines and a person in person lines', () => {
    const people =
      /mechanic|friend|children|receptionist|neighbour|shop|colleague|baby|waiter|boss|landlord|doctor|electrician|bank|son|daughter|plumber|driver|hairdresser|hotel|brother|seller|department|neighbours|guide|airline|assistant|teacher|sister|builders|lawyer|manager|restaurant|dentist|council|stranger/;
    for (const [, , object] of PERSON_LINES) expect(object).toMatch(people);
    for (const [, , object] of THING_LINES) expect(object).not.toMatch(people);
  });
});

describe('passive-with-get', () => {
  commonChecks(passiveWithGet, 650, (ex) => ex.rationale.ruleId, 0.25);

  it('never offers a be passive as wrong (was stolen is right too)', () => {
    for (const ex of built(passiveWithGet))
      for (const c of ex.choices) expect(c).not.toMatch(/^(is|are|was|were|be|been) /);
  });

  it('leaves out verbs whose active form is right without an object, and "got bit"', () => {
    for (const [, verb] of GET_PASSIVE_LINES)
      expect(['marry', 'dress', 'stick', 'beat', 'change']).not.toContain(verb);
    for (const ex of built(passiveWithGet)) expect(ex.choices).not.toContain('got bit');
  });

  it('agrees get with the subject: gets after one person, get after I and plurals', () => {
    for (const ex of built(passiveWithGet)) {
      const full = fillBlank(ex.text, ex.answer);
      if (/^(I|We|They|My parents) (always |often |usually )?gets? /.test(full))
        expect(full).not.toMatch(/ gets /);
      if (/^(He|She|Anna|Tom) (always |often |usually )?gets? /.test(full)) expect(full).toMatch(/ gets /);
    }
  });
});

describe('passive-reporting-verbs', () => {
  commonChecks(passiveReportingVerbs, 650, (ex) => ex.answer, 0.15);

  it('names a time or the participle as the marker "to be" is wrong against, never an object ("jewellery")', () => {
    for (const ex of built(passiveReportingVerbs))
      for (const d of ex.rationale.distractors)
        if (d.errorType === 'reporting-simple-for-past') {
          const marker = String(d.params?.marker);
          expect(ex.text, marker).toContain(marker);
          expect(marker).not.toMatch(/^(jewellery|the novel|two men|this plant|the house|the data)$/);
          if (/^[a-z]+$/.test(marker) && !/^(yesterday|now|today|born)$/.test(marker))
            expect(ex.text, marker).toContain(`___ ${marker}`);
        }
    expect(pastMarker('The robbers are said ___ taken jewellery worth a million euros.', 'jewellery')).toBe(
      'taken',
    );
  });

  it('offers that only after It, and an infinitive only after a named subject', () => {
    for (const ex of built(passiveReportingVerbs)) {
      if (/^It (is|was|has been) /.test(ex.text)) expect(ex.answer).toBe('that');
      else expect(ex.answer).not.toBe('that');
    }
  });

  it('gives every present line a marker of now, the future or a general truth, and every past line a past one', () => {
    for (const [text, kind, trigger] of REPORTING_LINES) {
      expect(text).toContain(trigger);
      if (kind === 'past-state')
        expect(text).toMatch(
          /\b(1\d{3}|\d+(st|th)|ago|yesterday|last|when|before|as a child|at the time|during|by|in the|born|this morning|who died|centuries)\b/,
        );
    }
  });

  it('never dates a line by a bare day that says neither past nor future ("on Saturday", review 1601)', () => {
    for (const [text] of REPORTING_LINES)
      expect(text).not.toMatch(
        /\bon (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|the \d+\w*)\b/,
      );
  });

  it('never offers to have before a past participle a subject could not have done (built, stolen, born)', () => {
    for (const ex of built(passiveReportingVerbs))
      if (/___ (built(?! the)|stolen in|born|written by|founded|destroyed|injured|rescued)\b/.test(ex.text))
        expect(ex.answer).toBe('to have been');
  });
});
