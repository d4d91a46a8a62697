import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { ALL_SUBJECTS, bePresent, isThirdSingular } from '../lexicon/subjects.ts';

/** Words that always take one preposition, with objects that fit them and the usual wrong picks. */
const COLLOCATIONS: {
  head: string;
  prep: string;
  kind: 'adj' | 'verb';
  objects: string[];
  wrong: string[];
}[] = [
  {
    head: 'interested',
    prep: 'in',
    kind: 'adj',
    objects: ['history', 'modern art', 'football', 'politics', 'photography'],
    wrong: ['on', 'at'],
  },
  {
    head: 'good',
    prep: 'at',
    kind: 'adj',
    objects: ['maths', 'tennis', 'cooking', 'languages', 'drawing'],
    wrong: ['on', 'of'],
  },
  {
    head: 'afraid',
    prep: 'of',
    kind: 'adj',
    objects: ['spiders', 'the dark', 'big dogs', 'flying', 'deep water'],
    wrong: ['from', 'on'],
  },
  {
    head: 'proud',
    prep: 'of',
    kind: 'adj',
    objects: ['their children', 'the team', 'this result', 'our city'],
    wrong: ['on', 'from'],
  },
  {
    head: 'tired',
    prep: 'of',
    kind: 'adj',
    objects: ['the rain', 'this noise', 'waiting', 'the same food'],
    wrong: ['on', 'for'],
  },
  {
    head: 'famous',
    prep: 'for',
    kind: 'adj',
    objects: ['its beaches', 'its cheese', 'its old castle'],
    wrong: ['of', 'by'],
  },
  {
    head: 'worried',
    prep: 'about',
    kind: 'adj',
    objects: ['the exam', 'the weather', 'money', 'the interview'],
    wrong: ['of', 'on'],
  },
  {
    head: 'keen',
    prep: 'on',
    kind: 'adj',
    objects: ['cycling', 'jazz', 'gardening', 'old films'],
    wrong: ['in', 'at'],
  },
  {
    head: 'similar',
    prep: 'to',
    kind: 'adj',
    objects: ['mine', 'the first one', 'her mother’s'],
    wrong: ['with', 'as'],
  },
  {
    head: 'responsible',
    prep: 'for',
    kind: 'adj',
    objects: ['the project', 'the budget', 'the new students'],
    wrong: ['of', 'about'],
  },
  {
    head: 'married',
    prep: 'to',
    kind: 'adj',
    objects: ['a doctor', 'an artist', 'a teacher'],
    wrong: ['with', 'on'],
  },
  {
    head: 'fond',
    prep: 'of',
    kind: 'adj',
    objects: ['chocolate', 'animals', 'old music'],
    wrong: ['with', 'on'],
  },
  { head: 'full', prep: 'of', kind: 'adj', objects: ['energy', 'good ideas'], wrong: ['from', 'in'] },
  {
    head: 'depend',
    prep: 'on',
    kind: 'verb',
    objects: ['the weather', 'the price', 'their parents'],
    wrong: ['of', 'from'],
  },
  {
    head: 'listen',
    prep: 'to',
    kind: 'verb',
    objects: ['the radio', 'music', 'podcasts', 'the teacher'],
    wrong: ['at', 'on'],
  },
  {
    head: 'wait',
    prep: 'for',
    kind: 'verb',
    objects: ['the bus', 'a taxi', 'an answer', 'the results'],
    wrong: ['to', 'at'],
  },
  {
    head: 'belong',
    prep: 'to',
    kind: 'verb',
    objects: ['a tennis club', 'a choir', 'a book club'],
    wrong: ['at', 'for'],
  },
  {
    head: 'believe',
    prep: 'in',
    kind: 'verb',
    objects: ['ghosts', 'luck', 'hard work'],
    wrong: ['on', 'at'],
  },
  {
    head: 'laugh',
    prep: 'at',
    kind: 'verb',
    objects: ['his jokes', 'funny videos', 'old comedies'],
    wrong: ['on', 'to'],
  },
  {
    head: 'pay',
    prep: 'for',
    kind: 'verb',
    objects: ['the tickets', 'dinner', 'the taxi'],
    wrong: ['on', 'at'],
  },
  {
    head: 'apply',
    prep: 'for',
    kind: 'verb',
    objects: ['jobs', 'a visa', 'a new passport'],
    wrong: ['on', 'at'],
  },
  { head: 'agree', prep: 'with', kind: 'verb', objects: ['their boss', 'the teacher'], wrong: ['at', 'for'] },
  {
    head: 'complain',
    prep: 'about',
    kind: 'verb',
    objects: ['the noise', 'the food', 'the prices'],
    wrong: ['on', 'at'],
  },
  {
    head: 'dream',
    prep: 'about',
    kind: 'verb',
    objects: ['the sea', 'a big house', 'the holidays'],
    wrong: ['at', 'to'],
  },
];

export const mixedPrepositions: TopicDef = topic({
  slug: 'mixed-prepositions',
  section: 'basics',
  name: L('Words with fixed prepositions', 'Слова зі сталими прийменниками'),
  level: 'intermediate',
  possibleAnswers: ['in', 'at', 'of', 'for', 'to', 'on'],
  rule: L(
    'Many adjectives and verbs always take the same preposition: interested in, good at, afraid of, depend on, listen to, wait for. Learn them as pairs.',
    'Багато прикметників і дієслів завжди вживаються з тим самим прийменником: interested in, good at, afraid of, depend on, listen to, wait for. Вчіть їх парами.',
  ),
  signals: L(
    'the adjective or verb right before the blank',
    'прикметник або дієслово безпосередньо перед пропуском',
  ),
  examples: ['My sister is interested in history.', 'It depends on the weather.'],
  rules: [
    rule(
      'collocation',
      'This adjective or verb always takes this preposition.',
      'Цей прикметник чи дієслово завжди вживається з цим прийменником.',
    ),
  ],
  target: 700,
  *generate(rng) {
    const subjects = ALL_SUBJECTS.filter((s) => !s.text.includes('children'));
    const all = COLLOCATIONS.flatMap((c) =>
      c.objects.flatMap((o) => subjects.map((s) => [c, o, s] as const)),
    );
    for (const [c, object, subject] of rng.shuffle(all)) {
      const obj = object.replace('’', "'");
      const verb =
        c.kind === 'adj'
          ? `${bePresent(subject)} ${c.head}`
          : isThirdSingular(subject)
            ? c.head === 'apply'
              ? 'applies'
              : c.head.endsWith('y') && !/[aeiou]y$/.test(c.head)
                ? `${c.head.slice(0, -1)}ies`
                : `${c.head}s`
            : c.head;
      if (c.head === 'depend' && !['the weather', 'the price'].includes(object)) continue;
      const text = c.head === 'depend' ? `It depends {} ${obj}` : `${subject.text} ${verb} {} ${obj}`;
      yield item(rng, {
        text,
        answer: c.prep,
        wrong: c.wrong.map((w) => d(w, 'wrong-preposition', { trigger: c.head, right: c.prep })),
        ruleId: 'collocation',
        trigger: [c.head],
        skeleton: `${c.head}-${c.prep}`,
      });
    }
  },
});
