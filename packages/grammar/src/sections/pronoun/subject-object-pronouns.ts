import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { agree, ME, PEOPLE, type Antecedent as Person, US } from '../../lexicon/pronouns.ts';
import type { Rng, TopicDef } from '../../types.ts';

/** Frames: A = the person (antecedent), ___ = the pronoun; {v:third|base} agrees with the pronoun. */
const OBJ_FRAMES = [
  'A is ill, so I’m going to visit ___ after work.',
  'A lives next door. I often see ___ in the garden.',
  'Have you met A? I really like ___.',
  'A sent me a message, but I haven’t replied to ___ yet.',
  'Where is A? I need to talk to ___.',
  'I bought a present for A. I hope it makes ___ happy.',
  'A can’t carry all these boxes. Can you help ___?',
  'I haven’t seen A for ages. Do you ever hear from ___?',
  'A is waiting outside. Please tell ___ to come in.',
  'We invited A to the party, but we didn’t see ___ there.',
  'A helped me a lot, so I sent ___ some flowers.',
  'I’m meeting A tonight. Do you want to come with ___?',
  'A forgot the keys, so I had to wait for ___.',
  'I promised A some photos, so I’ll send ___ an email tonight.',
  'A is in hospital. Let’s buy ___ some fruit.',
  'A called this morning. I’ll call ___ back after lunch.',
  'A doesn’t know the way, so I’ll meet ___ at the station.',
  'A has a new job. I’m really happy for ___.',
  'A lent me this book, so I must give it back to ___.',
  'It’s A’s birthday tomorrow. What shall we get ___?',
  'A is very shy. Please be nice to ___.',
  'I haven’t told A the news yet. Don’t say anything to ___.',
];
const SUB_FRAMES = [
  'I called A, but ___ {v:didn’t|didn’t} answer.',
  'A is late again. ___ {v:always misses|always miss} the bus.',
  'Ask A about it. ___ {v:will know|will know} the answer.',
  'This present is for A. I hope ___ {v:likes|like} it.',
  'I met A yesterday. ___ {v:looked|looked} really tired.',
  'Don’t worry about A. ___ {v:is|are} old enough to look after themselves.',
  'A moved to Lviv last year. ___ {v:loves|love} it there.',
  'I phoned A this morning, and ___ {v:was|were} still in bed.',
  'A can’t come tonight because ___ {v:has|have} to work.',
  'Ask A if ___ {v:wants|want} to join us.',
  'I saw A at the station. ___ {v:was|were} waiting for a train.',
  'A won’t be at the meeting. ___ {v:is|are} on holiday this week.',
  'A called and said that ___ {v:was|were} going to be late.',
  'Don’t wake A up. ___ {v:is|are} very tired.',
  'A isn’t at home. I think ___ {v:is|are} at the gym.',
];
/** First person: [sentence, person, form]. */
const FIRST: [string, 'I' | 'we', 'sub' | 'obj'][] = [
  ['Can you help ___? I can’t open this jar.', 'I', 'obj'],
  ['Please call ___ when you arrive.', 'I', 'obj'],
  ['Anna and ___ are going to the cinema tonight.', 'I', 'sub'],
  ['Between you and ___, I don’t like his new haircut.', 'I', 'obj'],
  ['Could you send ___ the photos from the party? We’d love to see them.', 'we', 'obj'],
  ['My friends and ___ went camping last weekend.', 'I', 'sub'],
  ['The teacher gave ___ a lot of homework. We’ll be busy all weekend.', 'we', 'obj'],
  ['___ are going to be late. Our train has been cancelled.', 'we', 'sub'],
  ['Why are you looking at ___ like that? Have I done something wrong?', 'I', 'obj'],
];

function wrongs(person: Person, need: 'sub' | 'obj', capital: boolean): Wrong[] {
  const c = (w: string) => (capital ? capFirst(w) : w);
  const answer = person[need];
  const cands: Wrong[] = [
    {
      choice: c(need === 'obj' ? person.sub : person.obj),
      errorType: need === 'obj' ? 'subject-for-object' : 'object-for-subject',
      params: { pronoun: answer },
    },
    { choice: c(person.adj), errorType: 'possessive-for-personal', params: { pronoun: answer } },
    { choice: c(person.refl), errorType: 'reflexive-for-personal', params: { pronoun: answer } },
  ];
  return cands.filter((w) => w.choice.toLowerCase() !== answer.toLowerCase());
}

/**
 * Frames that tell the listener about someone they may not know: not said of the listener's own family
 * ("Have you met your dad?", round 1133; "Your mum is very shy. Please be nice to her").
 */
const STRANGER = /Have you met A|lives next door|hear from|very shy|doesn’t know the way/;

/** Birthdays are one person's; jobs and work are for adults; the listener knows their own family. */
function suits(frame: string, person: Person): boolean {
  if (/^your /.test(person.np) && STRANGER.test(frame)) return false;
  if (/birthday/.test(frame) && person.plural) return false;
  if (/job|to work|hospital/.test(frame) && /children/.test(person.np)) return false;
  return true;
}

function fill(frame: string, person: Person): string {
  const agreed = person.plural
    ? frame
        .replace(/^A is /, 'A are ')
        .replace(/^A isn’t /, 'A aren’t ')
        .replace(/^A has /, 'A have ')
        .replace(/^A doesn’t /, 'A don’t ')
        .replace(/^A lives /, 'A live ')
        .replace('Where is A', 'Where are A')
    : frame;
  return agreed
    .replace(/^A\b/, capFirst(person.np))
    .replace(/\bA\b/, person.np)
    .replace(/\{v:([^|}]*)\|([^}]*)\}/, (_m, third: string, base: string) => agree(person, third, base))
    .replace(/themselves/, person.refl);
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (frame: string, person: Person, need: 'sub' | 'obj', skeleton: string, trigger: string) => {
    const text = fill(frame, person);
    const capital = text.startsWith('___') || /\. ___/.test(text);
    const answer = capital ? capFirst(person[need]) : person[need];
    out.push({
      text,
      answer,
      wrong: wrongs(person, need, capital),
      ruleId: need === 'obj' ? 'object' : 'subject',
      trigger: [trigger],
      skeleton,
    });
  };
  OBJ_FRAMES.forEach((f, i) => {
    for (const person of PEOPLE) {
      if (!suits(f, person)) continue;
      push(f, person, 'obj', `pron-case:obj:${i}`, person.np);
    }
  });
  SUB_FRAMES.forEach((f, i) => {
    for (const person of PEOPLE) {
      if (f.includes('old enough') && !person.np.match(/children|cousins|brother|sister/)) continue;
      if (!suits(f, person)) continue;
      push(f, person, 'sub', `pron-case:sub:${i}`, person.np);
    }
  });
  FIRST.forEach(([f, who, need], i) => {
    push(
      f,
      who === 'I' ? ME : US,
      need,
      `pron-case:first:${i}`,
      need === 'obj' ? (f.split(' ___')[0]?.split(' ').pop() ?? '') : 'and',
    );
  });
  return out;
}

export const subjectObjectTopic: TopicDef = makeTopic(
  {
    slug: 'subject-object-pronouns',
    sectionSlug: 'pronoun',
    name: {
      en: 'Subject and object pronouns: I / me, he / him, they / them',
      uk: 'Особові займенники: I / me, he / him, they / them',
    },
    level: 'basic',
    possibleAnswers: ['I', 'me', 'he', 'him', 'she', 'her', 'we', 'us', 'they', 'them'],
    card: {
      rule: {
        en: 'Subject pronouns (I, he, she, we, they) come before the verb and do the action. Object pronouns (me, him, her, us, them) come after a verb or a preposition: I like him; talk to them; between you and me.',
        uk: 'Займенники в називному відмінку (I, he, she, we, they) — це підмети: вони стоять перед дієсловом. Займенники в об’єктному відмінку (me, him, her, us, them) — це додатки: вони стоять після дієслова чи прийменника: I like him; talk to them; between you and me.',
      },
      signals: {
        en: 'A verb right after the gap → subject form; a verb or a preposition (to, for, with, from) right before the gap → object form.',
        uk: 'Дієслово одразу після пропуску → називний відмінок (I, he); дієслово чи прийменник (to, for, with, from) перед пропуском → об’єктний відмінок (me, him).',
      },
      examples: ['I called Anna, but she didn’t answer.', 'Where is Tom? I need to talk to him.'],
    },
    rules: [
      {
        id: 'subject',
        statement: {
          en: 'Before the verb, as the subject, use I, you, he, she, it, we, they.',
          uk: 'Перед дієсловом, у ролі підмета, уживаємо I, you, he, she, it, we, they.',
        },
      },
      {
        id: 'object',
        statement: {
          en: 'After a verb or a preposition, use me, you, him, her, it, us, them.',
          uk: 'Після дієслова чи прийменника вживаємо me, you, him, her, it, us, them.',
        },
      },
    ],
    target: 1200,
  },
  items,
);
