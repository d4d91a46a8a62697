import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../bank.ts';
import { createRng } from '../../rng.ts';
import { expectSize } from '../topic-checks.ts';
import { NEW_FRAMES, subjectObjectTopic } from './subject-object-pronouns.ts';

const SUBJECT = new Set(['I', 'he', 'she', 'we', 'they']);

describe('subject-object-pronouns', () => {
  const drafts = subjectObjectTopic.generate(createRng('x'));

  it('builds at least 700 exercises from at least 110 bases (issue 16)', () => {
    const built = buildTopic(subjectObjectTopic).exercises;
    expectSize(built, 700, 110);
  });

  it('forces the case by position: a subject gap has a verb after it, an object gap a verb or preposition before it', () => {
    for (const d of drafts) {
      const [before = '', after = ''] = d.text.split('___');
      if (SUBJECT.has(d.answer.toLowerCase())) {
        // a subject opens its clause and a verb follows it
        expect(before, d.text).toMatch(
          /(?:^|[.!?] |, |\b(?:and|but|so|because|if|that|think|hope|end|Maybe|When) )$/,
        );
        expect(after, d.text).toMatch(/^ [a-z’]+/);
        expect(after, d.text).not.toMatch(/^ (?:the|a|an|some|to|at|in|on|for)\b/);
      } else expect(before, d.text).toMatch(/\b[a-z]+\s$/i);
    }
  });

  it('agrees the verbs of the new bases with the person they name (no “my parents was”)', () => {
    for (const d of drafts)
      if (d.skeleton?.startsWith('pron-case:new:'))
        expect(d.text, d.text).not.toMatch(
          /^(?:My parents|The children|Tom and Anna|Our neighbours|My cousins) (?:is|was|has|does|looks|makes|knows|wants|speaks|goes|works)\b/,
        );
  });

  it('says each new base of three people at most, and a one-person situation never of a group', () => {
    const per = new Map<string, number>();
    for (const d of drafts) per.set(d.skeleton ?? '', (per.get(d.skeleton ?? '') ?? 0) + 1);
    for (const [sk, n] of per) if (sk.startsWith('pron-case:new:')) expect(n, sk).toBeLessThanOrEqual(3);
    NEW_FRAMES.forEach((f, i) => {
      if (!f.single) return;
      for (const d of drafts)
        if (d.skeleton === `pron-case:new:${i}`) expect(d.answer, d.text).not.toMatch(/^(?:they|them)$/i);
    });
  });

  it('never tells the listener about their own family in a stranger frame, and never uses “mum” (the checker rejects it)', () => {
    NEW_FRAMES.forEach((f, i) => {
      for (const d of drafts)
        if (d.skeleton === `pron-case:new:${i}`) {
          expect(d.text, d.text).not.toMatch(/\bmum\b/);
          if (f.known) expect(d.text, d.text).not.toMatch(/\byour (?:dad|mum)\b/i);
        }
    });
  });
});
