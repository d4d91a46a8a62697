import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * Only frames where one word is forced. "It's quite/rather cold" and "rather a good film" (BrE) are both
 * correct, so such frames are not used. "very" is offered only where it is impossible.
 * [answer, rule, sentence, trigger, offer "very" as a third choice]
 */
const LINES: ['quite' | 'rather', string, string, string, boolean][] = [
  ['rather', 'would-rather', 'I’d ___ stay at home {tonight|this weekend|today}.', 'I’d', true],
  ['rather', 'would-rather', 'She would ___ walk than take the bus.', 'would', true],
  ['rather', 'would-rather', 'Would you ___ have tea or coffee?', 'Would you', true],
  ['rather', 'would-rather', 'I’d ___ not talk about it, if you don’t mind.', 'I’d … not', true],
  ['rather', 'would-rather', 'We’d ___ go by train. It’s more comfortable.', 'We’d', true],
  ['rather', 'would-rather', 'He’d ___ die than say sorry.', 'He’d', true],
  ['rather', 'rather-than', 'Let’s have pizza ___ than pasta.', 'than', true],
  ['rather', 'rather-than', 'I prefer to read the book ___ than watch the film.', 'than', true],
  ['rather', 'rather-than', 'She decided to call ___ than write an email.', 'than', true],
  ['rather', 'rather-than', 'We chose a small hotel ___ than a big resort.', 'than', true],
  [
    'rather',
    'rather-comparative',
    'It’s ___ {warmer|colder|cloudier} today than yesterday.',
    '{warmer|colder|cloudier}',
    true,
  ],
  [
    'rather',
    'rather-comparative',
    'The test was ___ {easier|harder} than I expected.',
    '{easier|harder}',
    true,
  ],
  ['rather', 'rather-comparative', 'The trip took ___ longer than we planned.', 'longer', true],
  [
    'rather',
    'rather-comparative',
    'This flat is ___ more expensive than the last one.',
    'more expensive',
    true,
  ],
  ['rather', 'rather-too', 'The soup is ___ too salty for me.', 'too', true],
  ['rather', 'rather-too', 'He drives ___ too fast, in my opinion.', 'too', true],
  ['rather', 'rather-too', 'These shoes are ___ too small.', 'too', true],
  ['quite', 'quite-absolute', 'You are ___ right. I was wrong.', 'right', false],
  ['quite', 'quite-absolute', 'I’m not ___ sure what he means.', 'not … sure', false],
  ['quite', 'quite-absolute', 'That’s ___ impossible. Nobody can run that fast.', 'impossible', false],
  ['quite', 'quite-absolute', 'Dinner isn’t ___ ready yet. Give me five minutes.', 'isn’t … ready', false],
  ['quite', 'quite-absolute', 'I haven’t ___ finished my essay.', 'haven’t … finished', false],
  ['quite', 'quite-absolute', 'I don’t ___ understand the question.', 'don’t … understand', false],
  ['quite', 'quite-absolute', 'That’s ___ enough, children! Go to bed now.', 'enough', true],
  ['quite', 'quite-a-few', 'There were ___ a few people at the meeting.', 'a few', true],
  ['quite', 'quite-a-few', 'I’ve been to Lviv ___ a few times.', 'a few', true],
  ['quite', 'quite-a-few', 'She has made ___ a few friends at her new school.', 'a few', true],
];

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, rule, frame, trig, withVery], i) => {
    for (const text of expand(frame)) {
      const first = text.startsWith('___');
      const c = (w: string) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);
      const trigger = expand(trig).find((t) => text.includes(t)) ?? trig;
      const other = answer === 'quite' ? 'rather' : 'quite';
      out.push({
        text,
        answer: c(answer),
        wrong: [
          {
            choice: c(other),
            errorType: answer === 'quite' ? 'rather-for-quite' : 'quite-for-rather',
            params: { rule },
          },
          ...(withVery ? [{ choice: c('very'), errorType: 'very-impossible', params: { rule } }] : []),
        ],
        ruleId: rule,
        trigger: [trigger],
        skeleton: `quite-rather:${i}`,
      });
    }
  });
  return out;
}

export const quiteRatherTopic: TopicDef = makeTopic(
  {
    slug: 'quite-rather',
    sectionSlug: 'adjective',
    name: { en: 'Quite or rather', uk: 'Quite чи rather' },
    level: 'intermediate',
    possibleAnswers: ['quite', 'rather'],
    card: {
      rule: {
        en: 'Often both fit (quite cold, rather cold), but some patterns take only one. Rather: would rather, rather than, rather + a comparative (rather warmer), rather too. Quite: "completely" with words like right, sure, different, impossible, ready, enough; not quite; quite a few, quite a while.',
        uk: 'Часто підходять обидва (quite cold, rather cold), але деякі конструкції вимагають лише одного. Rather: would rather, rather than, rather + вищий ступінь (rather warmer), rather too. Quite: «цілком» зі словами right, sure, different, impossible, ready, enough; not quite; quite a few, quite a while.',
      },
      signals: {
        en: 'I’d / would, than, a comparative (-er, more), too → rather; right, sure, impossible, not … ready, a few, a while → quite.',
        uk: 'I’d / would, than, вищий ступінь (-er, more), too → rather; right, sure, impossible, not … ready, a few, a while → quite.',
      },
      examples: ['I’d rather stay at home tonight.', 'You are quite right.'],
    },
    rules: [
      {
        id: 'would-rather',
        statement: {
          en: 'Would rather (’d rather) + base verb means "prefer": I’d rather stay.',
          uk: 'Would rather (’d rather) + початкова форма означає «волію, краще б»: I’d rather stay.',
        },
      },
      {
        id: 'rather-than',
        statement: {
          en: 'Rather than means "instead of": tea rather than coffee.',
          uk: 'Rather than означає «замість»: tea rather than coffee.',
        },
      },
      {
        id: 'rather-comparative',
        statement: {
          en: 'Before a comparative we use rather, not quite: rather warmer, rather more expensive.',
          uk: 'Перед вищим ступенем уживаємо rather, а не quite: rather warmer, rather more expensive.',
        },
      },
      {
        id: 'rather-too',
        statement: {
          en: 'Rather too + adjective means "a bit too": rather too salty.',
          uk: 'Rather too + прикметник означає «трохи занадто»: rather too salty.',
        },
      },
      {
        id: 'quite-absolute',
        statement: {
          en: 'With "absolute" words (right, sure, different, impossible, ready, enough) and in not quite, quite means "completely".',
          uk: 'З «абсолютними» словами (right, sure, different, impossible, ready, enough) та в not quite слово quite означає «цілком, повністю».',
        },
      },
      {
        id: 'quite-a-few',
        statement: {
          en: 'Quite a few means "a fairly large number"; quite a while means "a fairly long time".',
          uk: 'Quite a few означає «чимало», quite a while — «досить довго».',
        },
      },
    ],
    target: 60,
  },
  items,
);
