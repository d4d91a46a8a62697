import { cap, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * both … and, either … or, neither … nor: the second word in the sentence forces the first.
 * [first part with ___, X, link, Y, rest]
 */
const LINES: [string, string, string][] = [
  ['my brother', 'my sister', 'can swim'],
  ['Tom', 'Anna', 'came to the meeting'],
  ['the bus', 'the train', 'goes to the airport'],
  ['my mum', 'my dad', 'speaks English'],
  ['the kitchen', 'the bathroom', 'needs cleaning'],
  ['this café', 'that one', 'is open on Sundays'],
  ['Olena', 'her husband', 'drives'],
  ['the hotel', 'the hostel', 'has free Wi-Fi'],
  ['Maria', 'Andriy', 'passed the exam'],
  ['my uncle', 'my aunt', 'called me yesterday'],
  ['the museum', 'the gallery', 'is closed on Mondays'],
  ['Tom', 'Anna', 'will pick you up'],
  ['my father', 'my mother', 'will meet you at the station'],
  ['the manager', 'her assistant', 'can answer your question'],
  ['the teacher', 'the director', 'will sign the form'],
  ['my brother', 'my cousin', 'will bring the car'],
  ['Andriy', 'Olena', 'will call you tonight'],
];
const OBJECTS: [string, string, string][] = [
  ['You can have', 'tea', 'coffee'],
  ['We can go by', 'bus', 'train'],
  ['She speaks', 'French', 'German'],
  ['I’d like to visit', 'Lviv', 'Odesa'],
  ['You can pay', 'in cash', 'by card'],
  ['He plays', 'the guitar', 'the piano'],
  ['The shop sells', 'books', 'magazines'],
  ['We need', 'eggs', 'milk'],
  ['I can meet you on', 'Monday', 'Tuesday'],
  ['She likes', 'cats', 'dogs'],
  ['He speaks', 'Polish', 'Czech'],
  ['You can take', 'the bus', 'the metro'],
  ['The hotel has', 'a pool', 'a gym'],
  ['I want to learn', 'Spanish', 'Italian'],
  ['They sell', 'fruit', 'vegetables'],
  ['She plays', 'tennis', 'volleyball'],
  ['We can watch', 'a comedy', 'a thriller'],
];
const PAIR: Record<string, string> = { both: 'and', either: 'or', neither: 'nor' };

function items(): Item[] {
  const out: Item[] = [];
  const push = (text: string, answer: 'both' | 'either' | 'neither', skeleton: string) => {
    const first = text.startsWith('___');
    const c = (w: string) => (first ? cap(w) : w);
    out.push({
      text,
      answer: c(answer),
      wrong: (['both', 'either', 'neither'] as const)
        .filter((w) => w !== answer)
        .map((w) => ({
          choice: c(w),
          errorType: 'correlative-mismatch',
          params: { link: PAIR[answer] ?? '', wrongLink: PAIR[w] ?? '' },
        })),
      ruleId: answer,
      trigger: [PAIR[answer] ?? ''],
      skeleton,
    });
  };
  LINES.forEach(([x, y, rest], i) => {
    const restPl = rest
      .replace(/^has\b/, 'have')
      .replace(/^goes\b/, 'go')
      .replace(/^is\b/, 'are')
      .replace(/^(speak|need|drive)s\b/, '$1');
    push(`___ ${x} and ${y} ${restPl}.`, 'both', `both-either:subj:${i}:both`);
    push(`___ ${x} or ${y} ${rest}.`, 'either', `both-either:subj:${i}:either`);
    push(`___ ${x} nor ${y} ${rest}.`, 'neither', `both-either:subj:${i}:neither`);
  });
  OBJECTS.forEach(([start, x, y], i) => {
    push(`${start} ___ ${x} and ${y}.`, 'both', `both-either:obj:${i}:both`);
    push(`${start} ___ ${x} or ${y}.`, 'either', `both-either:obj:${i}:either`);
    // "You can have neither tea nor coffee" is correct but odd, so objects get no neither line.
  });
  return out;
}

export const bothEitherTopic: TopicDef = makeTopic(
  {
    slug: 'both-either-neither',
    sectionSlug: 'pronoun',
    name: { en: 'Both … and, either … or, neither … nor', uk: 'Both … and, either … or, neither … nor' },
    level: 'intermediate',
    possibleAnswers: ['both', 'either', 'neither'],
    card: {
      rule: {
        en: 'These words come in fixed pairs: both … and (the two, + a plural verb), either … or (one of the two), neither … nor (not one and not the other, with a positive verb).',
        uk: 'Ці слова утворюють сталі пари: both … and (обидва, дієслово в множині), either … or (або … або), neither … nor (ні … ні, дієслово в стверджувальній формі).',
      },
      signals: {
        en: 'and → both; or → either; nor → neither.',
        uk: 'and → both; or → either; nor → neither.',
      },
      examples: ['Both my mum and my dad speak English.', 'Neither Tom nor Anna came to the meeting.'],
    },
    rules: [
      {
        id: 'both',
        statement: {
          en: 'Both goes with and: both X and Y.',
          uk: 'Both уживаємо в парі з and: both X and Y.',
        },
      },
      {
        id: 'either',
        statement: {
          en: 'Either goes with or: either X or Y.',
          uk: 'Either уживаємо в парі з or: either X or Y.',
        },
      },
      {
        id: 'neither',
        statement: {
          en: 'Neither goes with nor: neither X nor Y (the verb stays positive).',
          uk: 'Neither уживаємо в парі з nor: neither X nor Y (дієслово стверджувальне).',
        },
      },
    ],
    target: 120,
  },
  items,
);
