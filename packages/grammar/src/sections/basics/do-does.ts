import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import {
  replyPronoun,
  KINDED_SUBJECTS as SUBJECTS,
  type KindedSubject as Subject,
} from '../../lexicon/people.ts';
import { is3sg } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './do-does.json' with { type: 'json' };
import { VERB_PHRASES } from './do-does-verbs.ts';

/** In statements "your sister" reads better as "my sister". */
const asStatementSubject = (s: Subject): string =>
  s.text === 'you' ? 'you' : s.text.replace(/^your /, 'my ');

const beFor = (s: Subject, negative: boolean): string => {
  if (s.text === 'I') return negative ? 'am not' : 'am';
  return is3sg(s) ? (negative ? "isn't" : 'is') : negative ? "aren't" : 'are';
};

function pickSubjects(rng: Rng, kinds: string[], n: number): Subject[] {
  const fit = SUBJECTS.filter((s) => kinds.includes(s.kind));
  const third = rng.shuffle(fit.filter((s) => is3sg(s))).slice(0, Math.ceil(n / 2));
  const other = rng.shuffle(fit.filter((s) => !is3sg(s))).slice(0, Math.floor(n / 2));
  return [...third, ...other];
}

function wrongs(s: Subject, negative: boolean, capital: boolean, subjectText: string): Wrong[] {
  const c = (w: string) => (capital ? capFirst(w) : w);
  const params = { subject: subjectText, person: is3sg(s) ? '3sg' : 'non-3sg' };
  const other = negative ? (is3sg(s) ? "don't" : "doesn't") : is3sg(s) ? 'do' : 'does';
  return [
    { choice: c(other), errorType: 'agreement-3sg', params },
    { choice: c(beFor(s, negative)), errorType: 'be-for-do', params },
  ];
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const I: Subject = { text: 'I', person: '1sg', poss: 'my', adult: true, kind: 'adult' };
  for (const vp of VERB_PHRASES) {
    const ruleOf = (s: Subject) => (is3sg(s) ? 'does-3sg' : 'do-others');
    // Yes/no question: the blank opens the sentence.
    for (const s of pickSubjects(rng, vp.kinds, 16).filter((x) => x.text !== 'we')) {
      const aux = is3sg(s) ? 'Does' : 'Do';
      out.push({
        text: `___ ${s.text} ${vp.base}?`,
        answer: aux,
        wrong: wrongs(s, false, true, s.text),
        ruleId: ruleOf(s),
        trigger: [s.text],
        skeleton: `do-does:yn:${vp.id}`,
      });
    }
    vp.wh.forEach((wh, wi) => {
      for (const s of pickSubjects(rng, vp.kinds, 14).filter((x) => x.text !== 'we')) {
        out.push({
          text: wh.replace('S', s.text),
          answer: is3sg(s) ? 'does' : 'do',
          wrong: wrongs(s, false, false, s.text),
          ruleId: ruleOf(s),
          trigger: [s.text],
          skeleton: `do-does:wh:${vp.id}:${wi}`,
        });
      }
    });
    const negSubjects = pickSubjects(rng, vp.kinds, 16).filter((s) => s.text !== 'you');
    if (vp.kinds.includes('adult')) negSubjects.push(I);
    for (const s of negSubjects) {
      const subj = s === I ? 'I' : asStatementSubject(s);
      out.push({
        text: `${capFirst(subj)} ___ ${vp.base}.`,
        answer: is3sg(s) ? "doesn't" : "don't",
        wrong: wrongs(s, true, false, subj),
        ruleId: ruleOf(s),
        trigger: [capFirst(subj)],
        skeleton: `do-does:neg:${vp.id}`,
      });
    }
    for (const s of pickSubjects(rng, vp.kinds, 12).filter((x) => x.text !== 'we')) {
      const yes = rng.next() < 0.5;
      const aux = is3sg(s) ? 'does' : 'do';
      const answer = yes ? aux : `${aux}n't`;
      const pron = replyPronoun(s);
      const ps: Subject = pron === 'I' ? { ...s, text: 'I' } : s;
      out.push({
        text: `“${capFirst(aux)} ${s.text} ${vp.base}?” “${yes ? 'Yes' : 'No'}, ${pron} ___.”`,
        answer,
        wrong: wrongs(ps, !yes, false, pron),
        ruleId: 'short-answers',
        trigger: [`${capFirst(aux)} ${s.text}`],
        skeleton: `do-does:short:${vp.id}`,
      });
    }
  }
  return out;
}

export const doDoesTopic: TopicDef = makeTopic(copy, { target: 2500, build: items });
