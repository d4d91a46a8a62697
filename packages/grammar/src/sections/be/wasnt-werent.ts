import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { RULES, wasWereItems } from './was-were.ts';

/** The negative past of be: the was-were sentences with wasn't/weren't, questions left to was-were. */
export const wasntWerent: TopicDef = makeTopic(
  {
    slug: 'wasnt-werent',
    sectionSlug: 'be',
    name: { en: "Wasn't or weren't", uk: "Wasn't чи weren't" },
    level: 'basic',
    possibleAnswers: ["wasn't", "weren't"],
    card: {
      rule: {
        en: 'The negative past of "be" is wasn\'t (I, he, she, it) or weren\'t (you, we, they). Questions start with Was or Were.',
        uk: "Заперечна форма be в минулому: wasn't (I, he, she, it) або weren't (you, we, they). Питання починаємо з Was чи Were.",
      },
      signals: {
        en: 'Past time words (yesterday, last night, ago) and the subject.',
        uk: 'Слова минулого часу (yesterday, last night, ago) і підмет.',
      },
      examples: ["I wasn't at home last night.", "The shops weren't busy yesterday."],
    },
    rules: RULES.map((r) => ({
      id: r.id,
      statement:
        r.id === 'was'
          ? {
              en: "I, he, she, it and one person or thing take wasn't: She wasn't at work yesterday.",
              uk: "З I, he, she, it та з однією особою чи річчю вживаємо wasn't: She wasn't at work yesterday.",
            }
          : {
              en: "You, we, they and two or more people or things take weren't: We weren't ready.",
              uk: "З you, we, they та з кількома особами чи речами вживаємо weren't: We weren't ready.",
            },
    })),
    target: 1700,
  },
  (rng) => wasWereItems(rng, true).filter((it) => !it.text.startsWith('___')),
);
