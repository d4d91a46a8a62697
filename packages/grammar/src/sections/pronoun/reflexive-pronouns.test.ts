import { describe, expect, it } from 'vitest';
import { createRng } from '../../rng.ts';
import { checkAuthoredTopic } from '../topic-checks.ts';
import { MORE_FRAMES, reflexiveTopic } from './reflexive-pronouns.ts';

const REFL: Record<string, RegExp> = {
  himself: /^(Tom|My brother|Mr Brown|Your dad|Our neighbour Oleh|My grandfather) /,
  herself: /^(Anna|My sister|Mrs Green|Your mum|Our teacher Olena|My grandmother) /,
  themselves: /^(My parents|The children|Tom and Anna|Our neighbours|My cousins) /,
  myself: /^I /,
  ourselves: /^We /,
};

describe('reflexive-pronouns', () => {
  checkAuthoredTopic(reflexiveTopic, { min: 600, minSkeletons: 55 });
  const drafts = reflexiveTopic.generate(createRng('x'));

  it('matches the reflexive to the subject that opens the sentence', () => {
    for (const d of drafts) expect(d.text, d.text).toMatch(REFL[d.answer] ?? /^$/);
  });

  it('tells a group only the new frames a group would say (no one towel or one piece of cake for five)', () => {
    const solo = MORE_FRAMES.filter(([, group]) => !group).map(([f]) => f.replace(/^A /, ''));
    expect(solo.length).toBeGreaterThan(5);
    for (const d of drafts)
      if (d.answer === 'themselves' || d.answer === 'ourselves')
        for (const f of solo) expect(d.text.endsWith(f), d.text).toBe(false);
  });

  it('gives each new frame at most eight people, so a frame cannot crowd a session', () => {
    const per = new Map<string, number>();
    for (const d of drafts) per.set(d.skeleton ?? '', (per.get(d.skeleton ?? '') ?? 0) + 1);
    for (const [sk, n] of per) if (sk.startsWith('reflexive:n')) expect(n, sk).toBeLessThanOrEqual(8);
  });
});
