import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, readsAsHabit } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-simple-questions.json' with { type: 'json' };

export const presentSimpleQuestions: TopicDef = makeTopic(copy, {
  target: 1000,
  *generate(rng) {
    const asked = new Set<string>();
    for (const [frame, subject] of pairs(rng, FRAMES, ALL_SUBJECTS, true)) {
      if (subject.circle === 'speaker') continue;
      // Others are asked about what is news or their household's jobs, not their routine trivia.
      if (subject.circle !== 'listener' && frame.kind === 'routine') continue;
      // A question about a habit takes a plural or uncountable object: "Where do your cousins watch films?",
      // not "…watch a film?" (round 1133). Only the object counts: "sing in a choir" is a habit.
      if (!readsAsHabit({ rest: frame.rest.split(/ (?:in|at|on|with|to|for) /)[0] ?? '' })) continue;
      const f = verbForms(frame.verb);
      const aux = isThirdSingular(subject) ? 'does' : 'do';
      const words = ['How often', 'When'];
      // "What time" for daily things with no clock time of their own; "Why" only to the listener.
      if (frame.when === 'day' && !/ at /.test(frame.rest)) words.push('What time');
      if (
        subject.circle === 'listener' &&
        frame.when !== 'year' &&
        ['routine', 'pastime', 'study', 'workday'].includes(frame.kind)
      )
        words.push('Why');
      // "Where" only when the frame names no place of its own ("Where does your sister play tennis?").
      if (
        !/\b(in|at|to|on|by|from|for|with|home)\b/.test(frame.rest) &&
        !/^(call|phone|text)$/.test(frame.verb) &&
        ['outing', 'pastime', 'study'].includes(frame.kind)
      )
        words.push('Where');
      for (const wh of rng.shuffle(words)) {
        // The subject is inside the chunk, so one question per frame and question word.
        const key = `${frame.id}-${wh}-${subject.poss}`;
        if (asked.has(key)) continue;
        asked.add(key);
        const answer = `${aux} ${subject.text} ${vp(f.base, frame)}`;
        yield item(rng, {
          text: `${wh} {} ${tail(frame, subject)}?`,
          answer,
          wrong: [
            d(
              `${subject.text} ${vp(presentFor(subject, f.third, f.base), frame)}`,
              'statement-word-order',
              {},
            ),
            d(`${aux} ${subject.text} ${vp(f.third, frame)}`, 'third-after-aux', { aux }),
            d(
              `${aux === 'does' ? 'do' : 'does'} ${subject.text} ${vp(f.base, frame)}`,
              isThirdSingular(subject) ? 'do-with-3sg' : 'does-with-non-3sg',
              { subject: subject.text },
            ),
          ],
          ruleId: 'q-order',
          trigger: [wh, '?'],
          skeleton: `${frame.id}-${wh}`,
        });
      }
    }
  },
});
