import { pairs, presentFor, tail } from '../../core/clause.ts';
import { occasionMarkers } from '../../core/occasion-markers.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, KINDS } from '../../lexicon/frames.ts';
import { asked } from '../../lexicon/people.ts';
import { bePast } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import copy from './past-simple-questions.json' with { type: 'json' };

export const pastSimpleQuestions: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    for (const [frame, own] of pairs(rng, FRAMES)) {
      // People ask the listener about their own day, and about others only what is news (an outing, a
      // trip, a match), not their chores or routine.
      if (own.circle === 'speaker') continue;
      // Asked about people close to the listener (your friends, your teacher), not about a group met nowhere
      // in the conversation ("Did the students meet their friends in the park last week?") or the neighbours.
      if (/students|neighbour/.test(own.text)) continue;
      if (own.circle !== 'listener' && !KINDS[frame.kind].report) continue;
      // …and not their evening with a book or their vocabulary ("Did your parents read a book in bed
      // yesterday?"): day-to-day pastimes and study are asked of the listener only.
      if (own.circle !== 'listener' && frame.when === 'day' && ['pastime', 'study'].includes(frame.kind))
        continue;
      const subject = asked(own);
      const marker = rng.pick(occasionMarkers(frame));
      const be = bePast(subject);
      yield item(rng, {
        text: `{} ${subject.text} ${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)} ${marker}?`,
        answer: 'Did',
        wrong: [
          d(presentFor(subject, 'Does', 'Do'), 'tense-marker-mismatch', { marker, tense: 'past' }),
          d(be === 'was' ? 'Was' : 'Were', 'be-for-do', { subject: subject.text }),
        ],
        ruleId: 'did-q',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});
