import { pairs, sameRelation, tail, vp } from '../../core/clause.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame, habitMarkers, pastMarkers } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePast, bePresent, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './so-do-i-neither-do-i.json' with { type: 'json' };

/** Who answers "So do I / Neither do I": the second speaker's subject. */
const ECHO_SUBJECTS = ALL_SUBJECTS.filter((s) =>
  ['I', 'we', 'my brother', 'my sister', 'my parents', 'Tom', 'my best friend', 'our neighbours'].includes(
    s.text,
  ),
);

export const soNeither: TopicDef = makeTopic(copy, {
  target: 1600,
  *generate(rng) {
    // "So do I / Neither do I" answers what someone shares about themselves: the first speaker says "I" or
    // "we" (a habit, what they did, what they like), never news about their mother ("My mother doesn't draw
    // pictures of animals on Saturdays. — Neither do I" answers nothing). The second speaker is anyone,
    // "I" included.
    const firsts = ALL_SUBJECTS.filter((s) => s.text === 'I' || s.text === 'we');
    const we = firsts.find((s) => s.text === 'we');
    if (we) firsts.push({ ...we, text: 'my husband and I' });
    const answerItem = (
      frame: Frame,
      subject: Subject,
      lead: string,
      past: boolean,
      negative: boolean,
      verb: string,
      marker: string,
      skeleton: string,
    ) => {
      const others = ECHO_SUBJECTS.filter(
        // Not "I don't often play chess with my brother. — Neither does my brother."
        (s) =>
          !(s.text === subject.text && s.text !== 'I') &&
          (!frame.adult || s.adult) &&
          !sameRelation(s.text, frame.rest),
      );
      const other = rng.pick(others);
      const third2 = isThirdSingular(other);
      const aux = past ? 'did' : third2 ? 'does' : 'do';
      if (!negative) {
        const wrong = past
          ? [
              d(third2 ? 'does' : 'do', 'tense-marker-mismatch', { marker, tense: 'past' }),
              d(bePast(other), 'be-for-do-echo', { verb }),
            ]
          : [
              d(third2 ? 'do' : 'does', third2 ? 'do-with-3sg' : 'does-with-non-3sg', {
                subject: other.text,
              }),
              d(bePresent(other), 'be-for-do-echo', { verb }),
            ];
        return item(rng, {
          text: `${lead} — So {} ${other.text}.`,
          answer: aux,
          wrong,
          ruleId: 'so-aux',
          trigger: [verb, marker].filter(Boolean),
          features: { polarity: 'positive', tense: past ? 'past' : 'present' },
          skeleton: `${skeleton}-so-${past ? 'past' : 'present'}`,
        });
      }
      return item(rng, {
        text: `${lead} — {} ${aux} ${other.text}.`,
        answer: 'Neither',
        wrong: [d('So', 'so-after-negative', {}), d('Either', 'either-at-start', {})],
        ruleId: 'so-or-neither',
        trigger: [past ? "didn't" : "don't"],
        features: { polarity: 'negative', tense: past ? 'past' : 'present' },
        skeleton: `${skeleton}-neither-${past ? 'past' : 'present'}`,
      });
    };
    for (const [frame, subject] of pairs(rng, FRAMES, firsts)) {
      const f = verbForms(frame.verb);
      // A habit or what one did, each both ways: "I go swimming on Sundays. — So does my sister." A
      // present negative says what one never does, with no frequency to negate ("I don't play computer
      // games. — Neither do I."), and the past is recent (no "two days ago").
      // What one never does is a pastime, outing or chore ("I don't iron my shirts"), not a
      // routine, a job or a trip ("I don't check my email", "I don't visit London").
      const never =
        ['pastime', 'outing', 'chore'].includes(frame.kind) &&
        !/^(bring flowers|help the neighbours|call|phone)/.test(`${frame.verb} ${frame.rest}`);
      // Outings and pastimes are "not often" rather than never: "I don't often go dancing."
      const often = frame.kind === 'outing' || frame.kind === 'pastime' ? 'often ' : '';
      for (let kind = 0; kind < 4; kind++) {
        const past = kind === 1 || kind === 3;
        const negative = kind >= 2;
        if (negative && !past && !never) continue;
        // Not working at the weekend is no news: a job's routine is shared only as a habit or an event.
        if (negative && (frame.kind === 'workday' || frame.kind === 'work')) continue;
        // A past worth sharing is an event (a trip, an outing, a job done), not one day's routine or work
        // ("I wore a uniform at work yesterday. — So did our neighbours" was crossed out); a past negative
        // only a missed trip ("I didn't go skiing last winter. — Neither did we"), not one Saturday's
        // pastime ("I didn't draw pictures of animals last Saturday").
        if (past && !negative && !['trip', 'outing', 'project', 'pastime'].includes(frame.kind)) continue;
        if (past && negative && frame.kind !== 'trip') continue;
        const marker =
          negative && !past
            ? ''
            : rng.pick(past ? pastMarkers(frame).filter((m) => !/ago|\d/.test(m)) : habitMarkers(frame));
        const first = negative
          ? `${subject.text} ${past ? "didn't" : `don't ${often}`}${past ? ' ' : ''}${vp(f.base, frame)}`
          : `${subject.text} ${vp(past ? f.past : f.base, frame)}`;
        yield answerItem(
          frame,
          subject,
          `${cap(first)} ${tail(frame, subject)}${marker ? ` ${marker}` : ''}.`,
          past,
          negative,
          past ? f.past : f.base,
          marker,
          frame.id,
        );
      }
      // What one likes: "I love going to the cinema. — So do I.", "I don't like ironing my shirts. — Neither
      // do I." Likes are about free time and chores, not routines like checking one's email.
      if (
        ['pastime', 'outing', 'trip', 'chore', 'project'].includes(frame.kind) &&
        !frame.tod &&
        !/^(bring flowers|help the neighbours)/.test(`${frame.verb} ${frame.rest}`)
      ) {
        const chore = frame.kind === 'chore' || frame.kind === 'project';
        // Nobody announces they dislike seeing their family.
        // Nor that they hate fetching their son from school or cooking for their children.
        const family =
          /\{poss\} (grand|mother|parents|cousins|sister|brother|aunt|friends|son|daughter|children)/.test(
            frame.rest,
          );
        const verbs = chore
          ? family
            ? []
            : ["don't like", 'hate']
          : [rng.pick(['like', 'love', 'enjoy']), ...(family ? [] : ["don't like"])];
        for (const verb of verbs)
          yield answerItem(
            frame,
            subject,
            `${cap(subject.text)} ${verb} ${vp(f.ing, frame)} ${tail(frame, subject)}.`,
            false,
            verb.startsWith("don't"),
            verb.replace("don't ", ''),
            '',
            `${frame.id}-like`,
          );
      }
    }
  },
});
