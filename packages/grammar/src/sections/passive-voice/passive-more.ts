import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePresent, isPlural, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import haveSomethingDoneCopy from './have-something-done.json' with { type: 'json' };
import passiveFutureCopy from './passive-future.json' with { type: 'json' };
import { futureLines } from './passive-future-lines.ts';
import data from './passive-more.data.json' with { type: 'json' };
import { be, FUTURE, forms, THINGS } from './passive-things.ts';

export const passiveFuture: TopicDef = makeTopic(passiveFutureCopy, {
  target: 660,
  *generate(rng) {
    const all = rng.shuffle(
      THINGS.flatMap((t) => FUTURE[t.scale].flatMap((m) => [0, 1].map((k) => [t, m, k] as const))),
    );
    for (const [t, marker, k] of all) {
      const x = forms(t.verb);
      const lead = k === 0 ? `${t.s} will` : `${t.s} ${be(t)} going to`;
      const wrong = [
        d(`been ${x.pp}`, 'been-after-will', { aux: k === 0 ? 'will' : 'going to' }),
        d(`being ${x.pp}`, 'being-after-will', { aux: k === 0 ? 'will' : 'going to' }),
      ];
      if (k === 0) wrong.push(d(`${be(t)} ${x.pp}`, 'be-form-after-will', {}));
      else wrong.push(d(x.pp, 'passive-missing-be', {}));
      yield item(rng, {
        text: `${lead} {} ${marker}`,
        answer: `be ${x.pp}`,
        wrong,
        ruleId: 'passive-future',
        trigger: [k === 0 ? 'will' : 'going to', marker],
        features: { voice: 'passive', tense: 'future' },
        skeleton: `pf-${k}-${t.s}-${t.verb}`,
      });
    }
    for (const l of rng.shuffle(futureLines())) {
      const x = forms(l.verb);
      const aux = l.aux === 'will' ? 'will' : 'going to';
      yield item(rng, {
        text: l.text,
        answer: `be ${x.pp}`,
        wrong: [
          d(`been ${x.pp}`, 'been-after-will', { aux }),
          d(`being ${x.pp}`, 'being-after-will', { aux }),
          d(x.pp, 'passive-missing-be', {}),
        ],
        ruleId: 'passive-future',
        trigger: [aux],
        features: { voice: 'passive', tense: 'future' },
        skeleton: l.skeleton,
      });
    }
  },
});

/**
 * Services people pay for: what is done, to whose thing; adult jobs only for adults. `often` is the
 * frequency people really have it done at (eyes tested once a year, hair cut every month), or null when it
 * is a one-off job ("has his shoes repaired once a year" and "has his garden designed every two years" were
 * crossed out). `big` jobs take long time markers (last month, next spring), small ones short ones.
 */
type Service = { obj: string; verb: string; adult: boolean; often: string | null; big: boolean };
const S = (obj: string, verb: string, adult: 0 | 1, often: string | null, big = false): Service => ({
  obj,
  verb,
  adult: adult === 1,
  often,
  big,
});
const SERVICES: Service[] = table(
  'SERVICES',
  data.SERVICES,
  z.tuple([
    z.string(),
    z.string(),
    z.union([z.literal(0), z.literal(1)]),
    z.union([z.string(), z.null()]),
    z.boolean().optional(),
  ]),
).map((row) => S(...row));
const PAST_S = ['yesterday', 'last week', 'last Saturday', 'two days ago'];
const PAST_BIG = ['last month', 'last summer', 'last year'];
const FUT_S = ['tomorrow', 'next week', 'next Saturday'];
const FUT_BIG = ['next month', 'next spring', 'in the summer'];

export const haveSomethingDone: TopicDef = makeTopic(haveSomethingDoneCopy, {
  target: 1300,
  *generate(rng) {
    const all: [Service, Subject, number][] = [];
    // "My friends have their suit cleaned": one coat, watch or laptop belongs to one person.
    const ONE_OWNER = /suit|coat|jacket|watch|laptop|photo|bike|piano|blood pressure|nails|tyres/;
    // One home, one car: not for friends or cousins, who share none.
    const ONE_HOME =
      /roof|kitchen|flat|fence|boiler|carpets|windows|chimney|bathroom|groceries|grass|car|dog/;
    for (const sv of SERVICES)
      for (const s of ALL_SUBJECTS) {
        // No statement tells "you" what you have done ("You have your shoes repaired once a year").
        if (s.text === 'you') continue;
        if (sv.adult && !s.adult) continue;
        if (isPlural(s) && ONE_OWNER.test(sv.obj)) continue;
        if (/^(my friends|my cousins|the students)$/.test(s.text) && ONE_HOME.test(sv.obj)) continue;
        const kinds = sv.often ? [0, 1, 2] : [0, 1];
        all.push(
          [sv, s, kinds[all.length % kinds.length] ?? 0],
          [sv, s, kinds[(all.length + 1) % kinds.length] ?? 0],
        );
      }
    for (const [sv, subject, k] of rng.shuffle(all)) {
      const f = verbForms(sv.verb);
      const obj = sv.obj.replace('{poss}', subject.poss);
      const wrong = [d(f.ing, 'ing-for-participle-causative', {})];
      if (f.base !== f.participle) wrong.push(d(f.base, 'base-for-participle-causative', {}));
      if (!f.participleVariants.includes(f.past))
        wrong.push(d(f.past, 'past-for-participle-causative', { participle: f.participle }));
      else wrong.push(d(`to ${f.base}`, 'to-for-participle-causative', {}));
      let lead: string;
      let marker: string;
      let haveWord: string;
      if (k === 0) {
        marker = rng.pick(sv.big ? PAST_BIG : PAST_S);
        haveWord = 'had';
        lead = `${subject.text} had ${obj}`;
      } else if (k === 1) {
        marker = rng.pick(sv.big ? FUT_BIG : FUT_S);
        haveWord = 'have';
        lead = `${subject.text} ${bePresent(subject)} going to have ${obj}`;
      } else {
        marker = sv.often ?? '';
        haveWord = isThirdSingular(subject) ? 'has' : 'have';
        lead = `${subject.text} ${haveWord} ${obj}`;
      }
      yield item(rng, {
        text: `${lead} {} ${marker}`,
        answer: f.participle,
        wrong: wrong.slice(0, 3),
        ruleId: 'causative-have',
        trigger: [haveWord, obj],
        features: { pattern: 'have-object-participle' },
        skeleton: `cs-${sv.obj}-${sv.verb}-${k}`,
      });
    }
  },
});
