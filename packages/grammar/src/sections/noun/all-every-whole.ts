import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

type A = 'all' | 'every' | 'whole';
/** [answer, sentence, the noun (phrase) that decides, rule]. Capitalised answers open the sentence. */
const LINES: [A, string, string, string][] = [
  ['every', '___ student in the class passed the exam.', 'student', 'every-singular'],
  ['every', '___ room in the hotel has a balcony.', 'room', 'every-singular'],
  ['every', 'I go swimming ___ {Monday|Friday|Saturday}.', '{Monday|Friday|Saturday}', 'every-singular'],
  ['every', 'She calls her mother ___ {evening|Sunday|week}.', '{evening|Sunday|week}', 'every-singular'],
  ['every', 'The buses run ___ {ten minutes|half hour}.', '{ten minutes|half hour}', 'every-singular'],
  ['every', 'Take one tablet ___ {four hours|morning}.', '{four hours|morning}', 'every-singular'],
  ['every', 'He has read ___ book in the library.', 'book', 'every-singular'],
  ['every', 'Not ___ {child|student} likes grammar.', '{child|student}', 'every-singular'],
  ['every', '___ {house|shop} in this street is painted white.', '{house|shop}', 'every-singular'],
  ['every', 'I’ve told you ___ single detail.', 'single', 'every-singular'],
  ['every', 'She remembers ___ word the teacher says.', 'word', 'every-singular'],
  ['every', 'We visit my grandparents ___ summer.', 'summer', 'every-singular'],
  ['every', '___ time I see him, he is eating.', 'time', 'every-singular'],
  ['every', '___ one of these photos is beautiful.', 'one of', 'every-singular'],
  ['all', '___ the students passed the exam.', 'the students', 'all-plural'],
  ['all', '___ my friends came to the party.', 'my friends', 'all-plural'],
  ['all', '___ the money was in one bag.', 'the money', 'all-plural'],
  ['all', '___ children love ice cream.', 'children', 'all-plural'],
  ['all', '___ of us were tired after the trip.', 'of us', 'all-plural'],
  ['all', 'I’ve spent ___ my money on books.', 'my money', 'all-plural'],
  ['all', 'We ate ___ the {biscuits|cake|sandwiches}.', 'the {biscuits|cake|sandwiches}', 'all-plural'],
  ['all', '___ the {shops|banks|museums} are closed on Sunday.', 'the {shops|banks|museums}', 'all-plural'],
  ['all', 'It rained ___ day yesterday.', 'day yesterday', 'all-time'],
  ['all', 'We were at the beach ___ morning yesterday.', 'morning yesterday', 'all-time'],
  ['all', 'She was on the phone ___ evening yesterday.', 'evening yesterday', 'all-time'],
  ['all', 'They talked ___ night long.', 'night long', 'all-time'],
  ['all', '___ the information is on our website.', 'the information', 'all-plural'],
  ['all', 'Thank you for ___ your help.', 'your help', 'all-plural'],
  ['all', '___ these {books|clothes|toys} are for you.', 'these {books|clothes|toys}', 'all-plural'],
  ['whole', 'She ate the ___ {cake|pizza|box of chocolates} by herself.', 'the', 'whole-the'],
  ['whole', 'The ___ {family|class|team} went to the concert.', 'The', 'whole-the'],
  ['whole', 'I’ve lived here my ___ life.', 'my', 'whole-the'],
  ['whole', 'He spent the ___ {day|weekend|evening} in bed.', 'the', 'whole-the'],
  ['whole', 'The ___ city was covered in snow.', 'The', 'whole-the'],
  ['whole', 'I read the ___ book in one night.', 'the', 'whole-the'],
  ['whole', 'She was nervous the ___ time.', 'the', 'whole-the'],
  ['whole', 'The ___ world was watching the match.', 'The', 'whole-the'],
  ['whole', 'We cleaned the ___ house before the guests came.', 'the', 'whole-the'],
  ['whole', 'He told me the ___ story.', 'the', 'whole-the'],
  ['whole', 'She drank a ___ bottle of water after the run.', 'a', 'whole-the'],
];

const ERR: Record<A, string> = {
  all: 'all-with-singular',
  every: 'every-not-singular',
  whole: 'whole-without-determiner',
};
const cap = (w: string, first: boolean) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, frame, noun, rule], i) => {
    for (const text of expand(frame)) {
      const first = text.startsWith('___');
      const nounHit = expand(noun).find((n) => text.includes(n)) ?? noun;
      const wrong = (['all', 'every', 'whole'] as const)
        .filter((w) => w !== answer)
        // "the whole" needs the/a/my before it: at the start of a sentence "Whole" can never fit.
        .map((w) => ({ choice: cap(w, first), errorType: ERR[w], params: { noun: nounHit } }));
      out.push({
        text,
        answer: cap(answer, first),
        wrong,
        ruleId: rule,
        trigger: [nounHit],
        skeleton: `all-every-whole:${i}`,
      });
    }
  });
  return out;
}

export const allEveryWholeTopic: TopicDef = makeTopic(
  {
    slug: 'all-every-whole',
    sectionSlug: 'noun',
    name: { en: 'All, every or whole', uk: 'All, every чи whole' },
    level: 'intermediate',
    possibleAnswers: ['all', 'every', 'whole'],
    card: {
      rule: {
        en: 'Every + a singular countable noun (every student, every Monday). All + a plural or uncountable noun, often with the/my (all the students, all my money), and all day / all night for a whole period. Whole comes after the/a/my + a singular noun (the whole cake, my whole life).',
        uk: 'Every + злічуваний іменник в однині (every student, every Monday). All + іменник у множині або незлічуваний, часто з the/my (all the students, all my money), а також all day / all night — «увесь день». Whole стоїть після the/a/my перед іменником в однині (the whole cake, my whole life).',
      },
      signals: {
        en: 'singular noun after the gap → every; the/my/these + plural or uncountable, of us → all; the/a/my before the gap → whole.',
        uk: 'іменник в однині після пропуску → every; the/my/these + множина чи незлічуваний, of us → all; the/a/my перед пропуском → whole.',
      },
      examples: ['Every room in the hotel has a balcony.', 'She ate the whole cake by herself.'],
    },
    rules: [
      {
        id: 'every-singular',
        statement: {
          en: 'Every goes with a singular countable noun and a singular verb: every student is…',
          uk: 'Every вживаємо зі злічуваним іменником в однині та дієсловом в однині: every student is…',
        },
      },
      {
        id: 'all-plural',
        statement: {
          en: 'All goes with plural or uncountable nouns, often before the, my, these, or with of us/them.',
          uk: 'All вживаємо з іменниками у множині чи незлічуваними, часто перед the, my, these або в of us/them.',
        },
      },
      {
        id: 'all-time',
        statement: {
          en: 'All day, all morning, all night mean "the whole day/morning/night".',
          uk: 'All day, all morning, all night означають «цілий день/ранок/ніч».',
        },
      },
      {
        id: 'whole-the',
        statement: {
          en: 'Whole comes after the, a or my and before a singular noun: the whole day, my whole life.',
          uk: 'Whole стоїть після the, a чи my і перед іменником в однині: the whole day, my whole life.',
        },
      },
    ],
    target: 120,
  },
  items,
);
