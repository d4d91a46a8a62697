import { pairs, tail } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { FRAMES } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePast } from '../../lexicon/subject.ts';
import { allTailsFor, frameKind, PAST_STATES, stateFor, TAKE_UP } from '../../lexicon/used-to-pairs.ts';
import type { ExerciseDraft, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import usedToCopy from './used-to.json' with { type: 'json' };
import { WOULD_STATE_LINES } from './would-state-lines.ts';
import wouldVsUsedToCopy from './would-vs-used-to.json' with { type: 'json' };

export const usedTo: TopicDef = makeTopic(usedToCopy, {
  target: 2600,
  *generate(rng) {
    // A past habit is dated by the subject's own past and fits it (a childhood, a working life); a negative
    // says what changed; a question asks about the listener's people. See used-to-pairs.ts.
    const aff = (subject: Subject, phrase: string, when: string, skeleton: string, ruleId = 'used-to') =>
      item(rng, {
        text: `${subject.text} {} ${phrase} ${when}`,
        answer: 'used to',
        wrong: [
          d('use to', 'use-to-affirmative', {}),
          d(`${bePast(subject)} used to`, 'be-used-to-confusion', {}),
          d('used', 'used-without-to', {}),
        ],
        ruleId,
        trigger: [when.split(' ').slice(0, 2).join(' ')],
        skeleton,
      });
    const neg = (subject: Subject, phrase: string, skeleton: string) =>
      item(rng, {
        text: `${subject.text} {} ${phrase}, but now ${fillFor('{pron} do{es}', subject)}`,
        answer: "didn't use to",
        wrong: [
          // Not "didn't used to": some teachers accept that spelling (review 1701), so it is not tested.
          d("didn't use", 'used-without-to', {}),
          d("wasn't used to", 'be-used-to-confusion', {}),
          d("don't use to", 'present-for-past-habit', {}),
        ],
        ruleId: 'didnt-use',
        trigger: ['but now'],
        skeleton,
      });
    const question = (subject: Subject, phrase: string, when: string, skeleton: string) =>
      item(rng, {
        text: `Did ${subject.text} {} ${phrase} ${when}?`,
        answer: 'use to',
        // Not "Did … used to": the same spelling some teachers accept.
        wrong: [d('use', 'used-without-to', {}), d('using to', 'ing-for-base', {})],
        ruleId: 'didnt-use',
        trigger: ['Did'],
        skeleton,
      });
    const statementSubject = (s: Subject) => s.text !== 'you';
    const out: ExerciseDraft[][] = [[], [], [], []];
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const kind = frameKind(frame);
      if (!kind) continue;
      const phrase = `${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)}`;
      // A trip or a season's outing ("visit a farm") is no university habit.
      const tails = allTailsFor(subject, kind, { state: false, text: phrase }).filter(
        (t) => frame.when !== 'year' || !/university/.test(t),
      );
      if (tails.length && statementSubject(subject))
        out[0]?.push(aff(subject, phrase, fillFor(rng.pick(tails), subject), `${frame.id}-aff`));
      if (
        TAKE_UP.has(`${frame.verb} ${frame.rest}`) &&
        statementSubject(subject) &&
        !/^the (children|students)$/.test(subject.text)
      )
        out[1]?.push(neg(subject, phrase, `${frame.id}-neg`));
      const them = asked(subject);
      const asking = `${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, them)}`;
      if (tails.length && subject.text !== 'I' && subject.text !== 'we')
        out[2]?.push(question(them, asking, fillFor(rng.pick(tails), them), `${frame.id}-q`));
    }
    for (const st of PAST_STATES)
      for (const subject of ALL_SUBJECTS) {
        const text = stateFor(st, subject);
        if (!text || !statementSubject(subject)) continue;
        const phrase = fillFor(text, subject);
        if (st.changes && !/^the (children|students)$/.test(subject.text) && rng.next() < 0.5)
          out[3]?.push(neg(subject, phrase, `state-${st.text}-neg`));
        else {
          const tails = allTailsFor(subject, st.kind, { state: true, text: phrase });
          if (tails.length)
            out[3]?.push(aff(subject, phrase, fillFor(rng.pick(tails), subject), `state-${st.text}`));
        }
      }
    // Affirmatives, negatives with a change, questions and states in turn, so every kind is in the bank.
    const lists = out.map((l) => rng.shuffle(l));
    for (let i = 0; lists.some((l) => i < l.length); i++)
      for (const l of lists) if (l[i]) yield l[i] as ExerciseDraft;
  },
});

export const wouldVsUsedTo: TopicDef = makeTopic(wouldVsUsedToCopy, {
  target: 700,
  *generate(rng) {
    // States only: here would is wrong, so the single right answer is used to.
    // Dated by the subject's own past, as in the used-to topic ("when she was a child", "before he retired").
    const states = PAST_STATES.filter((st) => !st.habit);
    const all = rng.shuffle(ALL_SUBJECTS.flatMap((s) => states.map((st) => [s, st] as const)));
    for (const [subject, state] of all) {
      const text = stateFor(state, subject);
      if (!text || subject.text === 'you') continue;
      const st = fillFor(text, subject);
      const tails = allTailsFor(subject, state.kind, { state: true, text: st });
      if (!tails.length) continue;
      yield item(rng, {
        text: `${subject.text} {} ${st} ${fillFor(rng.pick(tails), subject)}`,
        answer: 'used to',
        wrong: [
          d('would', 'would-with-state', { verb: st.split(' ')[0] ?? '' }),
          d('use to', 'use-to-affirmative', {}),
        ],
        ruleId: 'state',
        trigger: [st.split(' ')[0] ?? st],
        skeleton: state.text,
      });
    }
    // Issue 16: authored states, each its own base with a few subjects (would-state-lines.ts).
    for (const [i, [line, verb, who]] of WOULD_STATE_LINES.entries()) {
      const pool = who === 'O' ? ONE : who === 'G' ? GROUP : [...ONE, ...GROUP];
      for (const s of subjectsFor(rng, line, pool, 3))
        yield item(rng, {
          text: fill(line, s),
          answer: 'used to',
          wrong: [d('would', 'would-with-state', { verb }), d('use to', 'use-to-affirmative', {})],
          ruleId: 'state',
          trigger: [verb],
          skeleton: `state-line-${i}`,
        });
    }
  },
});
