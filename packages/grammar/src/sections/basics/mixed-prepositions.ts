import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * Words that always take one preposition (interested in, afraid of, wait for). Each line lists its own
 * wrong choices: only prepositions that cannot give another correct reading ("waiting on the bus",
 * "worried for her", "agree on a plan" are real English, so on/for are left out there).
 * [head word, answer, wrong choices, kind, sentences]
 */
const LINES: [string, string, string[], 'adjective' | 'verb' | 'noun' | 'phrase', string[]][] = [
  [
    'interested',
    'in',
    ['on', 'at', 'about'],
    'adjective',
    ['She is very interested ___ {history|modern art|politics}.', 'Are you interested ___ joining our team?'],
  ],
  [
    'afraid',
    'of',
    ['from', 'about', 'on'],
    'adjective',
    ['My little brother is afraid ___ {dogs|the dark|spiders}.', 'Don’t be afraid ___ making mistakes.'],
  ],
  [
    'good',
    'at',
    ['in', 'on', 'for'],
    'adjective',
    ['He is really good ___ {maths|chess|drawing}.', 'I’m not very good ___ remembering names.'],
  ],
  ['bad', 'at', ['in', 'on', 'for'], 'adjective', ['I’m terribly bad ___ {maths|singing|cooking}.']],
  [
    'proud',
    'of',
    ['for', 'about', 'on'],
    'adjective',
    ['Her parents are very proud ___ her.', 'You should be proud ___ yourself.'],
  ],
  [
    'keen',
    'on',
    ['of', 'at', 'in'],
    'adjective',
    ['My son is very keen ___ {football|photography|science}.'],
  ],
  ['tired', 'of', ['about', 'on', 'at'], 'adjective', ['I’m tired ___ {waiting|your excuses|this weather}.']],
  [
    'famous',
    'for',
    ['of', 'about', 'in'],
    'adjective',
    ['Italy is famous ___ its {food|art|beaches}.', 'This town is famous ___ its cheese.'],
  ],
  [
    'responsible',
    'for',
    ['of', 'about', 'on'],
    'adjective',
    ['Who is responsible ___ {the budget|this mess|the project}?'],
  ],
  [
    'married',
    'to',
    ['with', 'on', 'for'],
    'adjective',
    ['She is married ___ a doctor.', 'How long have you been married ___ Tom?'],
  ],
  [
    'full',
    'of',
    ['with', 'from', 'in'],
    'adjective',
    ['The room was full ___ people.', 'His essay is full ___ mistakes.'],
  ],
  [
    'similar',
    'to',
    ['with', 'as', 'from'],
    'adjective',
    ['Your phone is very similar ___ mine.', 'Ukrainian is similar ___ Polish in some ways.'],
  ],
  [
    'aware',
    'of',
    ['about', 'in', 'on'],
    'adjective',
    ['Are you aware ___ the risks?', 'I wasn’t aware ___ the problem.'],
  ],
  ['capable', 'of', ['for', 'to', 'in'], 'adjective', ['She is capable ___ running the company on her own.']],
  ['fond', 'of', ['for', 'about', 'with'], 'adjective', ['My grandmother is very fond ___ her cat.']],
  ['jealous', 'of', ['on', 'for', 'to'], 'adjective', ['He is jealous ___ his brother’s success.']],
  ['excited', 'about', ['on', 'of', 'at'], 'adjective', ['The kids are excited ___ the trip.']],
  [
    'worried',
    'about',
    ['of', 'on', 'from'],
    'adjective',
    ['I’m worried ___ {my exam|the test results|my grandfather}.'],
  ],
  ['polite', 'to', ['for', 'at', 'on'], 'adjective', ['Please be polite ___ our guests.']],
  ['kind', 'to', ['for', 'at', 'on'], 'adjective', ['She is always kind ___ animals.']],
  ['crazy', 'about', ['on', 'at', 'in'], 'adjective', ['My daughter is crazy ___ horses.']],
  ['short', 'of', ['in', 'with', 'from'], 'adjective', ['We are a bit short ___ money this month.']],
  [
    'wait',
    'for',
    ['to', 'about', 'of'],
    'verb',
    ['We waited ___ the bus for twenty minutes.', 'Wait ___ me! I’m coming.'],
  ],
  [
    'listen',
    'to',
    ['at', 'for', 'about'],
    'verb',
    ['I like listening ___ {jazz|podcasts|the radio} in the car.', 'You never listen ___ me!'],
  ],
  [
    'depend',
    'on',
    ['of', 'from', 'at'],
    'verb',
    ['It depends ___ the weather.', 'The price depends ___ the season.'],
  ],
  ['rely', 'on', ['of', 'at', 'from'], 'verb', ['You can always rely ___ your friends.']],
  [
    'belong',
    'to',
    ['at', 'for', 'with'],
    'verb',
    ['This bag belongs ___ my sister.', 'Who does this car belong ___?'],
  ],
  ['believe', 'in', ['on', 'at', 'to'], 'verb', ['Do you believe ___ ghosts?']],
  [
    'pay',
    'for',
    ['to', 'on', 'about'],
    'verb',
    ['Let me pay ___ the coffee.', 'How much did you pay ___ your new bike?'],
  ],
  [
    'ask',
    'for',
    ['on', 'to', 'at'],
    'verb',
    ['He asked ___ the bill.', 'If you need anything, just ask ___ help.'],
  ],
  ['laugh', 'at', ['on', 'for', 'in'], 'verb', ['Everybody laughed ___ his joke.', 'Don’t laugh ___ me!']],
  ['consist', 'of', ['from', 'in', 'with'], 'verb', ['The test consists ___ three parts.']],
  ['succeed', 'in', ['on', 'for', 'with'], 'verb', ['She succeeded ___ passing the exam.']],
  ['insist', 'on', ['in', 'at', 'for'], 'verb', ['He insisted ___ paying for dinner.']],
  [
    'apologise',
    'for',
    ['on', 'of', 'at'],
    'verb',
    ['I apologise ___ being late.', 'He apologised ___ the mistake.'],
  ],
  ['suffer', 'from', ['of', 'by', 'at'], 'verb', ['My father suffers ___ back pain.']],
  ['concentrate', 'on', ['in', 'at', 'to'], 'verb', ['I can’t concentrate ___ my work with all this noise.']],
  ['spend', 'on', ['for', 'in', 'at'], 'verb', ['She spends a lot of money ___ clothes.']],
  ['borrow', 'from', ['of', 'by', 'to'], 'verb', ['I borrowed this book ___ the library.']],
  ['translate', 'into', ['on', 'at', 'for'], 'verb', ['Can you translate this letter ___ English?']],
  [
    'look forward',
    'to',
    ['for', 'on', 'at'],
    'verb',
    ['I’m looking forward ___ seeing you.', 'We are looking forward ___ the holidays.'],
  ],
  ['congratulate', 'on', ['with', 'about', 'at'], 'verb', ['We congratulated her ___ her new job.']],
  ['search', 'for', ['to', 'on', 'after'], 'verb', ['The police are searching ___ the missing boy.']],
  ['reply', 'to', ['on', 'for', 'at'], 'verb', ['Did you reply ___ her email?']],
  ['reason', 'for', ['of', 'to', 'on'], 'noun', ['What was the reason ___ the delay?']],
  ['invitation', 'to', ['on', 'at', 'of'], 'noun', ['Thank you for the invitation ___ your wedding.']],
  ['increase', 'in', ['on', 'at', 'with'], 'noun', ['There has been an increase ___ prices this year.']],
  ['advantage', 'of', ['for', 'on', 'to'], 'noun', ['What is the main advantage ___ living in the city?']],
  ['on purpose', 'on', ['in', 'at', 'by'], 'phrase', ['I didn’t break it ___ purpose. It was an accident.']],
  ['by mistake', 'by', ['on', 'in', 'with'], 'phrase', ['I took your umbrella ___ mistake. Sorry!']],
  ['on holiday', 'on', ['in', 'at', 'for'], 'phrase', ['We were ___ holiday in Spain last August.']],
  ['in advance', 'in', ['on', 'at', 'by'], 'phrase', ['You need to book tickets ___ advance.']],
  ['for sale', 'for', ['to', 'in', 'at'], 'phrase', ['Is this house ___ sale?']],
  ['in love', 'in', ['on', 'at', 'to'], 'phrase', ['They fell ___ love in Paris.']],
  ['on fire', 'on', ['in', 'at', 'with'], 'phrase', ['Call 112! The building is ___ fire!']],
  [
    'out of order',
    'out of',
    ['off', 'without', 'under'],
    'phrase',
    ['The lift is ___ order again, so take the stairs.'],
  ],
  ['different', 'from', ['of', 'with', 'on'], 'adjective', ['Your phone is very different ___ mine.']],
  ['angry', 'with', ['on', 'for', 'to'], 'adjective', ['My mum was angry ___ me for coming home late.']],
  ['nervous', 'about', ['on', 'at', 'with'], 'adjective', ['She is nervous ___ her driving test.']],
  [
    'late',
    'for',
    ['on', 'with', 'of'],
    'adjective',
    ['Hurry up, or we’ll be late ___ school!', 'He is never late ___ work.'],
  ],
  ['ready', 'for', ['to', 'on', 'at'], 'adjective', ['Are you ready ___ the exam?']],
  ['sorry', 'about', ['on', 'at', 'of'], 'adjective', ['I’m sorry ___ the noise last night.']],
  ['pleased', 'with', ['on', 'of', 'to'], 'adjective', ['The boss is very pleased ___ your work.']],
  ['fed up', 'with', ['on', 'at', 'for'], 'adjective', ['I’m fed up ___ this rainy weather.']],
  ['look for', 'for', ['after', 'to', 'on'], 'verb', ['I’m looking ___ my glasses. Have you seen them?']],
  ['talk', 'about', ['on', 'for', 'at'], 'verb', ['What are you talking ___?']],
  ['agree', 'with', ['of', 'at', 'for'], 'verb', ['I don’t agree ___ you at all.']],
  ['arrive', 'in', ['to', 'on', 'into'], 'verb', ['We arrived ___ Paris late at night.']],
  ['complain', 'about', ['on', 'at', 'for'], 'verb', ['Our neighbours always complain ___ the noise.']],
  ['happen', 'to', ['at', 'for', 'on'], 'verb', ['What happened ___ your car?']],
  ['think', 'about', ['on', 'at', 'for'], 'verb', ['I’m thinking ___ changing my job.']],
  ['prepare', 'for', ['to', 'on', 'at'], 'verb', ['We need to prepare ___ the meeting.']],
  ['smile', 'at', ['on', 'to', 'in'], 'verb', ['The baby smiled ___ me.']],
  ['knock', 'on', ['in', 'to', 'for'], 'verb', ['Somebody is knocking ___ the door.']],
  ['explain', 'to', ['for', 'at', 'on'], 'verb', ['Can you explain this rule ___ me?']],
  ['interest', 'in', ['for', 'to', 'on'], 'noun', ['He has no interest ___ football.']],
  ['difference', 'between', ['among', 'from', 'of'], 'noun', ['What’s the difference ___ these two phones?']],
  ['damage', 'to', ['for', 'at', 'with'], 'noun', ['The storm caused a lot of damage ___ the roof.']],
  ['answer', 'to', ['for', 'on', 'at'], 'noun', ['Do you know the answer ___ this question?']],
  ['at the moment', 'at', ['in', 'on', 'by'], 'phrase', ['She is busy ___ the moment.']],
  ['by car', 'by', ['with', 'on', 'in'], 'phrase', ['We went to Lviv ___ car.']],
  ['in a hurry', 'in', ['on', 'at', 'by'], 'phrase', ['Sorry, I can’t stop. I’m ___ a hurry.']],
  ['on time', 'on', ['at', 'by', 'with'], 'phrase', ['The train arrived exactly ___ time.']],
  ['by heart', 'by', ['on', 'with', 'at'], 'phrase', ['She knows the whole poem ___ heart.']],
  ['in danger', 'in', ['on', 'at', 'under'], 'phrase', ['These animals are ___ danger.']],
];

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([head, answer, wrongs, kind, sentences], li) => {
    sentences.forEach((frame, si) => {
      for (const text of expand(frame)) {
        out.push({
          text,
          answer,
          wrong: wrongs.map((w) => ({
            choice: w,
            errorType: 'wrong-dependent-preposition',
            params: { head, kind },
          })),
          ruleId: kind,
          trigger: [head.split(' ')[0] ?? head],
          skeleton: `mixed-prep:${li}:${si}`,
        });
      }
    });
  });
  return out;
}

export const mixedPrepositionsTopic: TopicDef = makeTopic(
  {
    slug: 'mixed-prepositions',
    sectionSlug: 'basics',
    name: {
      en: 'Mixed prepositions: interested in, afraid of, wait for…',
      uk: 'Різні прийменники: interested in, afraid of, wait for…',
    },
    level: 'intermediate',
    possibleAnswers: ['in', 'on', 'at', 'of', 'for', 'to', 'about'],
    card: {
      rule: {
        en: 'Many adjectives, verbs and nouns always take the same preposition, and it often differs from Ukrainian: interested in, afraid of, good at, depend on, wait for, listen to, married to. Learn them as one chunk.',
        uk: 'Багато прикметників, дієслів та іменників завжди вживаються з тим самим прийменником, і він часто не збігається з українським: interested in, afraid of, good at, depend on, wait for, listen to, married to. Запам’ятовуйте їх цілим виразом.',
      },
      signals: {
        en: 'The word right before the gap: interested, afraid, good, proud, depend, wait, listen, reason, on purpose…',
        uk: 'Слово перед пропуском: interested, afraid, good, proud, depend, wait, listen, reason, on purpose…',
      },
      examples: ['She is interested in history.', 'It depends on the weather.'],
    },
    rules: [
      {
        id: 'adjective',
        statement: {
          en: 'Adjectives take fixed prepositions: interested in, afraid of, good at, proud of, keen on, married to, worried about.',
          uk: 'Прикметники мають сталі прийменники: interested in, afraid of, good at, proud of, keen on, married to, worried about.',
        },
      },
      {
        id: 'verb',
        statement: {
          en: 'Verbs take fixed prepositions: wait for, listen to, depend on, belong to, believe in, pay for, apologise for.',
          uk: 'Дієслова мають сталі прийменники: wait for, listen to, depend on, belong to, believe in, pay for, apologise for.',
        },
      },
      {
        id: 'noun',
        statement: {
          en: 'Some nouns take fixed prepositions: the reason for, an invitation to, an increase in, the advantage of.',
          uk: 'Деякі іменники мають сталі прийменники: the reason for, an invitation to, an increase in, the advantage of.',
        },
      },
      {
        id: 'phrase',
        statement: {
          en: 'Some set phrases start with a fixed preposition: on purpose, by mistake, on holiday, in advance, for sale, on fire.',
          uk: 'Деякі сталі вирази починаються з певного прийменника: on purpose, by mistake, on holiday, in advance, for sale, on fire.',
        },
      },
    ],
    target: 150,
  },
  items,
);
