import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

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

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, frame, cue, wrongs], i) => {
    for (const text of expand(frame)) {
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
        skeleton: `indefinite:${i}`,
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
    target: 60,
  },
  items,
);
