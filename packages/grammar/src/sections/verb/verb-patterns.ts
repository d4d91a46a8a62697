import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, NAMED, subjectsFor } from '../modal/people.ts';
import sayOrTellCopy from './say-or-tell.json' with { type: 'json' };
import verbIngOrToInfinitiveCopy from './verb-ing-or-to-infinitive.json' with { type: 'json' };

/**
 * Verbs that take only one pattern, each with the tense it reads naturally in out of context and the
 * phrases authored for it (blind rounds crossed out free combinations: "enjoys making a cake" for a habit,
 * "the children don't mind making the bed", "my cousins decided to try on a new jacket", "learnt to swim
 * across the river"). Verbs that take both patterns (like, love, start, stop, remember, try, forget, need)
 * are left out on purpose.
 *
 * A phrase is "verb rest", with flags before a colon: a = an adult's act, 1 = one person's act (I, he, Anna;
 * never "my cousins"), m = several people (we, they, the children), y = a young person's duty (never "my
 * parents refused to tidy their room"). Habit verbs (enjoy, mind, avoid, give up) take general objects
 * ("making cakes", "making their beds"), never one thing ("a cake", "the bed").
 */
interface Pattern {
  lead: string;
  pattern: 'ing' | 'to';
  tense: 'present' | 'past' | 'fixed';
  phrases: string[];
  who?: (s: Subject) => boolean;
}
const MIND = [
  'do the washing-up',
  'do the shopping',
  'cook dinner',
  'wash the dishes',
  'a:iron {poss} shirts',
  'cut the grass',
  'take the rubbish out',
  'walk the dog',
  '1:make {poss} bed',
  'm:make {poss} beds',
  'sweep the floor',
  'water the plants',
  'feed the cat',
  'set the table',
  'wait for the bus',
  'a:work at weekends',
  'get up early',
  'a:walk to work',
  'a:drive at night',
];
const PATTERNS: Pattern[] = [
  {
    lead: 'enjoy',
    pattern: 'ing',
    tense: 'present',
    phrases: [
      'play tennis',
      'play chess',
      'play the guitar',
      'swim in the sea',
      'take photos',
      'go fishing',
      'go skiing',
      'bake cakes',
      'bake bread',
      'do yoga',
      'run in the park',
      'listen to music',
      'watch old films',
      'dance',
      'cook for friends',
      'read detective stories',
      'ride {poss} bike',
      'walk in the park',
      'grow tomatoes',
      'travel by train',
      'draw',
      'sing',
    ],
  },
  {
    lead: 'finish',
    pattern: 'ing',
    tense: 'past',
    phrases: [
      'paint the fence',
      'a:fix the car',
      'repair the bike',
      'clean the kitchen',
      'tidy {poss} room',
      'a:iron {poss} shirts',
      'wash the car',
      'cut the grass',
      'a:write the report',
      'type the letter',
      'pack {poss} bags',
      'unpack {poss} bags',
      'build the treehouse',
      'wrap the presents',
      '1:knit the scarf',
      'make sandwiches',
      'mend the old chair',
      'do {poss} homework',
      '1:read the book',
      'decorate the cake',
    ],
  },
  {
    lead: 'avoid',
    pattern: 'ing',
    tense: 'present',
    phrases: [
      'a:drive at night',
      'eat fast food',
      'a:drink coffee in the evening',
      'go out in the rain',
      'travel at rush hour',
      'a:talk about work at home',
      'use {poss} phone at dinner',
      'go to the supermarket on Saturdays',
      'eat sweets',
      'sit in the sun',
    ],
  },
  {
    lead: 'suggest',
    pattern: 'ing',
    tense: 'past',
    phrases: [
      'go to the cinema',
      'order a pizza',
      'play chess',
      'play tennis',
      'go fishing',
      'take a taxi',
      'book a table for two',
      'have a picnic',
      'visit the museum',
      'make sandwiches',
      'meet at the station',
      'go for a walk',
      'watch a film',
      'leave early',
    ],
  },
  {
    lead: 'consider',
    pattern: 'ing',
    tense: 'past',
    phrases: [
      '1a:sell {poss} car',
      '1:buy a new laptop',
      'a:move to another city',
      'a:open a bank account',
      'learn Spanish',
      'get a dog',
      'a:change jobs',
      'fly to Rome',
      'a:book a holiday',
      'study abroad',
      'a:buy a bigger flat',
    ],
  },
  {
    lead: 'give up',
    pattern: 'ing',
    tense: 'past',
    phrases: [
      'a:drink coffee',
      'eat sugar',
      'a:smoke',
      'play tennis',
      'play the piano',
      'watch TV in the evenings',
      'eat meat',
      'eat sweets',
      'do yoga',
      'go to the gym',
    ],
  },
  {
    lead: 'want',
    pattern: 'to',
    tense: 'present',
    phrases: [
      'visit Paris',
      'learn Spanish',
      'a:buy a new car',
      'see a whale',
      'climb a mountain',
      'run a marathon',
      'learn to drive',
      'fly to Rome',
      'y:build a treehouse',
      'go fishing',
      'go skiing',
      'play chess',
      'get a dog',
      'grow tomatoes',
      'sleep in a tent',
      'visit {poss} grandparents',
      'ride a horse',
      'a:open a café',
      'watch the new film',
      'become a doctor',
    ],
  },
  {
    lead: 'hope',
    pattern: 'to',
    tense: 'present',
    phrases: [
      'win the match',
      'a:find a new job',
      'visit Paris',
      'catch the last train',
      '1a:sell {poss} car',
      'run a marathon',
      'see a whale',
      'a:get a pay rise',
      'pass the exam',
      'a:move to the coast',
      'see {poss} grandparents soon',
    ],
  },
  {
    lead: 'decide',
    pattern: 'to',
    tense: 'past',
    phrases: [
      '1a:sell {poss} car',
      'a:buy a new car',
      'learn Spanish',
      'go to the cinema',
      'go fishing',
      'stay at home',
      'take a taxi',
      'walk home',
      'book a table for two',
      'paint the fence',
      'build a treehouse',
      'a:move to Lviv',
      'order a pizza',
      'get a dog',
      '1:try on a new jacket',
      'plant tomatoes',
      'fly to Rome',
      'visit {poss} grandparents',
      'bake a cake',
      'have a party',
    ],
  },
  {
    lead: 'plan',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'visit Paris',
      'paint the fence',
      'build a treehouse',
      'plant tomatoes',
      'fly to Rome',
      'climb a mountain',
      '1a:sell {poss} car',
      'a:open a café',
      'learn Spanish',
      'have a party',
      'go skiing',
    ],
  },
  {
    lead: 'promise',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'call {poss} mother',
      'visit {poss} grandparents',
      'a:fix the roof',
      'repair the bike',
      'clean the kitchen',
      'tidy {poss} room',
      'wash the car',
      'bring a salad to the party',
      'a:finish the report',
      'a:pay the bills',
      'feed the cat',
      'water the plants',
      'walk the dog',
      'be home early',
      'help with the shopping',
    ],
  },
  {
    lead: 'agree',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'help with the shopping',
      'wash the dishes',
      'a:pay the bills',
      'a:sign the contract',
      'a:drive the children to school',
      'cook dinner',
      'bring a salad to the party',
      'a:lend Peter some money',
      'feed the cat',
      'water the plants',
      'take the dog for a walk',
      'meet at the station',
      'a:share the cost',
    ],
  },
  {
    lead: 'refuse',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'y:tidy {poss} room',
      'y:wash the dishes',
      'y:do the washing-up',
      'y:take the rubbish out',
      'y:do {poss} homework',
      'y:eat {poss} vegetables',
      'a:sign the contract',
      'answer the question',
      'a:lend Peter any money',
      '1:wear a hat',
      'a:pay for the broken window',
    ],
  },
  {
    lead: 'manage',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'a:fix the car',
      'repair the bike',
      'a:finish the report',
      'find {poss} keys',
      'win the match',
      'climb to the top',
      'swim across the river',
      'run a marathon',
      'catch the last train',
      'carry the boxes upstairs',
      'move the sofa',
      'y:build a treehouse',
      '1a:sell {poss} car',
      'get tickets for the concert',
    ],
  },
  {
    lead: 'offer',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'wash the dishes',
      'carry the boxes upstairs',
      'cook dinner',
      'a:fix the roof',
      'repair the bike',
      'make sandwiches',
      'bring a salad to the party',
      'feed the cat',
      'water the plants',
      'do the shopping',
      'set the table',
      'a:lend Peter some money',
      'a:drive Anna home',
    ],
  },
  {
    lead: 'learn',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'swim',
      'ride a bike',
      'ride a horse',
      'play chess',
      'play the guitar',
      'play tennis',
      'bake bread',
      'a:drive',
      'knit',
      'type',
      'draw',
      'cook',
    ],
  },
  {
    lead: 'fail',
    pattern: 'to',
    tense: 'past',
    phrases: [
      'a:finish the report on time',
      'win the match',
      'a:find a parking space',
      'catch the last train',
      'a:fix the leak',
      'a:pass the driving test',
      'get tickets for the concert',
    ],
  },
  {
    lead: 'pretend',
    pattern: 'to',
    tense: 'past',
    phrases: ['read the newspaper', 'listen to the teacher', 'be asleep', 'be busy', 'study', 'be ill'],
  },
  { lead: "doesn't mind", pattern: 'ing', tense: 'fixed', phrases: MIND, who: (s) => is3sg(s) },
  { lead: "don't mind", pattern: 'ing', tense: 'fixed', phrases: MIND, who: (s) => !is3sg(s) },
  {
    lead: 'would like',
    pattern: 'to',
    tense: 'fixed',
    phrases: [
      'visit Paris',
      'learn Spanish',
      'a:buy a new car',
      'climb a mountain',
      'ride a horse',
      'see a whale',
      'fly to Rome',
      'build a treehouse',
      'grow tomatoes',
      'a:open a café',
      'play chess',
      'go skiing',
    ],
  },
  {
    lead: 'feels like',
    pattern: 'ing',
    tense: 'fixed',
    phrases: [
      'watch a film',
      'listen to music',
      'order a pizza',
      'play tennis',
      'play chess',
      'go for a swim',
      'bake a cake',
      'go for a run',
      'stay at home',
      'eat ice cream',
      'go to the cinema',
    ],
    who: (s) => is3sg(s),
  },
  {
    lead: 'is looking forward to',
    pattern: 'ing',
    tense: 'fixed',
    phrases: [
      'visit Paris',
      'see {poss} grandparents',
      'go skiing',
      'go fishing',
      'ride a horse',
      'fly to Rome',
      'sleep in a tent',
      'a:start {poss} new job',
      'meet {poss} friends',
      'watch the match',
    ],
    who: (s) => is3sg(s),
  },
  {
    lead: "can't afford",
    pattern: 'to',
    tense: 'fixed',
    phrases: [
      'a:buy a new car',
      'a:book a holiday',
      'a:fly to Rome',
      'a:buy a new laptop',
      'a:eat out every week',
      'a:take a taxi',
      'a:pay for the trip',
      'a:get a new phone',
    ],
  },
];

/** A phrase split into its flags, verb and the rest ("" for "learnt to swim"). */
interface Phrase {
  id: string;
  flags: string;
  verb: string;
  rest: string;
}
const parsePhrase = (p: string): Phrase => {
  const [flags, body] = p.includes(':') ? (p.split(':') as [string, string]) : ['', p];
  const [verb = '', ...rest] = body.split(' ');
  return { id: body.replace(/[^a-z]+/gi, '-'), flags, verb, rest: rest.join(' ') };
};
const SINGLE = (s: Subject) => s.person === '1sg' || s.person === '3sg' || s.person === '2';
/** People old enough that a duty refused is no child's refusal ("my parents refused to tidy their room"). */
const GROWN = /parents|dad|mother|Mr Brown|Mrs Green|friends|cousins|Kate and I|^we$|^they$/;
const phraseFits = (ph: Phrase) => (s: Subject) =>
  (!ph.flags.includes('1') || SINGLE(s)) &&
  (!ph.flags.includes('m') || !SINGLE(s)) &&
  (!ph.flags.includes('y') || !GROWN.test(s.text));

const verbIn = (s: Subject, verb: string, tense: 'present' | 'past' | 'fixed'): string => {
  if (tense === 'fixed') return verb;
  const [head = verb, ...tail] = verb.split(' ');
  const form = tense === 'past' ? verbForms(head).past : is3sg(s) ? thirdPerson(head) : head;
  return [form, ...tail].join(' ');
};

/** Leads that ask the listener instead: "Do you mind …?", "Would you like …?". */
const SUBJECTS_PER_PHRASE = 5;
const ASKED: Record<string, string> = { "don't mind": 'Do you mind', 'would like': 'Would you like' };

function build(rng: Rng): Item[] {
  const YOU = ALL_SUBJECTS.find((x) => x.text === 'you');
  if (!YOU) throw new Error('no "you" subject');
  const items: Item[] = [];
  const add = (
    s: Subject,
    lead: string,
    pattern: 'ing' | 'to',
    a: Phrase,
    skeleton: string,
    end = '.',
    verb = lead.trim(),
  ) => {
    const ing = ingForm(a.verb);
    const answer = pattern === 'ing' ? ing : `to ${a.verb}`;
    const wrong: Wrong[] =
      pattern === 'ing'
        ? [
            { choice: `to ${a.verb}`, errorType: 'infinitive-for-gerund', params: { verb } },
            { choice: a.verb, errorType: 'bare-after-verb', params: { verb, needed: ing } },
          ]
        : [
            { choice: ing, errorType: 'gerund-for-infinitive', params: { verb } },
            {
              choice: `to ${ing}`,
              errorType: 'to-plus-ing',
              params: { verb, needed: `to ${a.verb}` },
            },
          ];
    const rest = a.rest ? ` ${possess(a.rest, s.poss)}` : '';
    items.push({
      text: end === '?' ? `${lead} ___${rest}?` : `${subjectStart(s)} ${lead} ___${rest}${end}`,
      answer,
      wrong: limitWrong(rng, wrong, 2, 1),
      ruleId: pattern === 'ing' ? 'verb-ing' : 'verb-to',
      trigger: [lead.trim()],
      skeleton,
    });
  };
  for (const p of PATTERNS) {
    for (const a of p.phrases.map(parsePhrase)) {
      // No statement tells "you" about your own feelings or plans ("You don't mind sweeping the floor"):
      // statements are about I, he, she, they…; "you" is asked ("Do you mind sweeping the floor?").
      const told = (x: Subject) =>
        x.text !== 'you' && (!p.who || p.who(x)) && phraseFits(a)(x) && !a.rest.includes(x.text);
      const adult = a.flags.includes('a');
      for (const s of someSubjects(rng, SUBJECTS_PER_PHRASE, adult, told)) {
        const lead = p.lead === 'is looking forward to' ? p.lead : verbIn(s, p.lead, p.tense);
        add(s, lead, p.pattern, a, `${p.lead}:${a.id}`);
      }
      const ask = ASKED[p.lead];
      if (ask && phraseFits(a)(YOU) && rng.next() < 0.5)
        add(YOU, ask, p.pattern, a, `${p.lead}:q:${a.id}`, '?', p.lead.replace("don't ", ''));
    }
  }
  return items;
}

export const verbIngOrTo: TopicDef = makeTopic(verbIngOrToInfinitiveCopy, { target: 2000, build: build });

/** say / tell frames: the words after the gap decide (tell + person; say + words or that-clause). */
const TELL_OBJECTS = [
  'the truth',
  'a lie',
  'a funny story',
  'a joke',
  'the children a story',
  'us the way to the station',
  'me the time',
  'him the news',
  'her a secret',
  'the police everything',
  'us about the trip',
  'me about the new job',
  'the class a ghost story',
  'everyone the good news',
  'me his name',
];
const SAY_OBJECTS = [
  'goodbye',
  'hello',
  'nothing',
  'something funny',
  'a few words',
  'yes',
  'no',
  // Not "it again": "told it again" is right of a story (a second answer the 1126 readers found).
  'sorry',
  'something in Spanish',
  'nothing about the party',
];
const THAT = [
  'she was tired',
  'the film was boring',
  'he would be late',
  'the shop was closed',
  'they were busy',
  'it was going to rain',
  'the exam was easy',
  'the train was late',
  'the food was delicious',
  'the meeting was cancelled',
  'the tickets were sold out',
  'the road was closed',
];
const PEOPLE = ['me', 'us', 'him', 'her', 'them', 'the teacher', 'her friends'];
const TELL_TO = [
  'to wait outside',
  'to be quiet',
  'to sit down',
  'to call back later',
  'to close the window',
  'not to worry',
];

/**
 * Full catalogue (issue 16): authored say / tell lines, each its own base, where the words right after the
 * gap decide (a person → tell; the words, that-less speech, to + person → say). {Who} lines are said of
 * three named people; a line-initial gap is capitalised. The wrong choice is the other verb in the same form.
 */
const SAY_TELL_LINES: [string, string, string, string][] = [
  ['{Who} ___ me not to worry about the money.', 'told', 'say-with-person', 'me'],
  ['{Who} ___ goodbye to everyone and left the party early.', 'said', 'tell-with-words', 'goodbye'],
  ['{Who} ___ us all about {poss} trip to Japan.', 'told', 'say-with-person', 'us'],
  ['{Who} ___ {pron} would be home by eight.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ sorry for being late.', 'said', 'tell-with-words', 'sorry'],
  ['{Who} ___ the waiter that the soup was cold.', 'told', 'say-with-person', 'the waiter'],
  ['{Who} ___ to me, “Don’t be late,” and hung up.', 'said', 'tell-with-to', 'to me'],
  ['{Who} ___ the kids to put their coats on.', 'told', 'say-with-person', 'the kids'],
  ['{Who} ___ a few kind words at the funeral.', 'said', 'tell-with-words', 'a few kind words'],
  ['{Who} ___ yes before I even finished the question.', 'said', 'tell-with-words', 'yes'],
  ['{Who} ___ {poss} boss that {pron} needed a day off.', 'told', 'say-with-person', '{poss} boss'],
  ['{Who} ___ thank you and closed the door.', 'said', 'tell-with-words', 'thank you'],
  ['{Who} ___ us a funny story about {poss} first day at work.', 'told', 'say-with-person', 'us'],
  ['{Who} ___ the train had been cancelled.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ me the answer before I could work it out.', 'told', 'say-with-person', 'me'],
  ['{Who} ___ nothing all evening; {pron} just listened.', 'said', 'tell-with-words', 'nothing'],
  ['{Who} ___ the doctor about the pain in {poss} back.', 'told', 'say-with-person', 'the doctor'],
  ['{Who} ___ good night and went upstairs.', 'said', 'tell-with-words', 'good night'],
  ['{Who} ___ the neighbours about the party in advance.', 'told', 'say-with-person', 'the neighbours'],
  ['{Who} ___ {pron} had already seen the film.', 'said', 'tell-without-person', 'that'],
  [
    '{Who} ___ the whole class a story about {poss} grandfather.',
    'told',
    'say-with-person',
    'the whole class',
  ],
  ['{Who} ___ hello to the new neighbours.', 'said', 'tell-with-words', 'hello'],
  ['{Who} ___ the police exactly what {pron} had seen.', 'told', 'say-with-person', 'the police'],
  ['{Who} ___ {pron} was too tired to go out.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ me a secret and made me promise not to repeat it.', 'told', 'say-with-person', 'me'],
  ['{Who} ___ “Cheers!” and raised {poss} glass.', 'said', 'tell-with-words', '“Cheers!”'],
  ['{Who} ___ us to wait in the car.', 'told', 'say-with-person', 'us'],
  ['{Who} ___ {pron} would think about it.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ {poss} parents the good news on the phone.', 'told', 'say-with-person', '{poss} parents'],
  ['{Who} ___ something about a meeting, but I wasn’t listening.', 'said', 'tell-with-words', 'something'],
  ['{Who} ___ a lie to get out of the meeting.', 'told', 'say-with-tell-object', 'a lie'],
  [
    '{Who} ___ the shop assistant that the jacket was too small.',
    'told',
    'say-with-person',
    'the shop assistant',
  ],
  ['{Who} ___ {pron} was sorry, but nobody believed {obj}.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ everyone to be quiet.', 'told', 'say-with-person', 'everyone'],
  ['{Who} ___ a quick prayer before the exam.', 'said', 'tell-with-words', 'a quick prayer'],
  ['{Who} ___ the truth in the end.', 'told', 'say-with-tell-object', 'the truth'],
  ['{Who} ___ {pron} couldn’t come to the wedding.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ me off for leaving the door open.', 'told', 'say-with-person', 'me'],
  ['{Who} ___ “Bless you” when I sneezed.', 'said', 'tell-with-words', '“Bless you”'],
  ['{Who} ___ me how to get to the station.', 'told', 'say-with-person', 'me'],
  ['{Who} ___ to {poss} friend, “Let’s go home,” and stood up.', 'said', 'tell-with-to', 'to {poss} friend'],
  ['How do you ___ “thank you” in Ukrainian?', 'say', 'tell-with-words', '“thank you”'],
  ['Can you ___ me the way to the museum?', 'tell', 'say-with-person', 'me'],
  ['Please ___ me when you’re ready to go.', 'tell', 'say-with-person', 'me'],
  ['Don’t ___ anyone about the surprise party.', 'tell', 'say-with-person', 'anyone'],
  ['___ hello to your parents for me.', 'say', 'tell-with-words', 'hello'],
  ['The sign on the door ___ “Closed”.', 'says', 'tell-with-words', '“Closed”'],
  ['It ___ on the box that the batteries are included.', 'says', 'tell-without-person', 'that'],
  ['I can’t ___ the difference between the two wines.', 'tell', 'say-with-tell-object', 'the difference'],
  ['Only their mother can ___ the twins apart.', 'tell', 'say-with-tell-object', 'the twins apart'],
  ['Who ___ you that?', 'told', 'say-with-person', 'you'],
  ['What did you ___ to him?', 'say', 'tell-with-to', 'to him'],
  ['Let me ___ you what happened at work today.', 'tell', 'say-with-person', 'you'],
  ['I have to ___ you something important.', 'tell', 'say-with-person', 'you'],
  ['Don’t ___ a word to anyone.', 'say', 'tell-with-words', 'a word'],
  ['Everyone ___ the new café on the corner is great.', 'says', 'tell-without-person', 'that'],
  ['The weather forecast ___ it will rain all weekend.', 'says', 'tell-without-person', 'that'],
  ['Smile and ___ “cheese”!', 'say', 'tell-with-words', '“cheese”'],
  ['I ___ you so!', 'told', 'say-with-person', 'you'],
  ['Promise you won’t ___ anyone.', 'tell', 'say-with-person', 'anyone'],
  ['I can’t ___ you how grateful I am.', 'tell', 'say-with-person', 'you'],
  ['I’d like to ___ a few words about our guest tonight.', 'say', 'tell-with-words', 'a few words'],
  ['Did you just ___ yes?', 'say', 'tell-with-words', 'yes'],
  ['___ the waiter we’re ready to order.', 'tell', 'say-with-person', 'the waiter'],
  ['___ me what happened.', 'tell', 'say-with-person', 'me'],
  ['You should ___ your boss about the problem.', 'tell', 'say-with-person', 'your boss'],
  ['He never ___ thank you when I hold the door for him.', 'says', 'tell-with-words', 'thank you'],
  ['Our grandmother often ___ us stories about the war.', 'tells', 'say-with-person', 'us'],
  ['Why didn’t you ___ me you were ill?', 'tell', 'say-with-person', 'me'],
  ['Just ___ no if you don’t want to go.', 'say', 'tell-with-words', 'no'],
  ['Could you ___ Mark that I’ll be late?', 'tell', 'say-with-person', 'Mark'],
  ['I wanted to ___ goodbye before you left.', 'say', 'tell-with-words', 'goodbye'],
  ['Can I ___ something? I think we’re lost.', 'say', 'tell-with-words', 'something'],
  ['You shouldn’t ___ lies to your friends.', 'tell', 'say-with-tell-object', 'lies'],
  ['Could you ___ the children a bedtime story?', 'tell', 'say-with-person', 'the children'],
  ['___ the truth: did you eat my chocolate?', 'tell', 'say-with-tell-object', 'the truth'],
  ['I ___ to myself, “Stay calm,” and took a deep breath.', 'said', 'tell-with-to', 'to myself'],
  ['{Who} ___ the taxi driver to stop at the corner.', 'told', 'say-with-person', 'the taxi driver'],
  ['{Who} ___ {pron} would rather stay at home tonight.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ us the good news over dinner.', 'told', 'say-with-person', 'us'],
  ['{Who} ___ no to the offer without a second thought.', 'said', 'tell-with-words', 'no'],
  ['{Who} ___ a joke, and the whole room laughed.', 'told', 'say-with-tell-object', 'a joke'],
  [
    '{Who} ___ {poss} landlord that the heating wasn’t working.',
    'told',
    'say-with-person',
    '{poss} landlord',
  ],
  ['{Who} ___ the tickets were too expensive.', 'said', 'tell-without-person', 'that'],
  ['{Who} ___ good morning to the security guard.', 'said', 'tell-with-words', 'good morning'],
  ['{Who} ___ {poss} colleagues about the new project.', 'told', 'say-with-person', '{poss} colleagues'],
];

/** The other verb in the same form: said ↔ told, say ↔ tell, says ↔ tells. */
const SAY_TELL_SWAP: Record<string, string> = {
  said: 'told',
  told: 'said',
  say: 'tell',
  tell: 'say',
  says: 'tells',
  tells: 'says',
};

function sayTell(rng: Rng): Item[] {
  const items: Item[] = [];
  const say = { p: 'said', s: 'says' };
  const tell = { p: 'told', s: 'tells' };
  // No statement tells "you" what you said ("You said something in Spanish").
  const subjects = someSubjects(rng, 24, false, (x) => x.text !== 'you');
  const wrongOf = (answer: string, why: string, what: string): Wrong[] => {
    const isTell = answer.startsWith('t');
    const past = answer === 'said' || answer === 'told';
    const other = isTell ? (past ? say.p : say.s) : past ? tell.p : tell.s;
    return [{ choice: other, errorType: why, params: { what } }];
  };
  for (const s of subjects) {
    // Past forms only: "She tells a lie." out of context reads oddly.
    const t = tell.p;
    const sy = say.p;
    const S = subjectStart(s);
    // "Kate and I told us the way": the object is never the subject itself.
    const own = s.person === '1pl' ? /^us\b/ : s.person === '1sg' ? /^me\b/ : null;
    for (const o of rng.shuffle(TELL_OBJECTS.filter((x) => !own?.test(x))).slice(0, 6))
      items.push({
        text: `${S} ___ ${o}.`,
        answer: t,
        wrong: wrongOf(t, 'say-with-tell-object', o),
        ruleId: 'tell-object',
        trigger: [o],
        skeleton: `tell:${o}`,
      });
    for (const o of rng.shuffle(SAY_OBJECTS).slice(0, 6))
      items.push({
        text: `${S} ___ ${o}.`,
        answer: sy,
        wrong: wrongOf(sy, 'tell-with-words', o),
        ruleId: 'say-words',
        trigger: [o],
        skeleton: `say:${o}`,
      });
    for (const c of rng.shuffle(THAT).slice(0, 4)) {
      const p = rng.pick(
        PEOPLE.filter(
          (x) => x !== s.text && !(s.person === '1pl' && x === 'us') && !(s.person === '1sg' && x === 'me'),
        ),
      );
      items.push({
        text: `${S} ___ ${p} that ${c}.`,
        answer: 'told',
        wrong: wrongOf('told', 'say-with-person', p),
        ruleId: 'tell-object',
        trigger: [p],
        skeleton: `tell-that:${c}`,
      });
      items.push({
        text: `${S} ___ that ${c}.`,
        answer: 'said',
        wrong: wrongOf('said', 'tell-without-person', 'that'),
        ruleId: 'say-words',
        trigger: ['that'],
        skeleton: `say-that:${c}`,
      });
    }
    const p = rng.pick(
      PEOPLE.filter(
        (x) => x !== s.text && !(s.person === '1pl' && x === 'us') && !(s.person === '1sg' && x === 'me'),
      ),
    );
    const to = rng.pick(TELL_TO);
    items.push({
      text: `${S} ___ ${p} ${to}.`,
      answer: 'told',
      wrong: wrongOf('told', 'say-with-person', p),
      ruleId: 'tell-object',
      trigger: [p, to],
      skeleton: `tell-to:${to}`,
    });
    const sp = rng.pick(
      ['me', 'us', 'her', 'him'].filter(
        (x) => !(s.person === '1pl' && x === 'us') && !(s.person === '1sg' && x === 'me'),
      ),
    );
    items.push({
      text: `${S} ___ to ${sp} that ${rng.pick(THAT)}.`,
      answer: 'said',
      wrong: wrongOf('said', 'tell-with-to', `to ${sp}`),
      ruleId: 'say-words',
      trigger: [`to ${sp}`],
      skeleton: 'say-to',
    });
  }
  // Full catalogue: the authored lines after every earlier draw, so the earlier items stay as they were.
  SAY_TELL_LINES.forEach(([line, form, why, what], i) => {
    const capital = line.startsWith('___');
    const up = (w: string) => (capital ? w[0]?.toUpperCase() + w.slice(1) : w);
    for (const s of subjectsFor(rng, line, NAMED, 3)) {
      const text = fillLine(line, s);
      // A reported clause without "that": its first words decide (said she would …).
      const after = (text.split('___ ')[1] ?? '').split(' ').slice(0, 2).join(' ');
      const cue = what === 'that' && !text.includes('___ that') ? after : fillLine(what, s);
      items.push({
        text,
        answer: up(form),
        wrong: [
          { choice: up(SAY_TELL_SWAP[form] ?? ''), errorType: why, params: { what: fillLine(what, s) } },
        ],
        ruleId: form.startsWith('t') ? 'tell-object' : 'say-words',
        trigger: [cue],
        skeleton: `say-tell-line:${i}`,
      });
    }
  });
  // Full-catalogue read: a speaker who tells a group they belong to ("I told us about the trip", "Kate and I
  // said to me …") or tells a person what that person is ("She told her that she was tired") reads oddly;
  // such drafts are dropped after every draw, so the other items keep their ids.
  const odd = (t: string) =>
    /^(I|We|[A-Z][a-z]+ and I) ___ (to )?(me|us)\b/.test(t) ||
    /___ (to )?(her that she|him that he|them that they)\b/.test(t);
  return items.filter((x) => !odd(x.text));
}

export const sayOrTell: TopicDef = makeTopic(sayOrTellCopy, { target: 700, build: sayTell });
