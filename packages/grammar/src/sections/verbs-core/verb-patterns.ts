import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ingForm, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ACTIONS, restFor } from './actions.ts';
import { someSubjects } from './clauses.ts';
import { ALL_SUBJECTS, is3sg, type Subject, subjectStart } from './subjects.ts';

/**
 * Verbs that take only one pattern, each with the tense it reads naturally in out of context and the
 * activities that fit it ("offered to help", "refused to clean", never "arranged to win"). Verbs that
 * take both patterns (like, love, start, stop, remember, try, forget, need) are left out on purpose.
 */
const CHORES =
  /wash|clean|tidy|the washing-up|iron|cut the grass|sweep|the shopping|take the rubbish|dishes|the cat|water|set the table|make the bed/;
const FUN =
  /tennis|chess|swim|guitar|piano|photos|ride|fishing|skiing|bake|cake|yoga|jog|run in|music|TV|dance|sing/;
const PATTERNS: {
  lead: string;
  pattern: 'ing' | 'to';
  tense: 'present' | 'past' | 'fixed';
  fits: RegExp;
  who?: (s: Subject) => boolean;
}[] = [
  { lead: 'enjoy', pattern: 'ing', tense: 'present', fits: FUN },
  {
    lead: 'finish',
    pattern: 'ing',
    tense: 'past',
    fits: /paint|fix|repair|clean|tidy|iron|wash|cut|sweep|write|type|pack|unpack|copy|knit|build|wrap|bake|make|do|mend|read/,
  },
  { lead: 'avoid', pattern: 'ing', tense: 'past', fits: CHORES },
  {
    lead: 'suggest',
    pattern: 'ing',
    tense: 'past',
    fits: /pizza|chess|tennis|photos|cinema|fishing|skiing|bake|cake|sandwiches|table for two|visit/,
  },
  {
    lead: 'consider',
    pattern: 'ing',
    tense: 'past',
    fits: /sell|buy|fly|open a bank|visit|book|get a new job|learn|grow/,
  },
  {
    lead: 'give up',
    pattern: 'ing',
    tense: 'past',
    fits: /coffee|TV|tennis|chess|guitar|piano|yoga|jog|swim/,
  },
  { lead: 'want', pattern: 'to', tense: 'present', fits: /./ },
  {
    lead: 'hope',
    pattern: 'to',
    tense: 'present',
    fits: /win|finish|find|get a new|visit|catch|fix|sell|buy|climb|run a marathon|see a whale/,
  },
  { lead: 'decide', pattern: 'to', tense: 'past', fits: /./ },
  {
    lead: 'plan',
    pattern: 'to',
    tense: 'past',
    fits: /visit|paint|build|bake|make a cake|plant|fly|climb|sell|buy|book|open|learn|grow/,
  },
  {
    lead: 'promise',
    pattern: 'to',
    tense: 'past',
    fits: /call|visit|fix|repair|clean|tidy|wash|bring|finish|pay the bills|send|feed|water|walk/,
  },
  {
    lead: 'agree',
    pattern: 'to',
    tense: 'past',
    fits: /help|wash|pay the bills|sign|drive|cook|bring|lend|feed|walk|water|take the dog/,
  },
  { lead: 'refuse', pattern: 'to', tense: 'past', fits: CHORES },
  {
    lead: 'manage',
    pattern: 'to',
    tense: 'past',
    fits: /fix|repair|finish|find|win|climb|swim across|run a marathon|catch the train|carry|move|build/,
  },
  {
    lead: 'offer',
    pattern: 'to',
    tense: 'past',
    fits: /wash|carry|cook|fix|repair|make|bring|feed|water|the shopping|set the table|lend/,
  },
  { lead: 'learn', pattern: 'to', tense: 'past', fits: /play|swim|ride|knit|bake|draw|type/ },
  { lead: 'fail', pattern: 'to', tense: 'past', fits: /finish|win|find|catch|fix/ },
  { lead: 'pretend', pattern: 'to', tense: 'past', fits: /read|listen|study|sleep|wait/ },
  { lead: "doesn't mind", pattern: 'ing', tense: 'fixed', fits: CHORES, who: (s) => is3sg(s) },
  { lead: "don't mind", pattern: 'ing', tense: 'fixed', fits: CHORES, who: (s) => !is3sg(s) },
  {
    lead: 'would like',
    pattern: 'to',
    tense: 'fixed',
    fits: /visit|learn|buy|climb|ride|see a whale|fly|build|play|grow|bake|open/,
  },
  {
    lead: 'feels like',
    pattern: 'ing',
    tense: 'fixed',
    fits: /TV|music|pizza|tennis|chess|swim|bake|cake|jog|run in|yoga/,
    who: (s) => is3sg(s),
  },
  {
    lead: 'is looking forward to',
    pattern: 'ing',
    tense: 'fixed',
    fits: /tennis|chess|swim|photos|ride|fishing|skiing|treehouse|Paris|Rome/,
    who: (s) => is3sg(s),
  },
  { lead: "can't afford", pattern: 'to', tense: 'fixed', fits: /buy|book|fly|order|get a new/ },
];

/** Phrases whose outcome nobody plans (lose keys, break a glass) never follow decide, promise, hope… */
const UNPLANNED = /^(lose|break|miss|forget|spend|hide)/;

const verbIn = (s: Subject, verb: string, tense: 'present' | 'past' | 'fixed'): string => {
  if (tense === 'fixed') return verb;
  const [head = verb, ...tail] = verb.split(' ');
  const form = tense === 'past' ? verbForms(head).past : is3sg(s) ? thirdPerson(head) : head;
  return [form, ...tail].join(' ');
};

/** Leads that ask the listener instead: "Do you mind …?", "Would you like …?". */
const ASKED: Record<string, string> = { "don't mind": 'Do you mind', 'would like': 'Would you like' };

function build(rng: Rng): Item[] {
  const YOU = ALL_SUBJECTS.find((x) => x.text === 'you');
  if (!YOU) throw new Error('no "you" subject');
  const items: Item[] = [];
  const pool = ACTIONS.filter((a) => !UNPLANNED.test(`${a.verb} ${a.rest}`) && a.verb !== 'finish');
  const add = (
    s: Subject,
    lead: string,
    pattern: 'ing' | 'to',
    a: (typeof ACTIONS)[number],
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
    items.push({
      text:
        end === '?'
          ? `${lead} ___ ${restFor(a, s.poss)}?`
          : `${subjectStart(s)} ${lead} ___ ${restFor(a, s.poss)}.`,
      answer,
      wrong: limitWrong(rng, wrong, 2, 1),
      ruleId: pattern === 'ing' ? 'verb-ing' : 'verb-to',
      trigger: [lead.trim()],
      skeleton,
    });
  };
  for (const p of PATTERNS) {
    const fits = pool.filter((a) => p.fits.test(`${a.verb} ${a.rest}`) && a.verb !== p.lead);
    for (const a of fits) {
      // No statement tells "you" about your own feelings or plans ("You don't mind sweeping the floor"):
      // statements are about I, he, she, they…; "you" is asked ("Do you mind sweeping the floor?").
      const told = (x: Subject) => x.text !== 'you' && (!p.who || p.who(x));
      for (const s of someSubjects(rng, 3, a.adult || p.lead.includes('afford'), told)) {
        const lead = p.lead === 'is looking forward to' ? p.lead : verbIn(s, p.lead, p.tense);
        add(s, lead, p.pattern, a, `${p.lead}:${a.id}`);
      }
      const ask = ASKED[p.lead];
      if (ask && rng.next() < 0.5)
        add(YOU, ask, p.pattern, a, `${p.lead}:q:${a.id}`, '?', p.lead.replace("don't ", ''));
    }
  }
  return items;
}

export const verbIngOrTo: TopicDef = makeTopic(
  {
    slug: 'verb-ing-or-to-infinitive',
    sectionSlug: 'verb',
    name: {
      en: 'Verb + -ing or verb + to-infinitive',
      uk: 'Дієслово + форма на -ing чи to + початкова форма',
    },
    level: 'intermediate',
    possibleAnswers: ['doing', 'to do'],
    card: {
      rule: {
        en: 'Some verbs are followed by -ing (enjoy, finish, avoid, mind, practise, suggest, give up, can’t stand); others by to + verb (want, decide, hope, plan, promise, agree, refuse, manage, would like). Learn each verb with its pattern.',
        uk: 'Після одних дієслів уживаємо форму на -ing (enjoy, finish, avoid, mind, practise, suggest, give up, can’t stand), після інших — to + початкова форма (want, decide, hope, plan, promise, agree, refuse, manage, would like). Кожне дієслово варто запам’ятати разом із його конструкцією.',
      },
      signals: {
        en: 'Look at the verb before the gap: enjoy/finish/avoid → -ing; want/decide/hope → to.',
        uk: 'Дивіться на дієслово перед пропуском: enjoy/finish/avoid → -ing; want/decide/hope → to.',
      },
      examples: ['She enjoys walking her dog.', 'We decided to paint the fence.'],
    },
    rules: [
      {
        id: 'verb-ing',
        statement: {
          en: 'After enjoy, finish, avoid, mind, practise, keep, miss, suggest, consider, give up, can’t stand, feel like and look forward to we use the -ing form.',
          uk: 'Після enjoy, finish, avoid, mind, practise, keep, miss, suggest, consider, give up, can’t stand, feel like та look forward to вживаємо форму на -ing.',
        },
      },
      {
        id: 'verb-to',
        statement: {
          en: 'After want, decide, hope, plan, promise, agree, refuse, manage, offer, learn, afford, expect, would like we use to + the base form.',
          uk: 'Після want, decide, hope, plan, promise, agree, refuse, manage, offer, learn, afford, expect, would like уживаємо to + початкову форму.',
        },
      },
    ],
    target: 2000,
  },
  build,
);

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
  return items;
}

export const sayOrTell: TopicDef = makeTopic(
  {
    slug: 'say-or-tell',
    sectionSlug: 'verb',
    name: { en: 'Say or tell', uk: 'Say чи tell' },
    level: 'intermediate',
    possibleAnswers: ['say', 'tell', 'said', 'told'],
    card: {
      rule: {
        en: 'Tell is followed by the person we speak to (tell me, told her that…) and by fixed objects (tell the truth, a lie, a story, a joke). Say is followed by the words or a that-clause without a person (say hello, said that…); with a person it needs to (said to me).',
        uk: 'Після tell називаємо співрозмовника (tell me, told her that…), а також сталі сполучення (tell the truth, a lie, a story, a joke). Після say ідуть самі слова або підрядне речення з that без особи (say hello, said that…); з особою потрібне to (said to me).',
      },
      signals: {
        en: 'A person right after the gap (me, her, the teacher) → tell; words or that right after → say.',
        uk: 'Особа одразу після пропуску (me, her, the teacher) → tell; слова чи that одразу після → say.',
      },
      examples: ['She told me that she was tired.', 'He said goodbye and left.'],
    },
    rules: [
      {
        id: 'tell-object',
        statement: {
          en: 'Tell + the person (tell me, told the teacher), and tell the truth / a lie / a story / a joke.',
          uk: 'Tell + співрозмовник (tell me, told the teacher), а також tell the truth / a lie / a story / a joke.',
        },
      },
      {
        id: 'say-words',
        statement: {
          en: 'Say + the words or that… (say sorry, said that…), and say something to a person.',
          uk: 'Say + слова або that… (say sorry, said that…), а зі співрозмовником — say something to someone.',
        },
      },
    ],
    target: 600,
  },
  sayTell,
);
