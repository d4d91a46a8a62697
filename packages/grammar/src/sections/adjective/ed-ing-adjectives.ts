import { expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * -ed adjectives say how a person feels (bored, interested); -ing adjectives describe the thing that causes
 * the feeling (boring, interesting). A person + the adjective's own preposition forces -ed; a thing as the
 * subject (a film cannot feel bored) forces -ing. [stem, -ed preposition, things that cause it]
 */
const PAIRS: [string, string, string, string, string[]][] = [
  ['bored', 'boring', 'with', 'by', ['the lecture', 'the long meeting', 'the film']],
  ['interested', 'interesting', 'in', 'in', ['modern art', 'history', 'the project']],
  ['tired', 'tiring', 'of', 'after', ['the same old excuses', 'the long journey']],
  ['excited', 'exciting', 'about', 'about', ['the trip', 'the concert', 'the match']],
  ['surprised', 'surprising', 'by', 'at', ['the news', 'the result', 'the price']],
  ['disappointed', 'disappointing', 'with', 'by', ['the results', 'the hotel', 'the service']],
  ['confused', 'confusing', 'by', 'about', ['the instructions', 'the new timetable', 'the rules']],
  ['frightened', 'frightening', 'by', 'of', ['the storm', 'the film', 'the noise in the attic']],
  ['annoyed', 'annoying', 'by', 'about', ['the noise', 'the delay', 'the constant phone calls']],
  ['amazed', 'amazing', 'by', 'at', ['the view', 'the fireworks', 'the city']],
  ['embarrassed', 'embarrassing', 'by', 'about', ['the mistake', 'his behaviour', 'the photos']],
  ['worried', 'worrying', 'about', 'about', ['the exam', 'the news', 'the weather']],
  ['shocked', 'shocking', 'by', 'at', ['the news', 'the prices', 'the accident']],
  ['satisfied', 'satisfying', 'with', 'with', ['the result', 'the service', 'the meal']],
  ['amused', 'amusing', 'by', 'by', ['the story', 'the joke', 'the cartoon']],
  ['relaxed', 'relaxing', 'after', 'after', ['the holiday', 'the massage', 'the weekend']],
];
const PEOPLE = [
  'I was',
  'We were',
  'She was',
  'My parents were',
  'The children were',
  'Everyone was',
  'Tom was',
  'The tourists were',
];
/** Things that need a plural verb. */
const PLURAL_THING =
  /^(the results|the instructions|the rules|the prices|the fireworks|the photos|the same old excuses|the constant phone calls)$/;

/**
 * Issue 16: authored bases, each its own skeleton; {a|b} joins a subject with its own pronouns.
 * [sentence, form, -ed, -ing, what decides it]. -ed only for a person who feels (with its preposition, a
 * feeling verb or "to hear/see"); -ing only for a thing or situation (never a person, an animal, or a
 * noun like look / face / voice, where "a bored look" is right). No "tired of" (be tiring of = tire of).
 */
const AUTHORED: [string, 'ed' | 'ing', string, string, string][] = [
  ['I’m really ___ in {history|photography|old films}.', 'ed', 'interested', 'interesting', 'I’m … in'],
  [
    '{Are you|Is your sister|Are the kids} ___ about the trip to the seaside?',
    'ed',
    'excited',
    'exciting',
    'about the trip',
  ],
  [
    'I get really ___ when people {talk on the phone|eat loudly} in the cinema.',
    'ed',
    'annoyed',
    'annoying',
    'I get',
  ],
  [
    '{She felt so ___ after the massage that she|I felt so ___ after the massage that I} fell asleep.',
    'ed',
    'relaxed',
    'relaxing',
    'felt',
  ],
  [
    'We were ___ to hear that {the shop|the café|the cinema} had closed.',
    'ed',
    'surprised',
    'surprising',
    'We were … to hear',
  ],
  [
    'The children were ___ of the big {dog|goose} next door.',
    'ed',
    'frightened',
    'frightening',
    'The children … of',
  ],
  [
    '{He looked ___ when nobody laughed at his|She looked ___ when nobody laughed at her} joke.',
    'ed',
    'embarrassed',
    'embarrassing',
    'looked … when nobody laughed',
  ],
  ['Are you ___ with your new {phone|car|flat}?', 'ed', 'satisfied', 'satisfying', 'Are you … with'],
  [
    'I was ___ by the ending of the {film|book}. I didn’t expect it at all.',
    'ed',
    'surprised',
    'surprising',
    'I was … by',
  ],
  [
    '{My parents are|My mum is|We’re all} ___ about my brother. He hasn’t called for a week.',
    'ed',
    'worried',
    'worrying',
    'My parents … about',
  ],
  [
    'The {students|audience} got ___ during the long {lecture|talk} and started looking at their phones.',
    'ed',
    'bored',
    'boring',
    'The students got',
  ],
  [
    '{I was so ___ after the run that I|She was so ___ after the run that she} went straight to bed.',
    'ed',
    'tired',
    'tiring',
    'went straight to bed',
  ],
  [
    'We were ___ with the {hotel|holiday flat}. The room was dirty and small.',
    'ed',
    'disappointed',
    'disappointing',
    'We were … with',
  ],
  [
    'I’m a bit ___. Can you explain the {question|last part} again?',
    'ed',
    'confused',
    'confusing',
    'Can you explain … again?',
  ],
  [
    '{Everyone was|The whole town was} ___ by the news of the accident.',
    'ed',
    'shocked',
    'shocking',
    'Everyone was … by',
  ],
  [
    '{She was ___ that her son|He was ___ that his son} spoke such good English.',
    'ed',
    'amazed',
    'amazing',
    'at how well',
  ],
  [
    'The kids were ___ by the {clown’s tricks|puppet show} and laughed all afternoon.',
    'ed',
    'amused',
    'amusing',
    'The kids were … by',
  ],
  [
    '{I feel|We feel|She feels} much more ___ now that the exams are over.',
    'ed',
    'relaxed',
    'relaxing',
    'I feel',
  ],
  [
    'There’s no need to feel ___ about the {interview|exam|driving test}. You’ll be fine.',
    'ed',
    'worried',
    'worrying',
    'to feel … about',
  ],
  [
    'I was ___ when I saw the price {of the tickets|of petrol}. It was three times more than last year.',
    'ed',
    'shocked',
    'shocking',
    'I was … when I saw',
  ],
  [
    'We were ___ to see so many people at the {meeting|concert}.',
    'ed',
    'surprised',
    'surprising',
    'We were … to see',
  ],
  [
    'I’m getting ___ with this {game|film}. Let’s {play|watch} something else.',
    'ed',
    'bored',
    'boring',
    'I’m getting … with',
  ],
  [
    'The {passengers|travellers} were ___ by the long delay.',
    'ed',
    'annoyed',
    'annoying',
    'The passengers were … by',
  ],
  [
    'Were you ___ when you heard the {result|news}?',
    'ed',
    'surprised',
    'surprising',
    'Were you … when you heard',
  ],
  [
    '{My grandmother|My dad} is ___ in everything I do at university.',
    'ed',
    'interested',
    'interesting',
    'is … in',
  ],
  [
    'I felt really ___ when I forgot {my boss’s|my teacher’s} name.',
    'ed',
    'embarrassed',
    'embarrassing',
    'I felt … when I forgot',
  ],
  [
    'The fans were very ___ with the team’s performance {on Saturday|last night}.',
    'ed',
    'disappointed',
    'disappointing',
    'The fans were … with',
  ],
  [
    '{The little boy was|The children were} ___ by the thunder and hid under the bed.',
    'ed',
    'frightened',
    'frightening',
    'hid under the bed',
  ],
  [
    'Tourists are always ___ by the size of the {cathedral|old castle}.',
    'ed',
    'amazed',
    'amazing',
    'Tourists are … by',
  ],
  [
    'I got ___ by all the different buttons on the new {remote control|coffee machine}.',
    'ed',
    'confused',
    'confusing',
    'I got … by',
  ],
  [
    'The {lecture|meeting} was so ___ that half the room fell asleep.',
    'ing',
    'bored',
    'boring',
    'The lecture',
  ],
  ['This {book|series} is really ___. I can’t stop reading it.', 'ing', 'excited', 'exciting', 'This book'],
  ['The {journey|drive|flight} was long and ___.', 'ing', 'tired', 'tiring', 'The journey'],
  ['The news about the {factory|school} closing is very ___.', 'ing', 'worried', 'worrying', 'The news'],
  [
    'It was a really ___ {match|game}. Nobody knew who would win until the last minute.',
    'ing',
    'excited',
    'exciting',
    'match',
  ],
  [
    'The instructions are really ___. I don’t understand step three.',
    'ing',
    'confused',
    'confusing',
    'The instructions',
  ],
  ['The {ending|result} was ___. Nobody expected it.', 'ing', 'surprised', 'surprising', 'The ending'],
  [
    'Working in a {call centre|busy restaurant} all day is really ___.',
    'ing',
    'tired',
    'tiring',
    'Working in a call centre',
  ],
  [
    'It’s so ___ when the {bus|train} doesn’t come on time.',
    'ing',
    'annoyed',
    'annoying',
    'when the bus doesn’t come',
  ],
  ['The view from the top of the {tower|hill} is ___.', 'ing', 'amazed', 'amazing', 'The view'],
  [
    'Falling over in front of the whole {class|school} was so ___.',
    'ing',
    'embarrassed',
    'embarrassing',
    'Falling over',
  ],
  [
    'The prices in this {shop|café} are ___. Everything costs twice as much as last year.',
    'ing',
    'shocked',
    'shocking',
    'The prices',
  ],
  ['A hot {bath|shower} after a long day is very ___.', 'ing', 'relaxed', 'relaxing', 'A hot bath'],
  [
    'Finishing a difficult {puzzle|crossword} is very ___.',
    'ing',
    'satisfied',
    'satisfying',
    'Finishing a difficult puzzle',
  ],
  ['{His|Her} stories are always really ___.', 'ing', 'amused', 'amusing', 'stories'],
  [
    'The {film|story} was so ___ that I had nightmares for a week.',
    'ing',
    'frightened',
    'frightening',
    'The film',
  ],
  [
    'The {exam|test} results were ___. We expected much better.',
    'ing',
    'disappointed',
    'disappointing',
    'The exam results',
  ],
  [
    'Swimming with dolphins was an ___ experience{| for the whole family}.',
    'ing',
    'amazed',
    'amazing',
    'experience',
  ],
  ['What an ___ {idea|plan}! Tell me more.', 'ing', 'interested', 'interesting', 'idea'],
  [
    'The weather this summer has been ___. It’s rained almost every day.',
    'ing',
    'disappointed',
    'disappointing',
    'The weather',
  ],
  [
    '{Driving|Cycling} in a big city for the first time is quite ___.',
    'ing',
    'frightened',
    'frightening',
    'Driving in a big city',
  ],
  [
    'The new {timetable|website} is ___. I can’t find anything.',
    'ing',
    'confused',
    'confusing',
    'The new timetable',
  ],
  [
    'The walk up the {mountain|hill} was ___, but the view was worth it.',
    'ing',
    'tired',
    'tiring',
    'The walk',
  ],
  ['Some of the adverts on {TV|the radio} are really ___.', 'ing', 'annoyed', 'annoying', 'the adverts'],
  [
    'The number of people who came was ___. We only expected {twenty|thirty}.',
    'ing',
    'surprised',
    'surprising',
    'The number of people',
  ],
  ['It was a very ___ {lesson|talk}. I learned a lot.', 'ing', 'interested', 'interesting', 'lesson'],
  ['That noise from the {fridge|fan} is really ___.', 'ing', 'annoyed', 'annoying', 'That noise'],
  ['The {traffic|drive} home was really ___ after a long day.', 'ing', 'tired', 'tiring', 'The traffic'],
  ['The photos of the {flood|fire} on the news were ___.', 'ing', 'shocked', 'shocking', 'The photos'],
  [
    'Going to the dentist can be ___ for small children.',
    'ing',
    'frightened',
    'frightening',
    'Going to the dentist',
  ],
  ['A week {by the sea|in the mountains} was very ___.', 'ing', 'relaxed', 'relaxing', 'A week by the sea'],
  [
    'The {speech|interview} was a bit ___. He kept forgetting what he wanted to say.',
    'ing',
    'embarrassed',
    'embarrassing',
    'The speech',
  ],
  ['{Cleaning the whole house|Painting a room} on your own is a ___ job.', 'ing', 'tired', 'tiring', 'job'],
  [
    'The food {was ___. The soup was cold and the bread was old|at the wedding was ___. The soup was cold}.',
    'ing',
    'disappointed',
    'disappointing',
    'The food',
  ],
  [
    'Watching the fireworks over the {river|city} was ___.',
    'ing',
    'amazed',
    'amazing',
    'Watching the fireworks',
  ],
  [
    'The {lesson|programme} was so ___ that I switched off after ten minutes.',
    'ing',
    'bored',
    'boring',
    'The lesson',
  ],
  [
    '{Our teacher was|The manager was} ___ with our work and let us go home early.',
    'ed',
    'satisfied',
    'satisfying',
    'was … with our work',
  ],
  [
    '{I’m|We’re} really ___ about {the holidays|the concert} next week.',
    'ed',
    'excited',
    'exciting',
    'about … next week',
  ],
  [
    '{He was ___ to find out that his|She was ___ to find out that her} flight was cancelled.',
    'ed',
    'annoyed',
    'annoying',
    'to find out',
  ],
  [
    'I was ___ to learn that {Max|Olena} speaks five languages.',
    'ed',
    'amazed',
    'amazing',
    'I was … to learn',
  ],
  [
    '{The cat|The baby} looked ___ by all the noise at the party.',
    'ed',
    'frightened',
    'frightening',
    'looked … by all the noise',
  ],
  [
    'The {teachers|parents} were ___ by the new rules about phones.',
    'ed',
    'confused',
    'confusing',
    'were … by the new rules',
  ],
  [
    'Learning a new language is ___, but it takes time.',
    'ing',
    'interested',
    'interesting',
    'Learning a new language',
  ],
  ['The {storm|thunder} last night was really ___.', 'ing', 'frightened', 'frightening', 'The storm'],
  [
    'Getting the top mark in the {exam|class} was very ___.',
    'ing',
    'satisfied',
    'satisfying',
    'Getting the top mark',
  ],
  [
    'Waiting for the doctor for two hours was really ___.',
    'ing',
    'annoyed',
    'annoying',
    'Waiting for the doctor',
  ],
  ['The {trip|tour} around the old town was really ___.', 'ing', 'interested', 'interesting', 'The trip'],
  [
    'The {end of the film|last chapter} was really ___. I didn’t see it coming.',
    'ing',
    'surprised',
    'surprising',
    'The end of the film',
  ],
  [
    'The rise in {food|energy} prices is very ___ for many families.',
    'ing',
    'worried',
    'worrying',
    'The rise in prices',
  ],
  [
    '{My brother is|My sister is|I’m} ___ in {football|cooking|science}, so I bought a magazine about it.',
    'ed',
    'interested',
    'interesting',
    'is … in',
  ],
  [
    'We were all ___ with the new {menu|restaurant}. The portions were tiny.',
    'ed',
    'disappointed',
    'disappointing',
    'We were all … with',
  ],
  [
    '{Don’t look so|Try not to look so} ___. It’s only a small spider!',
    'ed',
    'frightened',
    'frightening',
    'It’s only a small spider',
  ],
  [
    'The {old man|old woman} was ___ by the young people’s kindness.',
    'ed',
    'surprised',
    'surprising',
    'was … by',
  ],
  ['{I was|We were} ___ to read that the museum is closing.', 'ed', 'shocked', 'shocking', 'to read'],
  [
    'The {parents|teachers} were ___ with the new playground.',
    'ed',
    'satisfied',
    'satisfying',
    'were … with',
  ],
  ['The {match|race} was really ___ to watch.', 'ing', 'excited', 'exciting', 'The match'],
  ['The {museum|exhibition} was more ___ than I expected.', 'ing', 'interested', 'interesting', 'The museum'],
  [
    'Doing the same thing every day can be very ___.',
    'ing',
    'bored',
    'boring',
    'Doing the same thing every day',
  ],
  ['The {long walk|hike} in the rain was really ___.', 'ing', 'tired', 'tiring', 'The long walk'],
  [
    'Reading in the {garden|park} on a sunny afternoon is very ___.',
    'ing',
    'relaxed',
    'relaxing',
    'Reading in the garden',
  ],
  [
    'The news about the {accident|fire} was ___. Nobody could believe it.',
    'ing',
    'shocked',
    'shocking',
    'The news',
  ],
  ['The {sound|smell} of the sea is very ___.', 'ing', 'relaxed', 'relaxing', 'The sound of the sea'],
  [
    'The latest figures are ___. Sales have fallen for the third month.',
    'ing',
    'worried',
    'worrying',
    'The latest figures',
  ],
  [
    'The new {rules|road signs} are ___. Nobody knows where to park.',
    'ing',
    'confused',
    'confusing',
    'The new rules',
  ],
  [
    'The {concert|show} was ___. The band played for only twenty minutes.',
    'ing',
    'disappointed',
    'disappointing',
    'The concert',
  ],
  ['The {fireworks|lights} over the city were ___.', 'ing', 'amazed', 'amazing', 'The fireworks'],
  [
    'Writing a report on a Friday afternoon is never very ___.',
    'ing',
    'excited',
    'exciting',
    'Writing a report',
  ],
  [
    '{The tourists were|My parents were} ___ that the food was so cheap.',
    'ed',
    'surprised',
    'surprising',
    'were … by how cheap',
  ],
  [
    '{I’m|We’re} very ___ with the new kitchen. It looks great.',
    'ed',
    'satisfied',
    'satisfying',
    'with the new kitchen',
  ],
];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PAIRS.forEach(([ed, ing, prep, , things], pi) => {
    things.forEach((thing, ti) => {
      const subj = rng.pick(PEOPLE);
      if (ed === 'tired' && thing === 'the long journey') {
        out.push({
          text: `${subj} very ___ after the long journey.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' ')],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      } else {
        const p = ed === 'tired' ? 'of' : prep;
        out.push({
          text: `${subj} really ___ ${p} ${thing}.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' '), p],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      }
      if (/excuses|phone calls|the same/.test(thing)) return;
      const be = PLURAL_THING.test(thing) ? 'were' : 'was';
      const t = thing.charAt(0).toUpperCase() + thing.slice(1);
      const modern = /^(modern art|history)$/.test(thing);
      out.push({
        text: modern ? `${t} is really ___.` : `${t} ${be} really ___.`,
        answer: ing,
        wrong: [{ choice: ed, errorType: 'ed-for-ing', params: { ed, ing, thing } }],
        ruleId: 'ing',
        trigger: [thing],
        skeleton: `ed-ing:ing:${pi}:${ti}`,
      });
    });
    out.push({
      text: `It was a really ___ ${pi % 2 === 0 ? 'day' : 'experience'}.`,
      answer: ing,
      wrong: [
        {
          choice: ed,
          errorType: 'ed-for-ing',
          params: { ed, ing, thing: pi % 2 === 0 ? 'day' : 'experience' },
        },
      ],
      ruleId: 'ing',
      trigger: [pi % 2 === 0 ? 'day' : 'experience'],
      skeleton: `ed-ing:noun:${pi}`,
    });
  });
  AUTHORED.forEach(([frame, form, ed, ing, cue], i) => {
    for (const text of expand(frame))
      out.push({
        text,
        answer: form === 'ed' ? ed : ing,
        wrong: [
          form === 'ed'
            ? { choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }
            : { choice: ed, errorType: 'ed-for-ing', params: { ed, ing, thing: cue } },
        ],
        ruleId: form,
        trigger: [cue],
        skeleton: `ed-ing:authored:${i}`,
      });
  });
  return out;
}

export const edIngTopic: TopicDef = makeTopic(
  {
    slug: 'ed-ing-adjectives',
    sectionSlug: 'adjective',
    name: {
      en: '-ed and -ing adjectives: bored or boring',
      uk: 'Прикметники на -ed та -ing: bored чи boring',
    },
    level: 'intermediate',
    possibleAnswers: ['bored', 'boring', 'interested', 'interesting', 'tired', 'tiring'],
    card: {
      rule: {
        en: '-ed adjectives say how a person feels (I was bored, she is interested in art). -ing adjectives describe the thing or situation that causes the feeling (the film was boring, art is interesting).',
        uk: 'Прикметники на -ed описують, що відчуває людина (I was bored, she is interested in art). Прикметники на -ing описують річ чи ситуацію, яка викликає це почуття (the film was boring, art is interesting).',
      },
      signals: {
        en: 'a person + with / in / by / about / of → -ed; a thing or situation as the subject (the film, the news, a day) → -ing.',
        uk: 'людина + with / in / by / about / of → -ed; підмет — річ чи ситуація (the film, the news, a day) → -ing.',
      },
      examples: ['We were really bored with the lecture.', 'The lecture was really boring.'],
    },
    rules: [
      {
        id: 'ed',
        statement: {
          en: 'Use the -ed adjective for the person who has the feeling.',
          uk: 'Прикметник на -ed уживаємо для людини, яка відчуває почуття.',
        },
      },
      {
        id: 'ing',
        statement: {
          en: 'Use the -ing adjective for the thing or situation that causes the feeling.',
          uk: 'Прикметник на -ing уживаємо для речі чи ситуації, що викликає почуття.',
        },
      },
    ],
    target: 500,
  },
  items,
);
