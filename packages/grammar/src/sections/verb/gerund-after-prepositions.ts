import { pairs, tail, vp } from '../../core/clause.ts';
import { arrangementMarkers, framesFor } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './gerund-after-prepositions.json' with { type: 'json' };

type PrepUse = { phrase: (be: string) => string; frames: string[]; future: boolean; to: boolean; id: string };
const PREP_USES: PrepUse[] = [
  {
    id: 'good-at',
    phrase: (be) => `${be} good at`,
    future: false,
    to: true,
    frames: [
      'bake bread',
      'make pancakes',
      'paint pictures',
      'draw pictures of animals',
      'play tennis',
      'play the guitar',
      'sing in a choir',
      'repair old bikes',
      'take photos of the city',
      'climb mountains',
      'play volleyball on the beach',
      'play basketball in the park',
      'grow tomatoes in the garden',
    ],
  },
  {
    id: 'tired-of',
    phrase: (be) => `${be} tired of`,
    future: false,
    to: true,
    frames: [
      'wash the dishes after dinner',
      'cook dinner for the family',
      'clean the kitchen',
      'clean the house',
      'do the shopping',
      'iron {poss} shirts',
      'tidy {poss} room',
      'cut the grass',
      'clean the windows',
      'work late at the office',
      'take the bus to work',
      'get at seven',
      'answer letters from clients',
      'wear a uniform at work',
      'eat lunch in the canteen',
      'catch the early train',
      'drive {poss} children to school',
      'vacuum the living room',
      'sweep the kitchen floor',
      'empty the dishwasher',
      'change the bed sheets',
      'walk the dog',
      'collect {poss} son from school',
      'write reports at work',
      'polish {poss} shoes',
    ],
  },
  {
    id: 'looking-forward-to',
    phrase: (be) => `${be} looking forward to`,
    future: true,
    to: false,
    frames: [
      'visit {poss} grandparents',
      'go camping',
      'fly to Italy',
      'spend a week in Spain',
      'go to the seaside',
      'visit London',
      'travel to the mountains',
      'go skiing',
      'meet {poss} friends in the park',
      'go to the theatre',
      'visit the zoo',
      'visit {poss} cousins in the country',
      'rent a house by the lake',
      'play tennis',
      'visit Paris',
      'travel around Europe',
      'go hiking in the mountains',
      'stay at a hotel by the sea',
      'spend two weeks at the seaside',
      "visit {poss} friend's farm",
      'go fishing',
      'go dancing',
    ],
  },
  {
    id: 'thinking-about',
    phrase: (be) => `${be} thinking about`,
    future: true,
    to: true,
    frames: [
      'rent a house by the lake',
      'fly to Italy',
      'spend a week in Spain',
      'go camping',
      'paint the fence',
      'practise yoga',
      'sing in a choir',
      'travel to the mountains',
      'go skiing',
      'visit London',
      'grow tomatoes in the garden',
      'travel around Europe',
      'go hiking in the mountains',
      'visit Paris',
      'work from home',
      'play basketball in the park',
    ],
  },
  {
    id: 'interested-in',
    phrase: (be) => `${be} interested in`,
    future: false,
    to: true,
    frames: [
      'paint pictures',
      'draw pictures of animals',
      'play the guitar',
      'practise yoga',
      'study English',
      'sing in a choir',
      'take photos of the city',
      'climb mountains',
      'go horse riding',
      'bake bread',
      'grow tomatoes in the garden',
      'read comics',
    ],
  },
];

export const gerundAfterPrepositions: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    // "You are good at cooking" tells the learner about themselves: left out.
    const subjects = ALL_SUBJECTS.filter((x) => x.text !== 'you');
    const streams = PREP_USES.map((u) => ({ u, it: pairs(rng, framesFor(u.frames), subjects) }));
    for (;;) {
      let any = false;
      for (const { u, it } of streams) {
        const next = it.next();
        if (next.done) continue;
        any = true;
        const [frame, subject] = next.value;
        const f = verbForms(frame.verb);
        const be = bePresent(subject);
        const phrase = u.phrase(be);
        const prep = phrase.split(' ').at(-1) ?? '';
        // Skiing is looked forward to in winter, not "in August".
        const when = /skiing/.test(frame.rest)
          ? ['next winter', 'in January']
          : /tomatoes|flowers/.test(frame.rest)
            ? ['next spring', 'this spring']
            : arrangementMarkers(frame);
        const marker = u.future ? ` ${rng.pick(when)}` : '';
        const wrong = [
          d(vp(f.base, frame), u.to ? 'base-after-preposition' : 'base-after-to-preposition', { prep }),
        ];
        if (u.to) wrong.push(d(vp(`to ${f.base}`, frame), 'to-infinitive-after-preposition', { prep }));
        yield item(rng, {
          text: `${subject.text} ${phrase} {} ${tail(frame, subject)}${marker}`,
          answer: vp(f.ing, frame),
          wrong,
          ruleId: 'gerund-after-preposition',
          trigger: [phrase.split(' ').slice(1).join(' ')],
          features: { pattern: u.id },
          skeleton: `${frame.id}-${u.id}`,
        });
      }
      if (!any) return;
    }
  },
});
