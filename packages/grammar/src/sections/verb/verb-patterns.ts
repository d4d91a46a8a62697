import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, NAMED, subjectsFor } from '../modal/people.ts';
import sayOrTellCopy from './say-or-tell.json' with { type: 'json' };
import verbIngOrToInfinitiveCopy from './verb-ing-or-to-infinitive.json' with { type: 'json' };
import data from './verb-patterns.data.json' with { type: 'json' };

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
const MIND = table('MIND', data.MIND, z.string());
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
const TELL_OBJECTS = table('TELL_OBJECTS', data.TELL_OBJECTS, z.string());
/**
 * Notes on rows (the rows are in verb-patterns.data.json):
 * - before row "sorry": Not "it again": "told it again" is right of a story (a second answer the 1126 readers found).
 */
const SAY_OBJECTS = table('SAY_OBJECTS', data.SAY_OBJECTS, z.string());
const THAT = table('THAT', data.THAT, z.string());
const PEOPLE = ['me', 'us', 'him', 'her', 'them', 'the teacher', 'her friends'];
const TELL_TO = table('TELL_TO', data.TELL_TO, z.string());

/**
 * Full catalogue (issue 16): authored say / tell lines, each its own base, where the words right after the
 * gap decide (a person → tell; the words, that-less speech, to + person → say). {Who} lines are said of
 * three named people; a line-initial gap is capitalised. The wrong choice is the other verb in the same form.
 */
const SAY_TELL_LINES: [string, string, string, string][] = table(
  'SAY_TELL_LINES',
  data.SAY_TELL_LINES,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

/** The other verb in the same form: said ↔ told, say ↔ tell, says ↔ tells. */
const SAY_TELL_SWAP: Record<string, string> = record('SAY_TELL_SWAP', data.SAY_TELL_SWAP, z.string());

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
    // tell + a person or what is told ("told the truth"); say + the words themselves.
    const objectSets = [
      {
        objects: TELL_OBJECTS.filter((x) => !own?.test(x)),
        answer: t,
        why: 'say-with-tell-object',
        ruleId: 'tell-object',
        key: 'tell',
      },
      { objects: SAY_OBJECTS, answer: sy, why: 'tell-with-words', ruleId: 'say-words', key: 'say' },
    ];
    for (const { objects, answer, why, ruleId, key } of objectSets)
      for (const o of rng.shuffle(objects).slice(0, 6))
        items.push({
          text: `${S} ___ ${o}.`,
          answer,
          wrong: wrongOf(answer, why, o),
          ruleId,
          trigger: [o],
          skeleton: `${key}:${o}`,
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
