import { d, expand, finish, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, PEOPLE } from '../linking-words/people.ts';

/**
 * Cleft sentences: What I need is …, It was … that / who … . Four gaps, each with one right word:
 * - the opening of a what-cleft (___ I need is a holiday) → What, against That / It;
 * - the opening of an it-cleft (___ was in Rome that …) → It, against What / Which (never "That": "That
 *   was Tom who called" is said on the phone);
 * - after It was + a person (It was my brother ___ found the keys) → who, against what / which (never
 *   "that", which is right too);
 * - after It was + a time, place or reason (It was in 2015 ___ we met) → that, against what / which
 *   (never "when" or "where", which some accept).
 * A focus that is a thing (It was the noise ___ woke me) is never used: which and that both fit it.
 */
type K = 'what' | 'it' | 'who' | 'that';

const BASES: Record<K, string[]> = {
  what: [
    "___ {X} needed was a good night's sleep.",
    '___ {X} liked most about Lviv was the coffee.',
    '___ {X} wanted was a quiet evening at home.',
    "___ {X} didn't understand was the ending.",
    '___ {X} loved about the hotel was the view.',
    '___ {X} remembered most was the smell of the sea.',
    '___ {X} found strange was the silence.',
    '___ {X} hated about the job was the long hours.',
    '___ {X} forgot to buy was the bread.',
    '___ {X} enjoyed most was the food.',
    '___ surprised me most was the price.',
    '___ worries me is the cost.',
    '___ happened next was a complete surprise.',
    '___ you need is a good rest.',
    "___ I can't stand is people who are always late.",
    '___ matters most is that everyone is safe.',
    '___ annoyed us was the noise from the street.',
    '___ made the evening special was the music.',
    "___ I'd like is a cup of tea.",
    '___ this city needs is more trees.',
  ],
  it: [
    '___ was in Rome that I first tried real pizza.',
    '___ was Mr Brown who taught me to love books.',
    '___ was last summer that we bought the house.',
    '___ was only after I left school that I started reading.',
    "___ was the heat that I couldn't stand.",
    '___ was on a train that I met my husband.',
    '___ was my aunt who looked after us that summer.',
    '___ is the price that worries me, not the size.',
    '___ was at university that I learned to cook.',
    '___ was in December that the shop finally opened.',
    '___ was her smile that I noticed first.',
    '___ was my father who built this house.',
    '___ is in spring that the park looks its best.',
    '___ was two years later that they met again.',
    '___ was the price that put me off.',
    '___ was a friend of mine who recommended this restaurant.',
    '___ was only in the taxi that I remembered my passport.',
    '___ is the people that make this city special.',
  ],
  who: [
    'It was my {brother|sister} ___ found the keys.',
    'It was {Taras|Oksana} ___ told me about this place.',
    "It wasn't my brother ___ broke the vase.",
    'It was the manager ___ called, not the owner.',
    'It was my grandmother ___ taught me to cook.',
    'It is the nurses ___ really run this hospital.',
    'It was our neighbour ___ called the fire brigade.',
    'It was {Anna|Tom} ___ organised the whole trip.',
    "It's my dad ___ does most of the cooking at home.",
    'It was a young woman ___ found my wallet.',
    'It was the children ___ noticed the smoke first.',
    'It was my teacher ___ persuaded me to study law.',
    "It's usually my mum ___ remembers everyone's birthday.",
    'It was the goalkeeper ___ saved the game.',
    'It was my wife ___ found this flat, not me.',
    "It wasn't the waiter ___ made the mistake.",
    'It was a taxi driver ___ told me the best place to eat.',
  ],
  that: [
    'It was in {2015|2019} ___ we first met.',
    'It was only yesterday ___ I heard the news.',
    'It was not until midnight ___ the party ended.',
    'It was because of the rain ___ the match was cancelled.',
    'It was at this station ___ I lost my wallet.',
    'It was only when I got home ___ I noticed the mistake.',
    'It was on the last day ___ it finally snowed.',
    'It was by chance ___ we met again.',
    "It's in the evening ___ the city comes alive.",
    'It was in a small café in {Lviv|Odesa} ___ she wrote her first novel.',
    'It was after the accident ___ he decided to sell the car.',
    'It was on the radio ___ I heard the news.',
    'It was only last year ___ they got married.',
    "It's for this reason ___ we need more time.",
    'It was here ___ the accident happened.',
    'It was not until I moved abroad ___ I understood my parents.',
    'It was thanks to you ___ we won.',
    'It was in the summer of 2020 ___ they opened the café.',
  ],
};

const PLAN: Record<K, { answer: string; wrong: [string, string][]; ruleId: string }> = {
  what: {
    answer: 'What',
    ruleId: 'what-cleft',
    wrong: [
      ['That', 'cleft-what-needed'],
      ['It', 'cleft-what-needed'],
    ],
  },
  it: {
    answer: 'It',
    ruleId: 'it-cleft',
    wrong: [
      ['What', 'cleft-it-needed'],
      ['Which', 'cleft-it-needed'],
    ],
  },
  who: {
    answer: 'who',
    ruleId: 'it-cleft-who',
    wrong: [
      ['what', 'what-as-relative'],
      ['which', 'which-for-person'],
    ],
  },
  that: {
    answer: 'that',
    ruleId: 'it-cleft-that',
    wrong: [
      ['what', 'what-as-relative'],
      ['which', 'what-as-relative'],
    ],
  },
};

/** The words the relative word follows (It was my brother), or the clause after an opening gap. */
const focus = (text: string): string => (text.split(' ___')[0] ?? '').trim();

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const kind of Object.keys(BASES) as K[]) {
    const plan = PLAN[kind];
    (BASES[kind] ?? []).forEach((base, i) => {
      const texts = base.includes('{X}')
        ? rng
            .shuffle(PEOPLE)
            .slice(0, 3)
            .map((s) => fill(base, s))
        : rng.shuffle(expand(base)).slice(0, 3);
      for (const raw of texts) {
        const text = finish(raw);
        const head = kind === 'who' || kind === 'that' ? focus(text) : '';
        out.push({
          text,
          answer: plan.answer,
          wrong: plan.wrong.map(([w, e]) =>
            e === 'what-as-relative' || e === 'which-for-person' ? d(w, e, { head }) : d(w, e),
          ),
          ruleId: plan.ruleId,
          trigger: [
            kind === 'what' ? ` is ` : kind === 'it' ? (text.match(/ (that|who) /)?.[1] ?? 'that') : head,
          ],
          skeleton: `cleft:${kind}:${i}`,
        });
      }
    });
  }
  return out;
}

export const cleftSentences: TopicDef = makeTopic(
  {
    slug: 'cleft-sentences',
    sectionSlug: 'multiple-choices',
    name: L('Cleft sentences: What I need is…, It was… that…', 'Виділення: What I need is…, It was… that…'),
    level: 'advanced',
    possibleAnswers: ['What', 'It', 'who', 'that'],
    card: {
      rule: L(
        'To put one part of a sentence in focus, split it in two. What + clause + is/was + the focus: What I need is a holiday (what means “the thing that”). It is/was + the focus + that/who + the rest: It was in 2015 that we met. It was my brother who found the keys. After a time, place or reason we use that; after a person, who (or that). What never follows a noun.',
        'Щоб виділити одну частину речення, його ділять на дві. What + речення + is/was + те, що виділяємо: What I need is a holiday (what означає «те, що»). It is/was + те, що виділяємо, + that/who + решта: It was in 2015 that we met. It was my brother who found the keys. Після часу, місця чи причини вживаємо that, після людини — who (або that). Після іменника what не вживаємо.',
      ),
      signals: L(
        'a gap before a clause + is/was → What; a gap before was + the focus + that/who → It; It was + a person → who; It was + a time, place or reason → that',
        'пропуск перед реченням + is/was → What; пропуск перед was + виділене + that/who → It; It was + людина → who; It was + час, місце чи причина → that',
      ),
      examples: ["What I needed was a good night's sleep.", 'It was in 2015 that we first met.'],
    },
    rules: [
      rule(
        'what-cleft',
        'What + clause + is/was + focus: What I need is a holiday. What means “the thing that”; that and it cannot start such a sentence.',
        'What + речення + is/was + виділене: What I need is a holiday. What означає «те, що»; that чи it таке речення не починають.',
      ),
      rule(
        'it-cleft',
        'It + is/was + focus + that/who + the rest: It was in Rome that I first tried pizza.',
        'It + is/was + виділене + that/who + решта: It was in Rome that I first tried pizza.',
      ),
      rule(
        'it-cleft-who',
        'After It was + a person, the rest starts with who (or that): It was my brother who found the keys.',
        'Після It was + людина решта речення починається з who (або that): It was my brother who found the keys.',
      ),
      rule(
        'it-cleft-that',
        'After It was + a time, a place or a reason, the rest starts with that: It was in 2015 that we met.',
        'Після It was + час, місце чи причина решта речення починається з that: It was in 2015 that we met.',
      ),
    ],
    target: 400,
  },
  items,
);
