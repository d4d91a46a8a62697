import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';

const PERSONS: { subj: string; obj: string; adj: string; pron: string; refl: string }[] = [
  { subj: 'I', obj: 'me', adj: 'my', pron: 'mine', refl: 'myself' },
  { subj: 'you', obj: 'you', adj: 'your', pron: 'yours', refl: 'yourself' },
  { subj: 'he', obj: 'him', adj: 'his', pron: 'his', refl: 'himself' },
  { subj: 'she', obj: 'her', adj: 'her', pron: 'hers', refl: 'herself' },
  { subj: 'we', obj: 'us', adj: 'our', pron: 'ours', refl: 'ourselves' },
  { subj: 'they', obj: 'them', adj: 'their', pron: 'theirs', refl: 'themselves' },
];
const THINGS = [
  'bag',
  'phone',
  'car',
  'umbrella',
  'key',
  'book',
  'jacket',
  'bike',
  'laptop',
  'coat',
  'ticket',
  'pen',
  'cup',
  'seat',
  'room',
];
const _OWNERS: Record<string, string> = {
  I: 'I',
  you: 'You',
  he: 'Tom',
  she: 'Anna',
  we: 'We',
  they: 'My parents',
};

export const possessives: TopicDef = topic({
  slug: 'possessive-adjectives-pronouns',
  section: 'pronoun',
  name: L('My or mine: possessive adjectives and pronouns', 'My чи mine: присвійні займенники'),
  level: 'basic',
  possibleAnswers: ['my', 'mine', 'your', 'yours'],
  rule: L(
    'Before a noun use my, your, his, her, our, their (my bag). Without a noun use mine, yours, his, hers, ours, theirs (the bag is mine).',
    'Перед іменником — my, your, his, her, our, their (my bag). Без іменника — mine, yours, his, hers, ours, theirs (the bag is mine).',
  ),
  signals: L(
    'a noun right after the blank → my/your…; no noun after it → mine/yours…',
    'іменник одразу після пропуску → my/your…; без іменника → mine/yours…',
  ),
  examples: ['This is my bag.', 'This bag is mine.'],
  rules: [
    rule(
      'adj',
      'A possessive before a noun: my, your, his, her, our, their.',
      'Присвійне слово перед іменником: my, your, his, her, our, their.',
    ),
    rule(
      'pron',
      'A possessive standing alone: mine, yours, his, hers, ours, theirs.',
      'Присвійний займенник без іменника: mine, yours, his, hers, ours, theirs.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const owner: Record<string, string> = {
      I: 'me',
      you: 'you',
      he: 'him',
      she: 'her',
      we: 'us',
      they: 'them',
    };
    const subjectCap: Record<string, string> = {
      I: 'I',
      you: 'You',
      he: 'He',
      she: 'She',
      we: 'We',
      they: 'They',
    };
    for (const [p, thing, k] of rng.shuffle(
      PERSONS.flatMap((p) => THINGS.flatMap((t) => [0, 1].map((k) => [p, t, k] as const))),
    )) {
      if (k === 0) {
        if (p.adj === p.pron) continue;
        yield item(rng, {
          text: `This ${thing} belongs to ${owner[p.subj]}: it is ___.`,
          answer: p.pron,
          wrong: [
            d(p.adj, 'adjective-without-noun', { pron: p.pron }),
            ...(p.obj !== p.adj ? [d(p.obj, 'object-for-possessive', { pron: p.pron })] : []),
          ],
          ruleId: 'pron',
          trigger: ['it is ___.'],
          skeleton: `pron-${p.subj}`,
        });
      } else {
        if (p.adj === p.pron) continue;
        yield item(rng, {
          text: `${subjectCap[p.subj]} can't find ___ ${thing}.`,
          answer: p.adj,
          wrong: [
            d(p.pron, 'pronoun-before-noun', { adj: p.adj }),
            ...(p.obj !== p.adj ? [d(p.obj, 'object-for-possessive', { adj: p.adj })] : []),
          ],
          ruleId: 'adj',
          trigger: [thing],
          skeleton: `adj-${p.subj}`,
        });
      }
    }
  },
});

/** The first sentence names who it is about, so only one object pronoun fits the second. */
const OBJECT_FRAMES: ((who: string, be: string) => string)[] = [
  (w, b) => `${w} ${b} new here, so please help {}.`,
  (w, b) => `${w} ${b} at the station. Can you pick {} up?`,
  (w, b) => `${w} ${b} waiting outside. Please let {} in.`,
  (w, b) => `${w} ${b} hungry, so my mother made a sandwich for {}.`,
  (w, b) => `${w} ${b} in this photo. Can you see {}?`,
  (w, b) => `${w} ${b} coming to the party, so please save a seat for {}.`,
  (w, b) => `${w} ${b} very kind. Everybody likes {}.`,
  (w, b) => `${w} ${b} on holiday. Send {} a postcard!`,
];
const WHO: Record<string, [string, string]> = {
  I: ['I', 'am'],
  he: ['Tom', 'is'],
  she: ['Anna', 'is'],
  we: ['We', 'are'],
  they: ['My cousins', 'are'],
};
const SUBJECT_FRAMES = [
  '{} live near the station.',
  '{} work in a bank.',
  '{} usually walk to school.',
  '{} like this song.',
  '{} often visit our grandparents.',
];

export const subjectObjectPronouns: TopicDef = topic({
  slug: 'subject-object-pronouns',
  section: 'pronoun',
  name: L('I or me: subject and object pronouns', 'I чи me: займенники-підмети й додатки'),
  level: 'basic',
  possibleAnswers: ['I', 'me', 'he', 'him'],
  rule: L(
    'Before a verb (as the subject) use I, he, she, we, they. After a verb or a preposition (as the object) use me, him, her, us, them.',
    'Перед дієсловом (як підмет) — I, he, she, we, they. Після дієслова чи прийменника (як додаток) — me, him, her, us, them.',
  ),
  signals: L(
    'after help, call, for, to, at… → me/him/her/us/them; at the start, before a verb → I/he/she/we/they',
    'після help, call, for, to, at… → me/him/her/us/them; на початку, перед дієсловом → I/he/she/we/they',
  ),
  examples: ['Can you help me?', 'They live near the station.'],
  rules: [
    rule(
      'object',
      'After a verb or a preposition use an object pronoun.',
      'Після дієслова чи прийменника — займенник у формі додатка.',
    ),
    rule(
      'subject',
      'Before the verb, as the subject, use a subject pronoun.',
      'Перед дієсловом, як підмет, — займенник-підмет.',
    ),
  ],
  target: 300,
  *generate(rng) {
    for (const [[frame, fi], p] of rng.shuffle(
      OBJECT_FRAMES.flatMap((f, fi) =>
        PERSONS.filter((x) => x.subj !== 'you').map((p) => [[f, fi], p] as const),
      ),
    )) {
      const [who, be] = WHO[p.subj] ?? ['They', 'are'];
      const text = frame(who, be);
      yield item(rng, {
        text,
        answer: p.obj,
        wrong: [
          d(p.subj, 'subject-for-object', { obj: p.obj }),
          d(p.adj === p.obj ? p.pron : p.adj, 'possessive-for-object', { obj: p.obj }),
        ].filter((x) => x.choice !== p.obj),
        ruleId: 'object',
        trigger: [who],
        skeleton: `obj-${fi}`,
      });
    }
    for (const [frame, p] of rng.shuffle(
      SUBJECT_FRAMES.flatMap((f) =>
        PERSONS.filter((x) => ['I', 'we', 'they'].includes(x.subj)).map((p) => [f, p] as const),
      ),
    )) {
      const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
      yield item(rng, {
        text: frame,
        answer: cap(p.subj),
        wrong: [
          d(cap(p.obj), 'object-for-subject', { subj: p.subj }),
          d(cap(p.adj), 'possessive-for-subject', { subj: p.subj }),
        ],
        ruleId: 'subject',
        trigger: [frame.replace('{} ', '').split(' ')[0] ?? ''],
        skeleton: frame,
      });
    }
  },
});
