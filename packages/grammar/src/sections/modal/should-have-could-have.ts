import { pairs, tail, vp } from '../../core/clause.ts';
import { CHANCES, DUTIES, framesFor, regretMarkers } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { pastMarkers } from '../../lexicon/frames.ts';
import type { FrameSubject as Subject } from '../../lexicon/people.ts';
import { pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './should-have-could-have.json' with { type: 'json' };

/** Modal perfect forms of a verb: have + participle, and the wrong forms learners produce. */
function modalPerfectWrong(base: string) {
  const f = verbForms(base);
  const wrong = [d(`has ${f.participle}`, 'has-after-modal', {})];
  if (f.base !== f.participle)
    wrong.push(d(`have ${f.base}`, 'base-after-have', { participle: f.participle }));
  if (!f.participleVariants.includes(f.past))
    wrong.push(d(`have ${f.past}`, 'past-after-have', { participle: f.participle, past: f.past }));
  else wrong.push(d(f.participle, 'participle-without-have', {}));
  return { f, wrong };
}
const forgot = (s: Subject) => `but ${pronounFor(s)} forgot`;
const didnt = (s: Subject) => `but ${pronounFor(s)} didn't`;

export const modalPerfect: TopicDef = makeTopic(copy, {
  target: 2400,
  *generate(rng) {
    const duties = pairs(rng, framesFor(DUTIES));
    const chances = pairs(rng, framesFor(CHANCES));
    for (;;) {
      const a = duties.next();
      const b = chances.next();
      if (a.done && b.done) return;
      for (const [res, modal] of [
        [a, 'should'],
        [b, 'could'],
      ] as const) {
        if (res.done) continue;
        const [frame, subject] = res.value;
        const { f, wrong } = modalPerfectWrong(frame.verb);
        const but = modal === 'should' ? forgot(subject) : didnt(subject);
        const markers =
          modal === 'should' ? rng.shuffle(pastMarkers(frame)).slice(0, 2) : regretMarkers(frame);
        for (const marker of markers)
          yield item(rng, {
            text: `${subject.text} ${modal} {} ${tail(frame, subject)} ${marker}, ${but}`,
            answer: vp(`have ${f.participle}`, frame),
            wrong: wrong.map((w) => ({ ...w, choice: vp(w.choice, frame) })),
            ruleId: 'modal-perfect',
            trigger: [modal, marker],
            features: { modal, meaning: modal === 'should' ? 'criticism' : 'missed-chance' },
            skeleton: `${frame.id}-${modal}`,
          });
      }
    }
  },
});
