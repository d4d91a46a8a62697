import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame, KINDS } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { EXPECTED } from '../negative-form/present-perfect-negative.ts';
import copy from './present-perfect-questions.json' with { type: 'json' };

/** Experiences one asks about with ever: places, sports, adventures (not chores or routines). */
const EXPERIENCES = FRAMES.filter((f) =>
  /^(visit (London|Paris|the zoo)|fly to Italy|travel (around Europe|by train)|go horse riding|climb mountains|sing in a choir|play (volleyball on the beach|the guitar|chess|tennis|computer games)|make pancakes|bake a cake|practise yoga|drink green tea|build sandcastles on the beach|bake cookies for \{poss\} friends|send postcards to \{poss\} friends|feed the ducks in the park|work from home|teach maths at a school|fish in the river|pick apples in the garden|stay at a hotel by the sea|rent a house by the lake|spend a week in Spain|swim in the lake|grow tomatoes in the garden|bake bread|paint pictures)$/.test(
    `${f.verb} ${f.rest}`,
  ),
);

export const presentPerfectQuestions: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    // Yet and already ask about an expected job ("Has your brother done his homework yet?"); ever asks
    // about an experience ("Have you ever visited London?"). Never about trivia ("Has he read comics yet?").
    const asks: [Frame[], string[]][] = [
      [EXPECTED, ['yet', 'already']],
      [EXPERIENCES, ['ever']],
    ];
    for (const [frames, adverbs] of asks)
      for (const [frame, subject] of pairs(rng, frames, ALL_SUBJECTS, true)) {
        if (subject.circle === 'speaker') continue;
        // Someone else's small chores are not asked after ("Have your parents already ironed their shirts?").
        if (
          subject.circle !== 'listener' &&
          /^(polish|iron|empty|change the bed|make the bed)/.test(`${frame.verb} ${frame.rest}`)
        )
          continue;
        const f = verbForms(frame.verb);
        const third = isThirdSingular(subject);
        // Ever asks the listener ("Have you ever ridden a horse?") or about someone close or named once a
        // context makes it natural ("Your sister wants to ride a horse. Has she ever ridden a horse
        // before?"); nobody asks out of the blue whether the listener's neighbours ever played computer games.
        const ever = adverbs.includes('ever');
        if (ever && subject.circle !== 'listener') {
          if (!['named', 'family', 'pronoun'].includes(subject.circle)) continue;
          if (subject.text === 'the children') continue;
        }
        const rest = tail(frame, subject);
        const phrases: [string, string][] = [];
        if (ever && subject.circle !== 'listener') {
          const who = cap(subject.text);
          const pron = pronounOf(subject);
          const pp = `${vp(f.participle, frame)} ${rest}`;
          phrases.push([
            `${who} ${presentFor(subject, 'wants', 'want')} to ${vp(f.base, frame)} ${rest}. {} ${pron} ever ${pp} before?`,
            'ever-wants',
          ]);
          // Thinking of it: a plan one weighs (a trip, an outing), not green tea or computer games.
          if (KINDS[frame.kind].plan)
            phrases.push([
              `${who} ${subject.text === 'I' ? 'am' : presentFor(subject, 'is', 'are')} thinking of ${vp(f.ing, frame)} ${rest}. {} ${pron} ever ${pp} before?`,
              'ever-thinking',
            ]);
        } else
          for (const adverb of adverbs)
            phrases.push([
              adverb === 'yet'
                ? `{} ${subject.text} ${vp(f.participle, frame)} ${rest} yet?`
                : `{} ${subject.text} ${adverb} ${vp(f.participle, frame)} ${rest}?`,
              adverb,
            ]);
        for (const [text, adverb] of phrases) {
          yield item(rng, {
            text,
            answer: third ? 'Has' : 'Have',
            wrong: [
              d(third ? 'Have' : 'Has', third ? 'agreement-3sg' : 'agreement-non-3sg', {
                subject: subject.text,
              }),
              d(third ? 'Does' : 'Do', 'do-with-participle', {}),
            ],
            ruleId: 'pp-q',
            trigger: [subject.text, f.participle],
            skeleton: `${frame.id}-${adverb}`,
          });
        }
      }
  },
});
