import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, perfectAdverbs, restFor } from '../../lexicon/actions.ts';
import { participleWrongs } from '../../lexicon/lasting.ts';
import { askedAbout } from '../../lexicon/people.ts';
import { bePresent, haveFor, personLabel, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './present-perfect.json' with { type: 'json' };

const otherHave = (s: Subject) => (haveFor(s) === 'has' ? 'have' : 'has');

function auxWrongs(s: Subject, upper: boolean): Wrong[] {
  const up = (w: string) => (upper ? cap(w) : w);
  return [
    {
      choice: up(otherHave(s)),
      errorType: 'have-agreement',
      params: { subject: s.text, person: personLabel(s), needed: haveFor(s) },
    },
    { choice: up(bePresent(s)), errorType: 'be-for-have', params: {} },
  ];
}

/** "Did" + participle is wrong, but only where the participle differs from the base (Did you set ...? is fine). */
const didWrong = (verb: string, participle: string): Wrong[] =>
  participle === verb ? [] : [{ choice: 'Did', errorType: 'did-with-participle', params: { participle } }];

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const a of ACTIONS) {
    if (!a.c && !a.e) continue;
    const f = verbForms(a.verb);
    for (const s of someSubjects(rng, 5, a.adult)) {
      const have = haveFor(s);
      const rest = restFor(a, s.poss);
      if (a.c) {
        const adv = rng.pick(perfectAdverbs(`${a.verb} ${a.rest}`));
        // Blank on the participle.
        const pw = participleWrongs(a.verb);
        if (pw.length > 0)
          items.push({
            text: `${subjectStart(s)} ${have} ${adv} ___ ${rest}.`,
            answer: f.participle,
            wrong: limitWrong(rng, pw, 3, 0),
            ruleId: 'pp-participle',
            trigger: [have, adv],
            skeleton: `part:${a.id}`,
          });
        // Blank on the auxiliary.
        items.push({
          text: `${subjectStart(s)} ___ ${adv} ${f.participle} ${rest}.`,
          answer: have,
          wrong: auxWrongs(s, false),
          ruleId: 'pp-has',
          trigger: [s.text, f.participle],
          skeleton: `aux:${a.id}`,
        });
        const q = askedAbout(s);
        if (q)
          items.push({
            text: `___ ${q.text} ${f.participle} ${restFor(a, q.poss)} yet?`,
            answer: cap(haveFor(q)),
            wrong: [...auxWrongs(q, true), ...didWrong(a.verb, f.participle)],
            ruleId: 'pp-form',
            trigger: ['yet', f.participle],
            skeleton: `q-yet:${a.id}`,
          });
      }
      // "Have you ever gone fishing?" reads worse than "been fishing": go stays out of experience frames.
      if (a.e && a.verb !== 'go') {
        const q = askedAbout(s) ?? s;
        if (q.person !== '1sg' && q.person !== '1pl')
          items.push({
            text: `___ ${q.text} ever ${f.participle} ${restFor(a, q.poss)}?`,
            answer: cap(haveFor(q)),
            wrong: [...auxWrongs(q, true), ...didWrong(a.verb, f.participle)],
            ruleId: 'pp-form',
            trigger: ['ever', f.participle],
            skeleton: `q-ever:${a.id}`,
          });
        const pw = participleWrongs(a.verb);
        if (pw.length > 0)
          items.push({
            text: `${subjectStart(s)} ${have} never ___ ${rest}.`,
            answer: f.participle,
            wrong: limitWrong(rng, pw, 3, 0),
            ruleId: 'pp-participle',
            trigger: [have, 'never'],
            skeleton: `never:${a.id}`,
          });
      }
    }
  }
  return items;
}

export const presentPerfect: TopicDef = makeTopic(copy, { target: 1500, build: build });
