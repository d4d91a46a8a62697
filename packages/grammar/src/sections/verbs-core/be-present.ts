import { cap, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fits, PERSON_COMPLEMENTS, THING_CLAUSES } from './be-lexicon.ts';
import { ALL_SUBJECTS, askedAbout, bePresent, personLabel, type Subject, subjectStart } from './subjects.ts';

const FORMS = ['am', 'is', 'are'] as const;

const RULES = [
  {
    id: 'be-am',
    statement: {
      en: 'With I we use am: I am tired.',
      uk: 'З займенником I вживаємо am: I am tired.',
    },
  },
  {
    id: 'be-is',
    statement: {
      en: 'With he, she, it and one person or thing we use is: She is a nurse. The news is good.',
      uk: 'З he, she, it та з однією особою чи річчю вживаємо is: She is a nurse. The news is good.',
    },
  },
  {
    id: 'be-are',
    statement: {
      en: 'With you, we, they and two or more people or things we use are: They are at home. My jeans are new.',
      uk: 'З you, we, they та з кількома особами чи речами вживаємо are: They are at home. My jeans are new.',
    },
  },
];

const ruleFor = (form: string): string => (form === 'am' ? 'be-am' : form === 'is' ? 'be-is' : 'be-are');

/** am/is/are for a person: the two other forms are agreement errors. */
export function beWrong(answer: string, subject: string, label: string, upper = false): Wrong[] {
  return FORMS.filter((f) => f !== answer).map((f) => ({
    choice: upper ? cap(f) : f,
    errorType: 'be-agreement',
    params: { subject, person: label, needed: answer },
  }));
}

const thingLabel = (person: '3sg' | '3pl'): string => (person === '3sg' ? 'he/she/it' : 'you/we/they');

function build(_rng: Rng): Item[] {
  const items: Item[] = [];
  const add = (s: Subject, text: string, skeleton: string, upper = false) => {
    const answer = bePresent(s);
    items.push({
      text,
      answer: upper ? cap(answer) : answer,
      wrong: beWrong(answer, s.text, personLabel(s), upper),
      ruleId: ruleFor(answer),
      trigger: [s.text],
      skeleton,
    });
  };
  for (const c of PERSON_COMPLEMENTS) {
    for (const s of ALL_SUBJECTS) {
      if (!fits(c, s)) continue;
      // No statement tells "you" how or where you are ("You are hungry"); you are asked instead.
      if (s.person !== '2') {
        add(s, `${subjectStart(s)} ___ ${c.text}.`, `be-stmt:${c.id}`);
        add(s, `${subjectStart(s)} ___ not ${c.text}.`, `be-neg:${c.id}`);
      }
      // "Am I from Kyiv?" is odd: a speaker asks about others, or about themself only where natural.
      const q = askedAbout(s) ?? (/late|ready|hurry/.test(c.text) ? s : null);
      if (q) add(q, `___ ${q.text} ${c.text}?`, `be-q:${c.id}`, true);
      const wq = askedAbout(s);
      if (c.wh && wq) add(wq, `${c.wh} ___ ${wq.text} ${c.text}?`, `be-wh:${c.id}`);
    }
  }
  for (const t of THING_CLAUSES) {
    const answer = t.person === '3sg' ? 'is' : 'are';
    const base = {
      ruleId: ruleFor(answer),
      trigger: [t.subject],
      ...(t.note ? { features: { noun: t.note } } : {}),
    };
    const wrong = (upper: boolean) => beWrong(answer, t.subject, thingLabel(t.person), upper);
    items.push({
      ...base,
      text: `${cap(t.subject)} ___ ${t.rest}.`,
      answer,
      wrong: wrong(false),
      skeleton: `be-thing:${t.id}`,
    });
    items.push({
      ...base,
      text: `${cap(t.subject)} ___ not ${t.rest}.`,
      answer,
      wrong: wrong(false),
      skeleton: `be-thing-neg:${t.id}`,
    });
    // The checker cannot parse "Is the news good?": those two stay statements only.
    if (t.note !== 'news' && t.note !== 'maths')
      items.push({
        ...base,
        text: `___ ${t.subject} ${t.rest.replace(/^my /, 'your ')}?`,
        answer: cap(answer),
        wrong: wrong(true),
        skeleton: `be-thing-q:${t.id}`,
      });
  }
  return items;
}

export const verbToBe: TopicDef = makeTopic(
  {
    slug: 'verb-to-be',
    sectionSlug: 'be',
    name: { en: 'Verb to be: am, is, are', uk: 'Дієслово to be: am, is, are' },
    level: 'basic',
    possibleAnswers: ['am', 'is', 'are'],
    card: {
      rule: {
        en: 'The verb "be" has three present forms: I am; he, she, it is; you, we, they are. The form depends only on the subject.',
        uk: 'Дієслово be у теперішньому часі має три форми: I am; he, she, it is; you, we, they are. Форма залежить лише від підмета (того, хто виконує дію).',
      },
      signals: {
        en: 'Look at the subject: I → am; one person or thing → is; you or more than one → are. "News" and "information" are singular; "jeans", "glasses" and "people" are plural.',
        uk: 'Дивіться на підмет: I → am; одна особа чи річ → is; you або кілька → are. News та information — однина; jeans, glasses і people — множина.',
      },
      examples: ['My sister is a nurse.', 'Are your parents at home?'],
    },
    rules: RULES,
    target: 2000,
  },
  build,
);
