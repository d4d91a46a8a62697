import { pairs, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { choreTakers, isOutdoor, isPaidTrip } from '../../lexicon/context.ts';
import { FRAMES } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent, is3sg as isThirdSingular, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-simple-negative.json' with { type: 'json' };

export const presentSimpleNegative: TopicDef = makeTopic(copy, {
  target: 2600,
  *generate(rng) {
    // A negative habit with its contrast: "Tom doesn't play tennis on weekdays; he only has time at the
    // weekend", "I don't feed the cat; my brother does", "We don't go skiing every winter; it's too
    // expensive". Not told to "you".
    for (const [frame, subject] of pairs(rng, FRAMES, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const aux = third ? "doesn't" : "don't";
      const wrong = [
        d(
          vp(`${third ? "don't" : "doesn't"} ${f.base}`, frame),
          third ? 'aux-agreement-3sg' : 'aux-agreement-non-3sg',
          { subject: subject.text },
        ),
        d(vp(`${aux} ${f.third}`, frame), 'third-after-aux', { aux }),
        d(vp(`${bePresent(subject)}n't ${f.base}`.replace("amn't", 'am not'), frame), 'be-for-do', {
          subject: subject.text,
        }),
      ];
      const pron = pronounOf(subject);
      const contexts: [string, string][] = [];
      // Who does it instead is someone in the subject's home; for a parent's school run that is the other
      // parent, whom no taker names ("Andriy doesn't walk his daughter to school; his mother does").
      if ((frame.kind === 'chore' || frame.kind === 'project') && /\b(son|daughter)\b/.test(frame.rest))
        continue;
      if (frame.kind === 'chore' || frame.kind === 'project')
        for (const t of rng.shuffle(choreTakers(subject)).slice(0, 2))
          contexts.push([`; ${t.text} ${t.does}`, 'taker']);
      // Working people and schoolchildren have time at the weekend; the retired have it every day. Work
      // itself (lunch with colleagues, clients) does not wait for the weekend.
      // A habit takes a plural or general object: "doesn't write letters on weekdays", never "a letter".
      else if (
        frame.when === 'week' &&
        !/^(a|an) /.test(frame.rest) &&
        frame.kind !== 'workday' &&
        frame.kind !== 'work' &&
        // Ordering a pizza takes no free time: "don't order pizza on weekdays; they only have time at the weekend".
        !/^order /.test(`${frame.verb} ${frame.rest}`) &&
        !/grand/.test(subject.text)
      )
        contexts.push([
          ` on weekdays; ${pron} only ${third ? 'has' : 'have'} time at the weekend`,
          'weekdays',
        ]);
      else if (frame.when === 'year' && isPaidTrip(frame))
        contexts.push([` every ${frame.rest === 'skiing' ? 'winter' : 'year'}; it's too expensive`, 'cost']);
      else if (frame.when === 'year' && isOutdoor(frame))
        contexts.push([` every summer; it depends on the weather`, 'weather']);
      // "…doesn't get up at seven at the weekend" says something; a job's routine at the weekend ("doesn't
      // make coffee for his colleagues at the weekend") is true of everyone, so workday frames get no weekend.
      else if (
        frame.when === 'day' &&
        ['routine', 'study'].includes(frame.kind) &&
        !/^(drink|eat|text|listen|sing)/.test(frame.verb)
      )
        contexts.push([' at the weekend', 'weekend']);
      for (const [context, kind] of contexts) {
        const made = item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)}${context}`,
          answer: vp(`${aux} ${f.base}`, frame),
          wrong,
          ruleId: third ? 'neg-3sg' : 'neg-base',
          trigger: [subject.text],
          skeleton: `${frame.id}-${kind}`,
        });
        // Nobody visits one museum or zoo week after week (round 2002: "doesn't visit the history museum on
        // weekdays; she only has time at the weekend"). Left out after the draft is made, so the rest stay.
        if (kind === 'weekdays' && frame.verb === 'visit') continue;
        yield made;
      }
    }
  },
});
