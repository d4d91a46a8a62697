import { cap, d, item, makeTopic } from '../../engine.ts';
import { fillFor } from '../../lexicon/fill.ts';
import {
  ADVICE,
  CANT,
  CANT_BECAUSE,
  MAYBE,
  type ModalPhrase,
  REMINDERS,
  RULES,
  SKILLS,
  SUGGESTIONS,
} from '../../lexicon/modal-pairs.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { isPlural, is3sg as isThirdSingular, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, TopicDef } from '../../types.ts';
import copy from './modal-base-form.json' with { type: 'json' };

export const modalBase: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    // Each modal with the context that gives it a meaning (modal-pairs.ts): should with a reason, must with a
    // rule or a reminder, can with a skill, can't with a reason, might / may with the doubt, could with a
    // suggestion.
    const make = (text: string, modal: string, [verb, rest]: ModalPhrase, skeleton: string, s?: Subject) => {
      const f = verbForms(verb);
      const wrong = [d(`to ${f.base}`, 'to-after-modal', { modal }), d(f.ing, 'ing-after-modal', { modal })];
      if (s && isThirdSingular(s)) wrong.unshift(d(f.third, 'third-after-modal', { modal }));
      return item(rng, {
        text: text.replace('{rest}', s ? fillFor(rest, s) : rest),
        answer: f.base,
        wrong,
        ruleId: 'modal-base',
        trigger: [modal],
        skeleton,
      });
    };
    const who = (text: string, s: Subject) => fillFor(text.replace('{who}', s.text), s);
    const out: ExerciseDraft[] = [];
    const people = ALL_SUBJECTS.filter((s) => s.text !== 'you');
    // A toothache, a cold or a skill belongs to one person, not to a group.
    const one = (s: Subject) => !isPlural(s) || s.text === 'you';
    const BODY = /toothache|cold|cough|\bill\b|tired|stressed|breakfast/;
    for (const [i, [reason, advice, adult]] of ADVICE.entries())
      for (const s of ALL_SUBJECTS) {
        if ((adult && !s.adult) || (BODY.test(reason) && !one(s))) continue;
        if (/test/.test(reason) && /teacher|grandfather|my mother|my dad|my parents/.test(s.text)) continue;
        out.push(
          make(
            `${cap(who(reason, s))} so ${pronounOf(s)} should {} {rest}`,
            'should',
            advice,
            `should-${i}`,
            s,
          ),
        );
      }
    for (const [i, [group, rule]] of RULES.entries())
      out.push(make(`${group} must {} {rest}`, 'must', rule, `must-rule-${i}`));
    for (const [i, r] of REMINDERS.entries())
      for (const s of ALL_SUBJECTS.filter((x) => x.text === 'I' || x.text === 'we'))
        out.push(make(`${s.text} must {} {rest}`, 'must', r, `must-self-${i}`, s));
    for (const [i, [skill, adult]] of SKILLS.entries())
      for (const s of people) {
        if ((adult && !s.adult) || !one(s)) continue;
        out.push(make(`${s.text} can {} {rest}`, 'can', skill, `can-${i}`, s));
      }
    for (const [i, phrase] of CANT.entries())
      for (const s of people)
        for (const because of CANT_BECAUSE)
          if (
            !(BODY.test(because) && !one(s)) &&
            !(!s.adult && /work|guests/.test(because)) &&
            // "Away this weekend" explains missing Saturday or Sunday, not "tonight".
            !(/weekend/.test(because) && !/Saturday|Sunday/.test(phrase[1])) &&
            !(/working late/.test(because) && /Saturday|Sunday/.test(phrase[1])) &&
            !(/family dinner/.test(because) && /dinner/.test(phrase[1]))
          )
            out.push(
              make(`${s.text} can't {} {rest} ${fillFor(because, s)}`, "can't", phrase, `cant-${i}`, s),
            );
    for (const [i, [phrase, doubt]] of MAYBE.entries())
      for (const s of people) {
        const modal = (i + s.text.length) % 2 ? 'might' : 'may';
        const tail = fillFor(doubt, s);
        out.push(
          make(
            `${s.text} ${modal} {} {rest}${tail.startsWith('but') ? ',' : ''} ${tail}`,
            modal,
            phrase,
            `${modal}-${i}`,
            s,
          ),
        );
      }
    for (const [i, [lead, phrase]] of SUGGESTIONS.entries())
      out.push(make(`${lead} could {} {rest}`, 'could', phrase, `could-${i}`));
    yield* rng.shuffle(out);
  },
});
