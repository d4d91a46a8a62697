import { describe, expect, it } from 'vitest';
import { isSpeakerRelative, kinClash, possessiveAgrees, subjectFitsLine } from './reference.ts';
import type { Person, Subject } from './subject.ts';

const who = (text: string, person: Person = '3sg'): Subject => ({ text, person, poss: 'their', adult: true });

describe('reference of a varied subject', () => {
  it('keeps the speaker out of a base that mentions the speaker as another person', () => {
    expect(subjectFitsLine('{S} borrowed my umbrella and never gave it ___.', who('I', '1sg'))).toBe(false);
    expect(subjectFitsLine('{S} borrowed my umbrella and never gave it ___.', who('Tom'))).toBe(true);
    expect(subjectFitsLine('{S} lost {poss} keys again.', who('I', '1sg'))).toBe(true);
  });
  it('keeps a relative of the speaker out of a base naming another relative', () => {
    expect(subjectFitsLine('{S} {is} married ___ my cousin.', who('my dad'))).toBe(false);
    expect(subjectFitsLine('{S} {is} married ___ my cousin.', who('Anna'))).toBe(true);
    expect(subjectFitsLine('{S} borrowed my umbrella.', who('my dad'))).toBe(true);
    expect(isSpeakerRelative('my aunt and uncle')).toBe(true);
    expect(isSpeakerRelative('our neighbours')).toBe(false);
  });
  it('keeps a group away from a base about one single thing', () => {
    expect(subjectFitsLine('{S} {} the last piece of pizza, sorry.', who('my parents', '3pl'))).toBe(false);
    expect(subjectFitsLine('{S} {} the last piece of pizza, sorry.', who('Tom'))).toBe(true);
    expect(subjectFitsLine('{S} {} all the plates.', who('we', '1pl'))).toBe(true);
  });
  it("gives the speaker's brother or sister no base about having no brothers or sisters", () => {
    const line = "{S} [[{has}n't]] got ___ brothers or sisters";
    expect(subjectFitsLine(line, who('my sister'))).toBe(false);
    expect(subjectFitsLine(line, who('my brother'))).toBe(false);
    expect(subjectFitsLine(line, who('my dad'))).toBe(true);
    expect(subjectFitsLine(line, who('Oksana'))).toBe(true);
  });
  it('wants a possessive that refers back to agree with a she/he/I subject', () => {
    expect(possessiveAgrees('He keeps a bar of chocolate in her desk.')).toBe(false);
    expect(possessiveAgrees('She put a slice of cheese on his burger.')).toBe(false);
    expect(possessiveAgrees('I keep a bar of chocolate in his desk.')).toBe(false);
    expect(possessiveAgrees('She put a slice of cheese on her burger.')).toBe(true);
    expect(possessiveAgrees('Anna put a slice of cheese on his burger.')).toBe(true);
  });

  it('keeps a sibling or a parent of the speaker out of a line about their own family (kinClash)', () => {
    expect(kinClash('{S} is jealous ___ {poss} brother’s success.', who('my brother'))).toBe(true);
    expect(kinClash('{S} looks ___ {poss} grandmother.', who('my sister'))).toBe(true);
    expect(kinClash('{S} picked {poss} kids up from school.', who('my mum'))).toBe(true);
    expect(kinClash('{S} is jealous ___ {poss} brother’s success.', who('Anna'))).toBe(false);
    expect(kinClash('{S} looks ___ {poss} grandmother.', who('my mum'))).toBe(false);
    expect(kinClash('{S} lost {poss} keys again.', who('my brother'))).toBe(false);
  });
});
