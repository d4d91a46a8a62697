import { pronounOf } from '../../core/clause-pronouns.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { isPlural } from '../../lexicon/subject.ts';
import {
  CHOICES,
  LIKE_WISHES,
  OFFERS,
  type Phrase,
  RATHER_BECAUSE,
  REQUESTS,
} from '../../lexicon/would-like-pairs.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, TopicDef } from '../../types.ts';
import copy from './would-like-would-rather.json' with { type: 'json' };

export const wouldLike: TopicDef = makeTopic(copy, {
  target: 2100,
  *generate(rng) {
    // Would like and would rather where a speaker says them: offers, polite requests, wishes with their time,
    // and choices with "than", "or" or a reason (would-like-pairs.ts). No plain "would rather … today".
    const phrase = ([_verb, rest]: Phrase, s?: Subject) => (s ? fillFor(rest, s) : rest);
    const like = (text: string, [verb, rest]: Phrase, skeleton: string, s?: Subject) => {
      const f = verbForms(verb);
      const words = phrase([verb, rest], s);
      return item(rng, {
        text: text.replace('{rest}', words),
        answer: `to ${f.base}`,
        wrong: [d(f.base, 'base-after-would-like', {}), d(f.ing, 'ing-after-would-like', {})],
        ruleId: 'like-to',
        trigger: ['would like'],
        skeleton,
      });
    };
    const rather = (text: string, [verb, rest]: Phrase, skeleton: string) => {
      const f = verbForms(verb);
      return item(rng, {
        text: text.replace('{rest}', rest),
        answer: f.base,
        wrong: [d(`to ${f.base}`, 'to-after-would-rather', {}), d(f.ing, 'ing-after-would-rather', {})],
        ruleId: 'rather-base',
        trigger: ['would rather'],
        skeleton,
      });
    };
    const bare = ([verb, rest]: Phrase) => `${verb}${rest ? ` ${rest}` : ''}`;
    // The second choice drops a verb the first one repeats: "would rather have tea than coffee", "live in the
    // country than in the city", not "…than have coffee" (round 1133).
    const other = (prefer: Phrase, not: Phrase) => (not[0] === prefer[0] && not[1] ? not[1] : bare(not));
    const out: ExerciseDraft[][] = [[], [], []];
    const askedWho = ['you', 'your parents', 'your sister', 'the children'];
    for (const o of OFFERS)
      for (const who of o.others ? askedWho : ['you'])
        out[0]?.push(
          like(`${o.lead ? `${o.lead} ` : ''}Would ${who} like {} {rest}?`, o.phrase, `offer-${o.id}`),
        );
    for (const [i, r] of REQUESTS.entries())
      for (const who of ['I', 'We'])
        if (!(who === 'We' && /my booking/.test(r[1])))
          out[0]?.push(like(`${who} would like {} {rest}, please.`, r, `request-${i}`));
    const speakers = ALL_SUBJECTS.filter((s) => s.text !== 'you');
    const youngOne = /^(I|my brother|my sister|Andriy|Maria|Olena)$/;
    for (const w of LIKE_WISHES)
      for (const s of speakers) {
        if (w.who === 'young' ? !youngOne.test(s.text) : w.who === 'adult' && !s.adult) continue;
        // One person's plan: a career, a book about one's childhood; a dog for one household.
        if (/vet|medicine|book|Kraków|drums/.test(w.phrase[1]) && isPlural(s)) continue;
        if (/dog/.test(w.phrase[1]) && isPlural(s) && !/^(we|my parents|Tom and Anna)$/.test(s.text))
          continue;
        for (const when of w.when) {
          if (/retire/.test(when) && /grandfather/.test(s.text)) continue;
          const t = fillFor(when, s);
          const lead = /^(one day|some day|this year|next year)$/.test(t) && rng.next() < 0.5;
          out[1]?.push(
            like(
              lead ? `${cap(t)}, ${s.text} would like {} {rest}` : `${s.text} would like {} {rest} ${t}`,
              w.phrase,
              `wish-${w.id}`,
              s,
            ),
          );
        }
      }
    const ADULT_CHOICE = /flat|house|office|work|drive/;
    for (const [i, [prefer, not]] of CHOICES.entries()) {
      out[2]?.push(rather(`Would you rather {} {rest} or ${other(prefer, not)}?`, prefer, `or-${i}`));
      for (const s of speakers) {
        if (!s.adult && ADULT_CHOICE.test(`${bare(prefer)} ${bare(not)}`)) continue;
        out[2]?.push(
          rather(`${s.text} would rather {} {rest} than ${other(prefer, not)}`, prefer, `than-${i}`),
        );
      }
    }
    for (const [i, [reason, prefer]] of RATHER_BECAUSE.entries())
      for (const s of speakers) {
        const r = reason.replace('{who}', s.text === 'I' ? 'I' : s.text);
        out[2]?.push(
          rather(`${cap(fillFor(r, s))} ${pronounOf(s)} would rather {} {rest}`, prefer, `because-${i}`),
        );
      }
    // Would like (offers and requests, then wishes) and would rather in turn.
    const lists = out.map((l) => rng.shuffle(l));
    for (let i = 0; lists.some((l) => i < l.length); i++)
      for (const l of lists) if (l[i]) yield l[i] as ExerciseDraft;
  },
});
