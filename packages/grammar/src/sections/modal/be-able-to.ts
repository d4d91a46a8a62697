import { cap, d, item, makeTopic } from '../../engine.ts';
import { ABILITIES, type Ability, abilityFits } from '../../lexicon/ability-pairs.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './be-able-to.json' with { type: 'json' };

export const beAbleTo: TopicDef = makeTopic(copy, {
  target: 2100,
  *generate(rng) {
    // Ability needs a skill being learnt, a recovery or a new circumstance ("after the course", "when her arm
    // gets better"): an everyday activity with a date ("will be able to read comics next Saturday") is not.
    const all: [Ability, Subject, string][] = [];
    for (const a of ABILITIES)
      for (const s of ALL_SUBJECTS) if (abilityFits(a, s)) for (const r of a.reasons) all.push([a, s, r]);
    for (const [a, subject, rawReason] of rng.shuffle(all)) {
      const f = verbForms(a.verb);
      const reason = fillFor(rawReason, subject);
      const rest = fillFor(a.rest, subject);
      // A reason without the subject's pronoun may open the sentence: "After the course, Anna will …".
      const lead =
        !/[{]/.test(rawReason) && /^(after|by|when|once|with|if|in)\b/.test(rawReason) && rng.next() < 0.5;
      const text = lead
        ? `${cap(reason)}, ${subject.text} will {} ${rest}`
        : `${subject.text} will {} ${rest} ${reason}`;
      yield item(rng, {
        text,
        answer: `be able to ${f.base}`,
        wrong: [
          d(`can ${f.base}`, 'will-can', {}),
          d(`able to ${f.base}`, 'missing-be', {}),
          d(`be able ${f.base}`, 'missing-to', {}),
        ],
        ruleId: 'able',
        trigger: ['will'],
        skeleton: `able-${a.id}-${a.reasons.indexOf(rawReason)}`,
      });
    }
  },
});
