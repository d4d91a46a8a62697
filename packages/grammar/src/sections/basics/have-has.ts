import { cap as capFirst, type Item, makeTopic } from '../../engine.ts';
import {
  replyPronoun,
  KINDED_SUBJECTS as SUBJECTS,
  type KindedSubject as Subject,
} from '../../lexicon/people.ts';
import { is3sg, type Kind } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './have-has.json' with { type: 'json' };

/**
 * What each kind of subject can have: [affirmative object, object after don't/doesn't (null: no negative),
 * who fits: 'any', 'one' (a single person/thing, or I/you), 'he' (a man, or I/you)].
 */
type Fit = 'any' | 'one' | 'he';
const OBJECTS: Partial<Record<Kind, [string, string | null, Fit][]>> = {
  adult: [
    ['a car', 'a car', 'any'],
    ['two children', 'any children', 'any'],
    ['a big flat in the centre', 'a flat in the centre', 'any'],
    ['a lot of free time', 'much free time', 'any'],
    ['a headache', null, 'one'],
    ['blue eyes', null, 'one'],
    ['a meeting at ten', 'a meeting today', 'any'],
    ['a new job', 'a job at the moment', 'one'],
    ['long hair', 'long hair', 'one'],
    ['a brother and a sister', 'any brothers or sisters', 'one'],
    ['a bad cold', null, 'one'],
    ['breakfast at seven', 'breakfast at home', 'any'],
    ['a shower every morning', null, 'any'],
    ['lunch at work', 'lunch at work', 'any'],
    ['a dog and two cats', 'any pets', 'any'],
    ['a lot of work this week', 'much work this week', 'any'],
    ['a good sense of humour', null, 'one'],
    ['a garden behind the house', 'a garden', 'any'],
    ['an old bike', 'a bike', 'one'],
    ['a day off on Fridays', 'a day off this week', 'any'],
    ['an English lesson on Mondays', 'English lessons on Mondays', 'any'],
    ['a problem with the printer', 'any problems with the printer', 'any'],
    ['three sisters', 'any sisters', 'one'],
    ['a beard', 'a beard', 'he'],
    ['a lovely voice', null, 'one'],
    ['a lot of books', 'many books', 'any'],
    ['an appointment at five', 'an appointment today', 'one'],
    ['a lot of experience', 'much experience', 'any'],
    ['a cat called Murka', 'a cat', 'any'],
    ['a nice flat near the park', 'a flat near the park', 'any'],
    ['a small car', 'a car', 'any'],
    ['a cough', null, 'one'],
    ['a new phone', 'a new phone', 'one'],
    ['a lot of questions', null, 'any'],
    ['a dentist’s appointment today', 'an appointment today', 'one'],
    ['a big family', 'a big family', 'one'],
    ['a lot of plans for the summer', 'any plans for the summer', 'any'],
    ['dinner at eight', 'dinner at home', 'any'],
    ['a driving lesson on Thursday', 'a driving lesson this week', 'one'],
    ['a lot of patience', 'much patience', 'any'],
    ['a holiday home by the sea', 'a holiday home', 'any'],
    ['short hair', 'short hair', 'one'],
    ['a good job', 'a job', 'one'],
  ],
  child: [
    ['a lot of toys', 'many toys', 'any'],
    ['a cold', 'a cold', 'one'],
    ['a new teacher', null, 'any'],
    ['swimming lessons on Saturdays', 'lessons on Saturdays', 'any'],
    ['a new bike', 'a bike', 'one'],
    ['brown eyes', null, 'one'],
    ['lots of friends at school', 'many friends at school', 'any'],
    ['a piano lesson today', 'a piano lesson today', 'one'],
    ['a pet rabbit', 'any pets', 'one'],
    ['a test tomorrow', 'a test tomorrow', 'any'],
    ['curly hair', null, 'one'],
    ['a temperature', 'a temperature', 'one'],
    ['a new friend at school', 'any friends at school', 'one'],
    ['a school trip tomorrow', 'a school trip this week', 'any'],
    ['a lot of homework today', 'much homework today', 'any'],
    ['a birthday party on Saturday', 'a party this weekend', 'one'],
    ['blond hair', null, 'one'],
    ['a bad cough', 'a cough', 'one'],
  ],
  shop: [
    ['a nice café', 'a café', 'one'],
    ['a big car park', 'a car park', 'one'],
    ['free Wi-Fi', 'free Wi-Fi', 'any'],
    ['long opening hours', 'long opening hours', 'any'],
    ['a cash machine outside', 'a cash machine', 'one'],
    ['a children’s corner', 'a children’s corner', 'one'],
    ['a small garden at the back', 'a garden', 'one'],
    ['friendly staff', 'enough staff', 'any'],
    ['a website', 'a website', 'one'],
  ],
  transport: [
    ['free Wi-Fi', 'free Wi-Fi', 'any'],
    ['a restaurant car', 'a restaurant car', 'one'],
    ['air conditioning', 'air conditioning', 'any'],
    ['comfortable seats', 'comfortable seats', 'any'],
    ['USB sockets', 'USB sockets', 'any'],
    ['a quiet carriage', 'a quiet carriage', 'one'],
    ['big windows', 'big windows', 'any'],
  ],
  event: [
    ['a short break in the middle', 'a break in the middle', 'one'],
    ['two parts', null, 'one'],
    ['a great teacher', null, 'any'],
    ['an interval', 'an interval', 'one'],
  ],
  animal: [
    ['long ears', null, 'any'],
    ['green eyes', null, 'any'],
    ['a lot of energy', null, 'any'],
    ['a bed by the window', 'a bed', 'one'],
    ['a favourite toy', 'a favourite toy', 'one'],
    ['a long tail', 'a long tail', 'one'],
    ['a very loud bark', null, 'one'],
    ['a funny name', null, 'one'],
  ],
};

/** Who a thing does not go with: grandparents are retired, a manager's job is not news, a bank has no café. */
const NOT_FOR: [RegExp, RegExp][] = [
  [/meeting|at work|work this week|day off|new job|experience|printer/, /grandparents/],
  [/good job|new job/, /boss|manager/],
  [/great teacher/, /film|concert/],
  [/restaurant car|quiet carriage/, /tram|bus/],
  // Nobody tells "you" what you look like ("You have blue eyes").
  [/hair|eyes|beard|voice|sense of humour|smile/, /^you$/],
  // Friends or colleagues do not share one home, car or family.
  [
    /\bcar\b|flat|holiday home|garden behind|dog and two cats|cat called|big family|two children/,
    /colleagues|friends/,
  ],
  // A father or grandparents have children by definition.
  [/children/, /dad|parents|grandparents/],
  [/two parts|interval/, /lesson|classes/],
  [/café|children’s corner|garden at the back/, /bank/],
];

const fits = (s: Subject, fit: Fit, obj = ''): boolean => {
  if (NOT_FOR.some(([o, who]) => o.test(obj) && who.test(s.text))) return false;
  const single = is3sg(s) || s.text === 'I' || s.text === 'you';
  if (fit === 'one') return single;
  if (fit === 'he') return single && (replyPronoun(s) === 'he' || s.text === 'I' || s.text === 'you');
  return true;
};

/**
 * What a person would ask about. Looks and traits are seen, not asked ("Do your colleagues have short
 * hair?"); a home, a car or children are asked of someone or of their family, not of a circle of friends
 * or colleagues as a block ("Do your colleagues have a big flat in the centre?").
 */
const LOOKS =
  /hair|eyes|beard|voice|sense of humour|patience|experience|ears|tail|bark|funny name|energy|smile/;
const OWN_LIFE =
  /car\b|flat|children|brother|sister|pets?\b|dog|cat\b|cat called|bike|phone|garden|holiday home|family|job|books/;
const CIRCLE = /^(your colleagues|your friends|they|the new manager)$/;
export const askable = (s: Subject, obj: string): boolean =>
  !LOOKS.test(obj) &&
  !/shower|cat called/.test(obj) &&
  !(CIRCLE.test(s.text) && (OWN_LIFE.test(obj) || /meeting|appointment/.test(obj)));

/** "your sister" in a statement reads better as "my sister". */
const stmt = (s: Subject): string => (s.text === 'you' ? 'you' : s.text.replace(/^your /, 'my '));

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const subjects = [
    ...SUBJECTS,
    { text: 'I', person: '1sg', poss: 'my', adult: true, kind: 'adult' } as Subject,
  ];
  (Object.keys(OBJECTS) as Kind[]).forEach((kind) => {
    const fit = subjects.filter((s) => s.kind === kind);
    (OBJECTS[kind] ?? []).forEach(([obj, negObj, fit1], oi) => {
      const picks = rng
        .shuffle(
          fit.filter(
            (s) => fits(s, fit1, obj) && !(/brother|sister/.test(obj) && /brother|sister/.test(s.text)),
          ),
        )
        .slice(0, 15);
      for (const [i, s] of picks.entries()) {
        const form = is3sg(s) ? 'has' : 'have';
        const other = is3sg(s) ? 'have' : 'has';
        for (const p of [i % 3, (i + 1) % 3]) {
          // A question nobody would ask becomes the sentence form this subject does not get otherwise.
          const pattern = p === 1 && !askable(s, obj) ? (i + 2) % 3 : p;
          if (pattern === 1 && (s.text === 'we' || s.text === 'I')) continue;
          const subj = pattern === 1 ? s.text : stmt(s);
          if (pattern === 0) {
            out.push({
              text: `${capFirst(subj)} ___ ${obj}.`,
              answer: form,
              wrong: [
                {
                  choice: other,
                  errorType: 'agreement-have',
                  params: { subject: subj, person: is3sg(s) ? '3sg' : 'non-3sg' },
                },
              ],
              ruleId: is3sg(s) ? 'has-3sg' : 'have-others',
              trigger: [capFirst(subj)],
              skeleton: `have-has:stmt:${kind}:${oi}`,
            });
          } else if (pattern === 1) {
            const aux = is3sg(s) ? 'Does' : 'Do';
            out.push({
              text: `${aux} ${s.text} ___ ${obj}?`,
              answer: 'have',
              wrong: [{ choice: 'has', errorType: 'has-after-does', params: { aux: aux.toLowerCase() } }],
              ruleId: 'have-after-do',
              trigger: [aux],
              skeleton: `have-has:q:${kind}:${oi}`,
            });
          } else if (negObj) {
            const aux = is3sg(s) ? "doesn't" : "don't";
            out.push({
              text: `${capFirst(subj)} ${aux} ___ ${negObj}.`,
              answer: 'have',
              wrong: [{ choice: 'has', errorType: 'has-after-does', params: { aux } }],
              ruleId: 'have-after-do',
              trigger: [aux],
              skeleton: `have-has:neg:${kind}:${oi}`,
            });
          }
        }
      }
    });
  });
  // have got / has got
  const GOT: [string, string][] = [
    ['My sister', 'got two children'],
    ['Tom', 'got a new phone'],
    ['We', 'got a lot of homework today'],
    ['They', 'got a house by the sea'],
    ['She', 'got beautiful green eyes'],
    ['I', 'got a terrible headache'],
    ['Our flat', 'got three bedrooms'],
    ['My parents', 'got a small dog'],
    ['He', 'got a meeting at two'],
    ['You', 'got a lovely smile'],
    ['The hotel', 'got a swimming pool'],
    ['My grandparents', 'got a farm'],
  ];
  const thirdRe = /^(My sister|Tom|She|Our flat|He|The hotel)$/;
  GOT.forEach(([subj, rest], i) => {
    const third = thirdRe.test(subj);
    out.push({
      text: `${subj} ___ ${rest}.`,
      answer: third ? 'has' : 'have',
      wrong: [
        {
          choice: third ? 'have' : 'has',
          errorType: 'agreement-have',
          params: { subject: subj, person: third ? '3sg' : 'non-3sg' },
        },
      ],
      ruleId: third ? 'has-3sg' : 'have-others',
      trigger: [subj],
      skeleton: `have-has:got:${i}`,
    });
  });
  return out;
}

export const haveHasTopic: TopicDef = makeTopic(copy, { target: 2000, build: items });
