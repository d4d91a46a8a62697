import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { adjective } from '../adjective.ts';
import { expectShare, expectSize } from '../topic-checks.ts';
import { soSuchTopic } from './so-such.ts';

describe('so-such', () => {
  const ex = buildTopic(soSuchTopic).exercises;
  const after = (e: (typeof ex)[number]) => e.text.split('___')[1]?.trim() ?? '';

  it('is listed in the adjective section and has at least 590 exercises from 310+ bases (issue 16, the full catalogue)', () => {
    expect(adjective.topics).toContain(soSuchTopic);
    expectSize(ex, 590, 310);
  });

  it('keeps both keys in a fair share (so 40–60%)', () => {
    expectShare(ex, (e) => e.answer === 'so', 0.4, 0.6);
  });

  it('asks "so" only before an adjective, adverb, many or much, and "such" before a/an or adjective + noun', () => {
    for (const e of ex) {
      const next = after(e).split(/[ ,.!?]/)[0] ?? '';
      if (e.answer === 'so') expect(['a', 'an'], e.text).not.toContain(next);
      // never "such little / few" (both "so" and "such" occur there)
      expect(after(e), e.text).not.toMatch(/^(little|few)\b/);
      if (e.answer === 'such' && !['a', 'an'].includes(next))
        expect(after(e), e.text).toMatch(/^[a-z]+ [a-z]+/);
    }
  });

  it('keeps a varied subject and its pronouns in agreement', () => {
    for (const e of ex)
      expect(e.text, e.text).not.toMatch(/\bShe\b[^.]*\b(he|him)\b|\bHe\b[^.]*\b(she|her)\b/);
  });

  it('names in the explanation the adjective the sentence has, and puts a/an by its sound', () => {
    for (const e of ex) {
      const d = e.rationale.distractors[0];
      const adjective = d?.params?.adjective;
      if (adjective) expect(e.text, e.text).toContain(String(adjective));
      expect(e.text, e.text).not.toMatch(
        /\ban (beautiful|simple|good|long|busy|popular|warm|friendly|kind)\b|\ba (old|easy|ancient|early|expensive|exciting|awful)\b/,
      );
    }
  });
});
