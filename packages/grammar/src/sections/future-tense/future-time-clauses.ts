import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { pronounOf } from '../../core/clause-pronouns.ts';
import { cap, d, expand, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame } from '../../lexicon/frames.ts';
import { KID_SUBJECTS, type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { isPlural, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { CLAUSE_PAIRS, type ClauseWho } from '../../lexicon/time-clause-pairs.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './future-time-clauses.json' with { type: 'json' };

export const timeClauses: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    // The main action and its trigger are authored together (lexicon/time-clause-pairs.ts): "I will
    // call you as soon as I get home", "We will start dinner when the guests arrive". Free combinations gave
    // "The children will call you as soon as they polish their shoes".
    for (const [i, pair] of CLAUSE_PAIRS.entries())
      for (const subject of rng.shuffle(clauseSubjects(pair.who)))
        for (const template of expand(`${pair.main}|${pair.clause}`)) {
          const [main = '', rest = ''] = template.split('|');
          const fill = (x: string) =>
            x
              .replaceAll('<S>', subject.text)
              .replaceAll('<P>', pronounOf(subject))
              .replaceAll('<poss>', subject.poss);
          const by = pair.by ?? { text: pronounOf(subject), third: isThirdSingular(subject) };
          for (const conj of pair.conj) {
            const f = verbForms(pair.verb);
            yield item(rng, {
              text: `${cap(fill(main))} ${conj} ${fill(by.text)} {} ${fill(rest)}`,
              answer: by.third ? f.third : f.base,
              wrong: [
                d(`will ${f.base}`, 'will-in-time-clause', { conj }),
                d(by.third ? f.base : f.third, by.third ? 'agreement-3sg' : 'agreement-non-3sg', {
                  subject: fill(by.text),
                }),
              ],
              ruleId: 'time-present',
              trigger: [conj],
              skeleton: `pair-${i}-${conj}`,
            });
          }
        }
    // Someone busy with a real job joins the others once it is done: "Tom will join us as soon as he
    // finishes cleaning the kitchen" (never a call or a trip to the park after polishing shoes).
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((f) => BUSY.test(`${f.verb} ${f.rest}`)),
      TOLD_SUBJECTS.filter((s) => s.circle !== 'outside'),
    )) {
      const f = verbForms(frame.verb);
      yield* clauseItems(
        rng,
        subject,
        verbForms('finish'),
        undefined,
        `${vp(f.ing, frame)} ${tail(frame, subject)}`,
        frame.id,
      );
    }
  },
});

/** Jobs that keep someone busy for a while: worth waiting for before joining the others. */
const BUSY =
  /^(clean the (kitchen|house|windows|bathroom)|wash the (dishes|car)|do (the shopping|the ironing)|cook dinner|paint the fence|cut the grass|fix the car|work in the garden|vacuum)/;

const ADULTS = TOLD_SUBJECTS.filter((s) => s.adult && s.circle !== 'outside');
function clauseSubjects(who: ClauseWho): Subject[] {
  if (who === 'worker') return ADULTS.filter((s) => s.worker && !isPlural(s) && s.text !== 'I');
  if (who === 'kid') return KID_SUBJECTS;
  if (who === 'home') return ADULTS.filter((s) => s.circle === 'speaker' || s.circle === 'family');
  if (who === 'young')
    return ADULTS.filter(
      (s) => !isPlural(s) && /^(I|Anna|Tom|Olena|Mark|Andriy|Maria|my sister|my brother)$/.test(s.text),
    );
  return ADULTS;
}

/** "Tom will join us as soon as he finishes cleaning the kitchen": the three conjunctions over one finishing event. */
function* clauseItems(
  rng: Rng,
  subject: Subject,
  f: ReturnType<typeof verbForms>,
  frame: Frame | undefined,
  what: string,
  id: string,
) {
  const pron = pronounOf(subject);
  const third = isThirdSingular(subject);
  const v = (s: string) => (frame ? vp(s, frame) : s);
  const main = `${cap(subject.text)} will ${subject.circle === 'speaker' ? 'join you' : 'join us'}`;
  for (const conj of ['when', 'as soon as', 'after'])
    yield item(rng, {
      text: `${main} ${conj} ${pron} {} ${what}`,
      answer: v(presentFor(subject, f.third, f.base)),
      wrong: [
        d(v(`will ${f.base}`), 'will-in-time-clause', { conj }),
        d(v(presentFor(subject, f.base, f.third)), third ? 'agreement-3sg' : 'agreement-non-3sg', {
          subject: pron,
        }),
      ],
      ruleId: 'time-present',
      trigger: [conj],
      skeleton: `${id}-${conj}`,
    });
}
