import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { mixedPrepositionsTopic } from './mixed-prepositions.ts';
import { prepositionsOfPlaceTopic } from './prepositions-of-place.ts';
import { prepositionsOfTimeTopic } from './prepositions-of-time.ts';

/** Issue 16: the place-preposition topic grown to 570+ from authored bases, with its second-answer guards. */
describe('prepositions-of-place', () => {
  checkAuthoredTopic(prepositionsOfPlaceTopic, {
    min: 570,
    minSkeletons: 410,
    keyShare: (a) => a.toLowerCase(),
    minShare: 0.2,
  });

  const ex = buildTopic(prepositionsOfPlaceTopic).exercises;

  it('never tests a place where British and American English (or the picture) choose differently', () => {
    // ___ the weekend (at/on), in/on the street, at/in school, in/at the station, on/at the beach, at/in the zoo,
    // in/at the cinema, at/on the corner, in/at the hospital: both answers are heard, so none is a key.
    for (const e of ex) {
      expect(e.text, e.text).not.toMatch(
        /___ the (weekend|street|station|beach|zoo|cinema|corner|hospital|gym|supermarket|restaurant)\b|___ (school|university|college)\b/,
      );
    }
  });

  it('offers in, on and at every time, with the key among them', () => {
    for (const e of ex) expect([...e.choices].sort(), e.text).toEqual(['at', 'in', 'on']);
  });
});

describe('mixed-prepositions', () => {
  // Issue 16: 151 → 450+ over 250+ sentences; 677 over 363 once every head had more sentences.
  checkAuthoredTopic(mixedPrepositionsTopic, { min: 650, minSkeletons: 350 });

  const mixed = buildTopic(mixedPrepositionsTopic).exercises;

  it('never offers a preposition that British or American English also uses there', () => {
    // [what comes before the gap, a preposition that is right there too in UK or US English]
    const alsoRight: [RegExp, string][] = [
      [/\bexcited ___/, 'for'],
      [/\blate ___/, 'to'],
      [/\bfed up ___/, 'of'],
      [/\bknock(ing)? ___/, 'at'],
      [/\btranslated? ___/, 'to'],
      [/\bgood ___/, 'with'],
      [/\b(good|bad) ___/, 'in'],
      [/___ foot\b/, 'by'],
      [/\bpay ___ cash/, 'with'],
      [/\bsolution ___/, 'for'],
      [/\badvantage ___/, 'to'],
      [/\bangry ___/, 'at'],
      [/\bwaiting ___/, 'on'],
      [/\bdifferent ___/, 'than'],
      [/\bdifferent ___/, 'to'],
      [/___ sale\b/, 'on'],
      [/\bcare ___/, 'for'],
      [/\btake a photo ___/, 'for'],
      [/\binvitation ___/, 'for'],
      [/\bworried ___/, 'for'],
      [/\bsuffers? ___/, 'with'],
      [/\bshort ___/, 'on'],
      [/\bpopular ___/, 'among'],
      [/\bkey ___/, 'for'],
      [/\breminds me ___/, 'about'],
      [/\blaughed ___/, 'about'],
      [/\bthinking ___/, 'of'],
      [/\bnervous ___/, 'of'],
      [/\baware ___/, 'about'],
      [/\bprotects your skin ___/, 'against'],
      [/\bincrease ___/, 'of'],
    ];
    for (const e of mixed)
      for (const [re, prep] of alsoRight) if (re.test(e.text)) expect(e.choices, e.text).not.toContain(prep);
  });

  it('never tests on/at the weekend or in/on the street', () => {
    for (const e of mixed) expect(e.text, e.text).not.toMatch(/___ the (weekend|street)\b/);
  });
});

describe('prepositions-of-time', () => {
  // Issue 16: 385 → 590+ over 200+ frame and time-kind bases; 574 once festivals went (at/on Christmas).
  checkAuthoredTopic(prepositionsOfTimeTopic, {
    min: 570,
    minSkeletons: 200,
    keyShare: (a) => a.toLowerCase(),
    minShare: 0.2,
  });

  const time = buildTopic(prepositionsOfTimeTopic).exercises;

  it('never tests a time where British and American English choose differently (at/on the weekend)', () => {
    for (const e of time) expect(e.text, e.text).not.toMatch(/___ (the )?weekends?\b/);
    // at Christmas (UK) / on Christmas (US), and the same for Easter and New Year.
    for (const e of time)
      expect(e.text, e.text).not.toMatch(/___ (Christmas|Easter|New Year)\b(?! Day| Eve|’s)/);
  });

  it('offers at, on and in every time, with the key among them', () => {
    for (const e of time) expect([...e.choices].sort(), e.text).toEqual(['at', 'in', 'on']);
  });
});
