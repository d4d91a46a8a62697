import { expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';

/**
 * Only frames where one form is forced: some- in affirmatives with a clear cue, any- after a negative verb,
 * no- with a positive verb that means "none". Questions are left out (something/anything both fit there).
 * [answer, sentence, cue, wrong choices]
 */
const LINES: [string, string, string, string[]][] = [
  ['Somebody', '___ is knocking at the door. Can you open it?', 'is knocking', ['Anybody']],
  ['somebody', 'I can hear ___ singing next door.', 'I can hear', ['anybody']],
  ['something', 'There is ___ in my eye. It really hurts.', 'It really hurts', ['anything', 'nothing']],
  ['something', 'I’m hungry. Let’s eat ___.', 'Let’s eat', ['anything']],
  [
    'somewhere',
    'I left my glasses ___ in the kitchen, but I can’t find them.',
    'I left',
    ['anywhere', 'nowhere'],
  ],
  ['something', 'She whispered ___ in his ear.', 'whispered', ['anything']],
  ['Somebody', '___ has taken my umbrella!', 'has taken', ['Anybody']],
  ['somewhere', 'Let’s go ___ warm this winter.', 'Let’s go', ['nowhere']],
  ['anything', 'I didn’t buy ___ at the market.', 'didn’t', ['nothing']],
  ['anybody', 'We didn’t see ___ in the street. It was empty.', 'didn’t', ['nobody']],
  ['anywhere', 'I can’t find my keys ___.', 'can’t', ['nowhere']],
  ['anything', 'He never says ___ at meetings.', 'never', ['nothing']],
  ['anybody', 'She doesn’t know ___ in this town yet.', 'doesn’t', ['nobody']],
  ['anything', 'I haven’t eaten ___ since breakfast.', 'haven’t', ['nothing']],
  ['anywhere', 'We didn’t go ___ last weekend. We stayed at home.', 'didn’t', ['nowhere']],
  ['anything', 'There isn’t ___ in the fridge.', 'isn’t', ['nothing']],
  ['anybody', 'Don’t tell ___ about this.', 'Don’t', ['nobody']],
  [
    'nothing',
    'There is ___ in the fridge. It’s completely empty.',
    'completely empty',
    ['anything', 'something'],
  ],
  ['Nobody', '___ came to the meeting, so we cancelled it.', 'so we cancelled it', ['Anybody', 'Somebody']],
  [
    'nowhere',
    'There is ___ to park in the city centre. It’s impossible!',
    'impossible',
    ['anywhere', 'somewhere'],
  ],
  ['nothing', 'I have ___ to wear to the party!', 'have', ['anything']],
  ['Nobody', '___ knows the answer. It’s a real mystery.', 'a real mystery', ['Anybody']],
  [
    'Nothing',
    '“What did you buy?” “___. The shops were closed.”',
    'The shops were closed',
    ['Anything', 'Something'],
  ],
  ['Everybody', '___ loves her. She is so kind.', 'loves', ['Anybody', 'Nobody']],
  ['everything', 'Thanks for ___. You’ve been very helpful.', 'Thanks for', ['anything']],
  ['everywhere', 'I’ve looked ___ for my phone, but I can’t find it.', 'looked', ['anywhere', 'nowhere']],
  ['anything', 'You can ask me ___. I’ll try to help.', 'You can ask me', ['nothing']],
  ['anywhere', 'Sit ___ you like. All the seats are free.', 'you like', ['nowhere']],
  ['anything', 'I didn’t say ___ to her.', 'didn’t', ['nothing']],
  ['anybody', 'There wasn’t ___ at home when I called.', 'wasn’t', ['nobody']],
  ['anywhere', 'I don’t want to go ___ tonight. I’m too tired.', 'don’t', ['nowhere']],
  ['nobody', 'There was ___ at home, so I left a note.', 'so I left a note', ['anybody']],
  ['nothing', 'There was ___ good on TV, so I went to bed.', 'so I went to bed', ['anything']],
  ['somebody', 'I think ___ is following us.', 'is following', ['anybody']],
  ['nowhere', 'We had ___ to sleep, so we stayed in the car.', 'so we stayed in the car', ['anywhere']],
  ['anybody', 'I can’t see ___ in the water.', 'can’t', ['nobody']],
  ['anything', 'I don’t need ___ from the shop, thanks.', 'don’t', ['nothing']],
  ['anybody', 'I didn’t talk to ___ at the party.', 'didn’t', ['nobody']],
  ['anywhere', 'He hasn’t been ___ outside Ukraine.', 'hasn’t', ['nowhere']],
  ['nobody', 'The shop was empty. There was ___ there.', 'empty', ['anybody']],
  ['nothing', 'I’m bored. There is ___ to do here.', 'bored', ['anything']],
  ['Somebody', '___ left a bag on the bus. Is it yours?', 'left', ['Anybody']],
  ['something', 'I have ___ to tell you. It’s important.', 'It’s important', ['anything']],
  ['somebody', 'There’s ___ at the door. I heard the bell.', 'I heard the bell', ['anybody']],
  ['nowhere', 'The hotel was full, so we had ___ to stay.', 'full', ['anywhere']],
  ['anything', 'She left without saying ___.', 'without', ['nothing']],
  ['nothing', 'I said ___ because I didn’t know the answer.', 'I said', ['anything']],
  [
    'everything',
    'She told me ___ about her trip. She didn’t miss a single detail.',
    'didn’t miss a single detail',
    ['anything', 'nothing'],
  ],
];

/**
 * Issue 16: more bases, each its own skeleton. An any- key follows a negative verb and is offered only
 * against the no- word (a double negative), never against some- (which a negative may also take); a no- key
 * has a cue that says "none" and an affirmative verb; a some- key is one unknown person, thing or place in a
 * positive statement, and no- is offered against it only when the cue contradicts "none". `{S}` lines take
 * up to eight adult subjects from verb/authored.ts.
 */
export const MORE_LINES: [string, string, string, string[]][] = [
  // any-
  ['anything', '{S} didn’t buy ___ in the sales this year.', 'didn’t', ['nothing']],
  ['anybody', '{S} {does}n’t know ___ in {poss} new office yet.', 'n’t know', ['nobody']],
  ['anything', '{S} didn’t eat ___ before the flight, so {pron} {was} starving.', 'didn’t', ['nothing']],
  ['anywhere', '{S} didn’t go ___ at the weekend; {pron} stayed at home.', 'didn’t', ['nowhere']],
  ['anybody', '{S} {has}n’t told ___ about the new job yet.', 'n’t told', ['nobody']],
  ['anything', '{S} didn’t say ___ about the accident.', 'didn’t', ['nothing']],
  ['anywhere', 'We couldn’t park ___ near the stadium, so we took the bus.', 'couldn’t', ['nowhere']],
  ['anybody', 'We didn’t meet ___ interesting on the trip.', 'didn’t', ['nobody']],
  ['anything', 'I haven’t heard ___ from Olena since June.', 'haven’t', ['nothing']],
  ['anything', 'The doctor didn’t find ___ wrong with my knee.', 'didn’t', ['nothing']],
  ['anybody', 'There wasn’t ___ in the queue, so we were served at once.', 'wasn’t', ['nobody']],
  ['anything', 'Please don’t touch ___ on my desk.', 'don’t', ['nothing']],
  ['anybody', '{S} never {v:lend} {poss} car to ___.', 'never', ['nobody']],
  ['anywhere', 'We can’t go ___ until the rain stops.', 'can’t', ['nowhere']],
  ['anything', '{S} hardly {v:eat} ___ for breakfast.', 'hardly', ['nothing']],
  ['anybody', 'I won’t tell ___ your secret, I promise.', 'won’t', ['nobody']],
  ['anything', 'The children didn’t break ___ while we were out.', 'didn’t', ['nothing']],
  ['anybody', 'Don’t open the door to ___ while I’m out.', 'Don’t', ['nobody']],
  ['anybody', '{S} didn’t recognise ___ at the school reunion.', 'didn’t', ['nobody']],
  ['anybody', '{S} didn’t invite ___ from work to the wedding.', 'didn’t', ['nobody']],
  ['anything', '{S} didn’t hear ___ because {pron} {was} asleep.', 'didn’t', ['nothing']],
  ['anything', '{S} couldn’t see ___ without {poss} glasses.', 'couldn’t', ['nothing']],
  ['anybody', '{S} didn’t know ___ at the party, so {pron} left early.', 'didn’t', ['nobody']],
  ['anywhere', '{S} couldn’t find a cash machine ___ near the hotel.', 'couldn’t', ['nowhere']],
  ['anything', 'We don’t need ___ else, thank you.', 'don’t', ['nothing']],
  // no-
  ['nothing', 'The fridge was empty: there was ___ to eat.', 'empty', ['anything', 'something']],
  ['Nobody', '___ answered the phone, so I left a message.', 'so I left a message', ['Anybody', 'Somebody']],
  ['Nobody', 'The streets were empty: ___ was outside in the storm.', 'empty', ['anybody', 'somebody']],
  ['nothing', '{S} had ___ to do all day, so {pron} watched films.', 'so', ['anything']],
  ['nothing', 'There’s ___ left in the bottle: it’s empty.', 'empty', ['anything', 'something']],
  ['nobody', 'The room was silent; ___ said a word.', 'silent', ['anybody', 'somebody']],
  [
    'Nothing',
    '___ was open on Sunday, so we couldn’t buy bread.',
    'couldn’t buy bread',
    ['Anything', 'Something'],
  ],
  [
    'nothing',
    '{S} {has} ___ to hide, so {pron} told the police everything.',
    'told the police everything',
    ['anything'],
  ],
  [
    'nowhere',
    'We had ___ to sit: every chair was taken.',
    'every chair was taken',
    ['anywhere', 'somewhere'],
  ],
  [
    'Nobody',
    '___ in my family can swim, so we never go to the sea.',
    'never go to the sea',
    ['Anybody', 'Somebody'],
  ],
  ['nothing', 'The museum is free: entry costs ___.', 'free', ['anything', 'something']],
  [
    'Nobody',
    '___ called while you were out. The phone didn’t ring once.',
    'didn’t ring once',
    ['Anybody', 'Somebody'],
  ],
  ['nowhere', 'We looked everywhere, but the keys were ___ to be found.', 'looked everywhere', ['anywhere']],
  [
    'nothing',
    '{S} had ___ to eat all day, so {pron} {was} very hungry by the evening.',
    'very hungry',
    ['anything', 'something'],
  ],
  [
    'nowhere',
    '{S} had ___ to stay, so {pron} slept at a friend’s flat.',
    'slept at a friend’s flat',
    ['anywhere'],
  ],
  ['nothing', '{S} said ___ all evening: {pron} just listened.', 'just listened', ['anything', 'something']],
  ['nobody', 'The café was closed, and there was ___ inside.', 'closed', ['anybody']],
  // some-
  ['Somebody', '___ has parked in front of our garage again!', 'has parked', ['Anybody']],
  [
    'something',
    'There’s ___ strange in the garden. Come and look!',
    'Come and look',
    ['anything', 'nothing'],
  ],
  ['somewhere', '{S} {has} lost {poss} keys ___ in the house.', 'in the house', ['anywhere', 'nowhere']],
  [
    'Somebody',
    '___ called for you this morning. She left her number.',
    'She left her number',
    ['Anybody', 'Nobody'],
  ],
  [
    'something',
    'There’s ___ wrong with my laptop: it keeps switching off.',
    'keeps switching off',
    ['anything', 'nothing'],
  ],
  ['something', 'I’ve got ___ in my shoe. Wait a second.', 'Wait a second', ['anything', 'nothing']],
  [
    'Somebody',
    '___ has eaten all the biscuits. There are only crumbs left!',
    'only crumbs left',
    ['Anybody', 'Nobody'],
  ],
  [
    'somebody',
    'Shh! There’s ___ in the house. I heard footsteps.',
    'I heard footsteps',
    ['anybody', 'nobody'],
  ],
  ['something', '{S} bought ___ nice for {poss} sister’s birthday.', 'bought', ['anything', 'nothing']],
  ['somewhere', 'I’m sure I’ve seen that man ___ before.', 'I’m sure', ['anywhere', 'nowhere']],
  ['Somebody', '___ is cooking onions downstairs; I can smell it.', 'I can smell it', ['Anybody', 'Nobody']],
  ['somewhere', '{S} {has} left {poss} phone ___ in the car.', 'in the car', ['anywhere', 'nowhere']],
  ['something', '{S} heard ___ in the garden and went to look.', 'went to look', ['anything', 'nothing']],
  [
    'something',
    '{S} forgot ___ important: {pron} left {poss} passport at home.',
    'left',
    ['anything', 'nothing'],
  ],
  [
    'somebody',
    '{S} saw ___ climbing over the fence and called the police.',
    'called the police',
    ['anybody', 'nobody'],
  ],
  ['somebody', 'There’s ___ waiting for you at reception.', 'waiting for you', ['anybody', 'nobody']],
  ['something', 'Can you smell ___ burning? I think it’s the toast.', 'it’s the toast', ['nothing']],
  ['anything', '{S} didn’t drink ___ at the party because {pron} {was} driving.', 'didn’t', ['nothing']],
  ['anywhere', '{S} {has}n’t been ___ on holiday for two years.', 'n’t been', ['nowhere']],
  [
    'somebody',
    '{S} heard ___ shouting in the street and looked out of the window.',
    'looked out of the window',
    ['anybody', 'nobody'],
  ],
  [
    'nothing',
    '{S} {has} ___ planned for Sunday, so {pron} can help us move.',
    'can help us move',
    ['anything'],
  ],
  // every-
  ['Everybody', 'The party was great: ___ danced until midnight.', 'great', ['Anybody']],
  ['Everybody', '___ in the class passed the test, so the teacher was delighted.', 'delighted', ['Anybody']],
  [
    'everything',
    '{S} packed ___ the night before, so {pron} {was} ready early.',
    'ready early',
    ['anything'],
  ],
];

const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function kind(w: string): string {
  const l = w.toLowerCase();
  return l.startsWith('some') ? 'some' : l.startsWith('any') ? 'any' : l.startsWith('no') ? 'no' : 'every';
}
const ERR: Record<string, string> = {
  any: 'any-in-affirmative',
  no: 'double-negative',
  some: 'some-for-any',
  every: 'every-meaning',
};

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const lines = [
    ...LINES.map(([a, f, c, w], i) => [a, [f], c, w, `indefinite:${i}`] as const),
    ...MORE_LINES.map(
      ([a, f, c, w], i) =>
        [a, subjectsFor(rng, f, ONE, 8).map((s) => fill(f, s)), c, w, `indefinite:m${i}`] as const,
    ),
  ];
  lines.forEach(([answer, frames, cue, wrongs, skeleton]) => {
    for (const text of frames.flatMap((f) => expand(f))) {
      const rule = kind(answer);
      const fixed = text.replace('“___', '“___');
      out.push({
        text: fixed,
        answer,
        wrong: wrongs.map((w) => {
          const k = kind(w);
          const errorType =
            k === 'no' && rule === 'any'
              ? 'double-negative'
              : k === 'any' && (rule === 'some' || rule === 'every' || rule === 'no')
                ? 'any-in-affirmative'
                : k === 'no'
                  ? 'no-contradicts'
                  : k === 'some'
                    ? 'some-contradicts'
                    : (ERR[k] ?? 'indefinite-mismatch');
          return {
            choice: text.startsWith('___') || text.includes('“___') ? cap1(w) : w,
            errorType,
            params: { cue },
          };
        }),
        ruleId:
          rule === 'any' && cue === 'You can ask me'
            ? 'any-free'
            : rule === 'any' && cue === 'you like'
              ? 'any-free'
              : rule,
        trigger: [cue],
        skeleton,
      });
    }
  });
  return out;
}

export const indefiniteTopic: TopicDef = makeTopic(
  {
    slug: 'indefinite-pronouns',
    sectionSlug: 'pronoun',
    name: { en: 'Somebody, anybody, nobody, everybody', uk: 'Somebody, anybody, nobody, everybody' },
    level: 'intermediate',
    possibleAnswers: [
      'somebody',
      'anybody',
      'nobody',
      'everybody',
      'something',
      'anything',
      'nothing',
      'somewhere',
      'anywhere',
      'nowhere',
    ],
    card: {
      rule: {
        en: 'Some- words (somebody, something, somewhere) go in positive sentences. Any- words go after a negative verb (I didn’t see anybody) and mean “it doesn’t matter which” in positive sentences (ask me anything). No- words already mean “not”, so they go with a positive verb (there is nothing); English has no double negatives.',
        uk: 'Слова з some- (somebody, something, somewhere) вживаємо у стверджувальних реченнях. Слова з any- — після заперечного дієслова (I didn’t see anybody), а у стверджувальних означають «будь-хто, будь-що» (ask me anything). Слова з no- вже містять заперечення, тому дієслово стоїть у стверджувальній формі (there is nothing): подвійного заперечення в англійській немає.',
      },
      signals: {
        en: 'didn’t / can’t / never / don’t → any-; a positive verb meaning "none" → no-; a positive statement about one unknown person or thing → some-.',
        uk: 'didn’t / can’t / never / don’t → any-; стверджувальне дієслово зі значенням «жодного» → no-; стверджувальне речення про когось чи щось невідоме → some-.',
      },
      examples: ['Somebody is knocking at the door.', 'I didn’t buy anything at the market.'],
    },
    rules: [
      {
        id: 'some',
        statement: {
          en: 'Use somebody/something/somewhere in positive sentences about an unknown person, thing or place.',
          uk: 'Somebody/something/somewhere вживаємо у стверджувальних реченнях про невідому особу, річ чи місце.',
        },
      },
      {
        id: 'any',
        statement: {
          en: 'After a negative verb (didn’t, can’t, never) use anybody/anything/anywhere.',
          uk: 'Після заперечного дієслова (didn’t, can’t, never) вживаємо anybody/anything/anywhere.',
        },
      },
      {
        id: 'any-free',
        statement: {
          en: 'In positive sentences any- means “it doesn’t matter which”: ask me anything, sit anywhere.',
          uk: 'У стверджувальних реченнях any- означає «будь-що, будь-де»: ask me anything, sit anywhere.',
        },
      },
      {
        id: 'no',
        statement: {
          en: 'Nobody/nothing/nowhere already mean “not …”, so the verb stays positive.',
          uk: 'Nobody/nothing/nowhere вже означають «ніхто/ніщо/ніде», тому дієслово стоїть у стверджувальній формі.',
        },
      },
      {
        id: 'every',
        statement: {
          en: 'Everybody/everything/everywhere mean all people, all things, all places.',
          uk: 'Everybody/everything/everywhere означають усіх людей, усі речі, усі місця.',
        },
      },
    ],
    target: 600,
  },
  items,
);
