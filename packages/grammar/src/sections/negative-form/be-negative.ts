import { complement, subjectComplements } from '../../core/be-complements.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { BE_COMPLEMENTS, type BeComplement } from '../../lexicon/be.ts';
import { pronBe } from '../../lexicon/context.ts';
import type { FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePresent, is3sg, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './be-negative.json' with { type: 'json' };

/** Where people are on an ordinary day: the other place a negative's contrast names. */
const PLACES =
  /^(at home|at work|at school|in the kitchen|in the garden|at the cinema|in the park|at a concert|at the station|on the bus|at the airport|at the doctor's|on holiday|in London)$/;
const JOBS = /^(a doctor|a teacher|an engineer|a nurse|a student)$/;

/**
 * What is true instead of a negated complement: another place ("…isn't at home; she's at a concert"),
 * another job, another town, or the reason a state does not hold; undefined when none reads naturally
 * (married, very friendly, angry with me).
 */
export function beContrast(rng: Rng, s: Subject, c: BeComplement): string | undefined {
  const pron = pronounOf(s);
  const be = pronBe(s);
  const has = is3sg(s) ? 'has' : 'have';
  const fitsPlace = (p: string) =>
    (p !== 'at work' || (s.adult && s.worker)) && (p !== 'at school' || !s.adult);
  if (PLACES.test(c.sg)) {
    if (!fitsPlace(c.sg)) return undefined;
    const others = [
      'at home',
      'at work',
      'at school',
      'in the garden',
      'in the park',
      'at the cinema',
      'at a concert',
      'at the station',
      'on the bus',
      'at the airport',
      "at the doctor's",
    ].filter(
      (p) =>
        p !== c.sg &&
        fitsPlace(p) &&
        !(c.sg === 'on holiday' && p !== 'at work') &&
        // The kitchen and the garden are at home: no "isn't in the kitchen; he's at home".
        !(/kitchen|garden/.test(c.sg) && p === 'at home') &&
        !(c.sg === 'at home' && p === 'in the garden'),
    );
    return others.length > 0 ? `${be} ${rng.pick(others)}` : undefined;
  }
  if (JOBS.test(c.sg)) {
    const others = BE_COMPLEMENTS.filter((x) => JOBS.test(x.sg) && x.sg !== c.sg && x.sg !== 'a student');
    if (c.sg === 'a student' || !s.adult) return undefined;
    return `${be} ${complement(rng.pick(others), s)}`;
  }
  const fixed: Record<string, string> = {
    'from Ukraine': `${be} from Poland`,
    'from Lviv': `${be} from ${rng.pick(['Kyiv', 'Odesa', 'Kharkiv'])}`,
    ill: `${be} just very tired`,
    busy: `${be} free today`,
    hungry: `${pron} had lunch an hour ago`,
    'very tired': `${pron} slept well last night`,
    'good at maths': `${be} good at English`,
    'interested in history': `${be} interested in art`,
    'afraid of dogs': `${pron} ${has} two dogs at home`,
    'late for work': `${be} early today`,
    'in a hurry': `${pron} ${has} lots of time`,
    'thirty years old': `${be} thirty-five`,
    'a good cook': `${pron} only ${is3sg(s) ? 'makes' : 'make'} sandwiches`,
    'excited about the trip': `${pron} ${is3sg(s) ? "doesn't" : "don't"} like travelling`,
  };
  if (c.sg === 'late for work' && !s.worker) return undefined;
  return fixed[c.sg];
}

export const beNegative: TopicDef = makeTopic(copy, {
  target: 800,
  *generate(rng) {
    // A bare "Olena isn't at a concert" says nothing; the negative comes with what is true instead ("Olena
    // isn't at home; she's at a concert", "My dad isn't a doctor; he's a nurse") or why ("…isn't hungry;
    // she had lunch an hour ago"). Not said to "you".
    for (const [subject, c] of subjectComplements(rng, () => true)) {
      if (subject.circle === 'listener') continue;
      const contrast = beContrast(rng, subject, c);
      if (!contrast) continue;
      const be = bePresent(subject);
      const answer = be === 'am' ? 'am not' : `${be}n't`;
      const doAux = is3sg(subject) ? "doesn't" : "don't";
      const wrong = [d(doAux, 'do-for-be', { subject: subject.text })];
      if (be !== 'am')
        wrong.push(d(be === 'is' ? "aren't" : "isn't", 'be-agreement', { subject: subject.text, be }));
      else wrong.push(d("isn't", 'be-agreement', { subject: subject.text, be }));
      yield item(rng, {
        text: `${subject.text} {} ${complement(c, subject)}; ${contrast}`,
        answer,
        wrong,
        ruleId: 'be-not',
        trigger: [subject.text, complement(c, subject)],
        skeleton: c.sg,
      });
    }
  },
});
