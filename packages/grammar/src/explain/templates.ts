import type { ErrorParams, ErrorType } from './error-types.ts';

/**
 * THE explanation templates: "why this choice is wrong here", one per error type, in English and
 * Ukrainian. Keyed by the `ErrorType` union (error-types.ts), so a missing template, a template defined
 * twice or a template that reads a param its error type does not carry fails `tsc`. Each template gets
 * the distractor's own params plus `chosen`, `answer` and `trigger`; it quotes the learner's choice and
 * says why it is wrong in its own terms (a non-word is a non-word). The explainer (compose.ts) adds the
 * right sentence, the rule and an example around it; `npm run content:audit` renders every one.
 */

/** What every template receives besides its error type's own params. */
export interface BaseParams {
  chosen: string;
  answer: string;
  /** The deciding words, joined with " … " ('' when none). */
  trigger: string;
}
export interface Template<P> {
  en: (p: P & BaseParams) => string;
  uk: (p: P & BaseParams) => string;
}
export type Templates = { [K in ErrorType]: Template<ErrorParams[K]> };

const q = (s: string | undefined) => `“${s ?? ''}”`;
const u = (s: string | undefined) => `«${s ?? ''}»`;
const t = <P>(en: (p: P & BaseParams) => string, uk: (p: P & BaseParams) => string): Template<P> => ({
  en,
  uk,
});

/** Why an article is or is not used, keyed by the frame's reason code. */
const REASON: Record<string, { en: string; uk: string }> = {
  known: {
    en: 'the thing was already mentioned earlier in the sentence',
    uk: 'цю річ уже згадано раніше в реченні',
  },
  unique: {
    en: 'there is only one of it, so everyone knows which one',
    uk: 'вона існує в одному екземплярі, тож усім зрозуміло, про яку йдеться',
  },
  superlative: {
    en: 'a superlative (the best, the biggest) always picks out one thing',
    uk: 'найвищий ступінь (the best, the biggest) завжди виділяє один предмет',
  },
  ordinal: {
    en: 'an ordinal number (first, second, last) picks out one thing',
    uk: 'порядковий числівник (first, second, last) виділяє один предмет',
  },
  only: { en: '"only" picks out one thing', uk: 'слово only виділяє один предмет' },
  same: { en: '"same" always goes with the', uk: 'same завжди вживаємо з the' },
  defined: {
    en: 'the rest of the sentence says exactly which one',
    uk: 'решта речення точно вказує, про що саме йдеться',
  },
  position: {
    en: 'phrases like the top of, the end of, on the left use the',
    uk: 'вирази на кшталт the top of, the end of, on the left вживаємо з the',
  },
  time: {
    en: 'set phrases like in the morning and at the moment use the',
    uk: 'сталі вирази in the morning, at the moment вживаємо з the',
  },
  idiom: { en: 'this is a set phrase with the', uk: 'це сталий вираз з the' },
  instrument: { en: 'we say play the + a musical instrument', uk: 'кажемо play the + музичний інструмент' },
  'plural-country': {
    en: 'country names with States, Kingdom or a plural form take the',
    uk: 'назви країн зі словами States, Kingdom або у формі множини вживаємо з the',
  },
  river: { en: 'names of rivers take the', uk: 'назви річок уживаємо з the' },
  range: { en: 'names of mountain ranges take the', uk: 'назви гірських хребтів уживаємо з the' },
  sea: { en: 'names of seas and oceans take the', uk: 'назви морів і океанів уживаємо з the' },
  desert: { en: 'names of deserts take the', uk: 'назви пустель уживаємо з the' },
  country: { en: 'most country names take no article', uk: 'більшість назв країн уживаємо без артикля' },
  city: { en: 'city names take no article', uk: 'назви міст уживаємо без артикля' },
  continent: { en: 'names of continents take no article', uk: 'назви континентів уживаємо без артикля' },
  islands: { en: 'names of island groups take the', uk: 'назви груп островів уживаємо з the' },
  language: { en: 'names of languages take no article', uk: 'назви мов уживаємо без артикля' },
  mountain: {
    en: 'a single mountain with Mount takes no article',
    uk: 'назва окремої гори зі словом Mount — без артикля',
  },
  lake: {
    en: 'a lake with Lake in its name takes no article',
    uk: 'назва озера зі словом Lake — без артикля',
  },
  street: { en: 'street names take no article', uk: 'назви вулиць уживаємо без артикля' },
  month: { en: 'months take no article', uk: 'назви місяців уживаємо без артикля' },
  meal: {
    en: 'meals (breakfast, lunch, dinner) take no article',
    uk: 'назви прийомів їжі (breakfast, lunch, dinner) — без артикля',
  },
  sport: { en: 'sports and games take no article', uk: 'назви видів спорту та ігор — без артикля' },
  bed: { en: 'we say go to bed, with no article', uk: 'кажемо go to bed — без артикля' },
  work: {
    en: 'we say go to work and at work, with no article',
    uk: 'кажемо go to work, at work — без артикля',
  },
  transport: {
    en: 'by + transport takes no article (by bus, by train)',
    uk: 'by + транспорт — без артикля (by bus, by train)',
  },
  night: { en: 'we say at night, with no article', uk: 'кажемо at night — без артикля' },
  home: { en: 'we say at home, with no article', uk: 'кажемо at home — без артикля' },
  job: { en: 'a job after be or work as needs a/an', uk: 'професія після be або work as потребує a/an' },
  rate: {
    en: 'a/an here means "per" (twice a week, an hour)',
    uk: 'a/an тут означає «на, за кожен» (twice a week, an hour)',
  },
  exclamation: {
    en: 'what and such take a/an before a singular countable noun',
    uk: 'після what і such перед злічуваним іменником в однині ставимо a/an',
  },
};
const why = (p: { reason?: string }, lang: 'en' | 'uk'): string =>
  REASON[p.reason ?? '']?.[lang] ??
  (lang === 'en' ? 'of the words around the gap' : 'так вимагають слова навколо пропуску');

/** Why a time expression takes its preposition, by category. */
const TIME_CAT: Record<string, { en: string; uk: string }> = {
  clock: { en: 'clock times and points of the day take at', uk: 'з годинами та моментами доби вживаємо at' },
  night: { en: 'we say at night', uk: 'кажемо at night' },
  festival: {
    en: 'holiday periods like Christmas and Easter take at',
    uk: 'зі святковими періодами (Christmas, Easter) вживаємо at',
  },
  day: {
    en: 'days of the week and special days take on',
    uk: 'з днями тижня й особливими днями вживаємо on',
  },
  days: {
    en: 'days of the week (also in the plural, for habits) take on',
    uk: 'з днями тижня (і в множині, для звичок) вживаємо on',
  },
  date: { en: 'dates take on', uk: 'з датами вживаємо on' },
  month: { en: 'months take in', uk: 'з місяцями вживаємо in' },
  year: { en: 'years take in', uk: 'з роками вживаємо in' },
  decade: { en: 'decades and centuries take in', uk: 'з десятиліттями та століттями вживаємо in' },
  season: { en: 'seasons take in', uk: 'з порами року вживаємо in' },
  part: {
    en: 'parts of the day take in (in the morning)',
    uk: 'з частинами доби вживаємо in (in the morning)',
  },
  duration: {
    en: 'in + a period means "after that time from now"',
    uk: 'in + проміжок часу означає «через стільки часу»',
  },
};

/** Why an -s spelling is wrong, by the rule the learner misapplied. */
const SPELL_EN: Record<string, string> = {
  es: 'verbs ending in -s, -sh, -ch, -x or -z add -es.',
  o: 'verbs ending in a consonant + o add -es.',
  ies: 'a consonant + y changes to -ies.',
  'vowel-y': 'after a vowel, y stays and we just add -s.',
  'plain-s': 'this verb just adds -s.',
  have: 'have is irregular: has.',
};
const SPELL_UK: Record<string, string> = {
  es: 'дієслова на -s, -sh, -ch, -x або -z додають -es.',
  o: 'дієслова на приголосну + o додають -es.',
  ies: 'приголосна + y змінюється на -ies.',
  'vowel-y': 'після голосної y зберігається, і ми просто додаємо -s.',
  'plain-s': 'це дієслово просто додає -s.',
  have: 'have — неправильне дієслово: has.',
};

/** Why an -ing spelling is wrong, by the rule the learner missed. */
const ING_EN: Record<string, string> = {
  'drop-e': 'a silent -e is dropped before -ing.',
  double: 'after one stressed vowel the final consonant is doubled.',
  'no-double': 'the last syllable is not stressed, so the consonant is not doubled.',
  ie: '-ie changes to -y before -ing.',
  'keep-ee': 'a double -ee stays before -ing.',
  ck: 'a final -c becomes -ck before -ing.',
  plain: 'the -y stays and we just add -ing.',
};
const ING_UK: Record<string, string> = {
  'drop-e': 'німе -e перед -ing відкидається.',
  double: 'після однієї наголошеної голосної кінцева приголосна подвоюється.',
  'no-double': 'останній склад ненаголошений, тому приголосна не подвоюється.',
  ie: '-ie перед -ing змінюється на -y.',
  'keep-ee': 'подвійне -ee перед -ing зберігається.',
  ck: 'кінцеве -c перед -ing стає -ck.',
  plain: '-y зберігається, ми просто додаємо -ing.',
};

/** Why an -ed spelling is wrong, by the rule the learner missed. */
const ED_EN: Record<string, string> = {
  e: 'a verb ending in -e just adds -d.',
  ied: 'a consonant + y changes to -ied.',
  'vowel-y': 'after a vowel the y stays: just add -ed.',
  double: 'after one stressed vowel the final consonant is doubled.',
  'no-double': 'the last syllable is not stressed, so the consonant is not doubled.',
  ck: 'a final -c becomes -ck before -ed.',
};
const ED_UK: Record<string, string> = {
  e: 'дієслово на -e додає лише -d.',
  ied: 'приголосна + y змінюється на -ied.',
  'vowel-y': 'після голосної y зберігається, просто додаємо -ed.',
  double: 'після однієї наголошеної голосної кінцева приголосна подвоюється.',
  'no-double': 'останній склад ненаголошений, тому приголосна не подвоюється.',
  ck: 'кінцеве -c перед -ed стає -ck.',
};

/** Tense names for the templates (Ukrainian names the English tense and says what it is). */
const TENSE_EN: Record<string, string> = {
  past: 'past simple',
  present: 'present simple',
  'present-continuous': 'present continuous',
  'present-perfect': 'present perfect',
  'past-continuous': 'past continuous',
  'past-perfect': 'past perfect',
  future: 'future (will)',
  now: 'present',
};
const TENSE_UK: Record<string, string> = {
  past: 'минулого простого часу (past simple)',
  present: 'теперішнього простого часу (present simple)',
  'present-continuous': 'теперішнього тривалого часу (present continuous)',
  'present-perfect': 'теперішнього доконаного часу (present perfect)',
  'past-continuous': 'минулого тривалого часу (past continuous)',
  'past-perfect': 'минулого доконаного часу (past perfect)',
  future: 'майбутнього часу (will)',
  now: 'теперішнього часу',
};

export const TEMPLATES: Templates = {
  'a-few-positive-meaning': {
    en: (p) =>
      `“${p.chosen}” means “some, enough”, but the sentence shows there was not enough (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» означає «трохи, достатньо», а з речення видно, що було замало («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'a-with-uncountable': {
    en: (p) => `“${p.noun}” is uncountable, so it cannot take “${p.chosen}”. Use “some” (or “a piece of”).`,
    uk: (p) => `«${p.noun}» незлічуваний, тому з «${p.chosen}» не вживається. Кажемо some (або a piece of).`,
  },
  'active-for-passive': t(
    (p) =>
      `${q(p.subject)} does not do the action; the action is done to it, so we need the passive (be + past participle).`,
    (p) => `${u(p.subject)} не виконує дію — дію виконують над ним, тож потрібен пасив (be + третя форма).`,
  ),
  'adjective-for-adverb': {
    en: (p) =>
      p.before === 'adjective'
        ? `Before an adjective we need an adverb: “${p.adverb}”, not the adjective “${p.chosen}”.`
        : `The gap says how the action is done, so we need an adverb: “${p.adverb}”, not the adjective “${p.chosen}”.`,
    uk: (p) =>
      p.before === 'adjective'
        ? `Перед прикметником потрібен прислівник: «${p.adverb}», а не прикметник «${p.chosen}».`
        : `Пропуск показує, як виконується дія, тому потрібен прислівник «${p.adverb}», а не прикметник «${p.chosen}».`,
  },
  'adjective-order': {
    en: (p) =>
      `The adjectives are in the wrong order. English puts them as opinion – size – age – shape – colour – origin – material; here: ${p.order}, so “${p.answer}”.`,
    uk: (p) =>
      `Прикметники стоять не в тому порядку. В англійській порядок такий: оцінка – розмір – вік – форма – колір – походження – матеріал; тут: ${p.order}, тобто «${p.answer}».`,
  },
  'adjective-without-noun': {
    en: (p) =>
      `No noun follows the gap, so we need the possessive pronoun “${p.pronoun}”; “${p.adjective}” must have a noun after it.`,
    uk: (p) =>
      `Після пропуску немає іменника, тому потрібен присвійний займенник «${p.pronoun}»; після «${p.adjective}» обов’язково має бути іменник.`,
  },
  'adverb-for-adjective': {
    en: (p) =>
      p.after === 'linking'
        ? `After verbs like be, look, sound, taste, feel and seem we use an adjective: “${p.adjective}”, not “${p.chosen}”.`
        : `The gap describes a noun, so we need the adjective “${p.adjective}”, not the adverb “${p.chosen}”.`,
    uk: (p) =>
      p.after === 'linking'
        ? `Після be, look, sound, taste, feel, seem уживаємо прикметник: «${p.adjective}», а не «${p.chosen}».`
        : `Пропуск описує іменник, тому потрібен прикметник «${p.adjective}», а не прислівник «${p.chosen}».`,
  },
  'agreement-3sg': t(
    (p) =>
      p.person === 'non-3sg'
        ? `${q(p.chosen)} is only for he, she and it, and ${q(p.subject)} is not one of them, so we need ${q(p.answer)}.`
        : p.person === '3sg'
          ? `${q(p.subject)} is he, she or it (one person or thing), so we need ${q(p.answer)}, not ${q(p.chosen)}.`
          : `${q(p.subject)} is he, she or it, so the present simple verb takes -s: ${q(p.needed ?? p.answer)}, not ${q(p.chosen)}.`,
    (p) =>
      p.person === 'non-3sg'
        ? `${u(p.chosen)} уживаємо лише з he, she, it, а ${u(p.subject)} до них не належить, тому потрібно ${u(p.answer)}.`
        : p.person === '3sg'
          ? `${u(p.subject)} — це he, she або it (одна особа чи річ), тому потрібно ${u(p.answer)}, а не ${u(p.chosen)}.`
          : `${u(p.subject)} — це he, she або it, тому дієслово в present simple має закінчення -s: ${u(p.needed ?? p.answer)}, а не ${u(p.chosen)}.`,
  ),
  'agreement-have': {
    en: (p) =>
      p.person === '3sg'
        ? `“${p.subject ?? p.trigger}” is he/she/it or one person or thing, so the verb is “has”, not “have”.`
        : `“${p.subject ?? p.trigger}” is I/you/we/they or a plural, so the verb is “have”; “has” is only for he, she, it and singular nouns.`,
    uk: (p) =>
      p.person === '3sg'
        ? `«${p.subject ?? p.trigger}» — це he/she/it або одна особа чи річ, тому дієслово «has», а не «have».`
        : `«${p.subject ?? p.trigger}» — це I/you/we/they або множина, тому дієслово «have»; «has» — лише для he, she, it та іменників в однині.`,
  },
  'agreement-non-3sg': t(
    (p) => `With ${q(p.subject)} the verb has no -s; ${q(p.chosen)} is the form for he, she or it.`,
    (p) =>
      `Після ${u(p.subject)} дієслово не має закінчення -s; ${u(p.chosen)} — це форма для he, she чи it.`,
  ),
  'agreement-plural': {
    en: (p) =>
      `“${p.chosen}” with -s is only for he, she, it. After “${p.subject}” we use the base form “${p.needed}”.`,
    uk: (p) =>
      `Форма з -s («${p.chosen}») — лише для he, she, it. Після «${p.subject}» вживаємо початкову форму «${p.needed}».`,
  },
  'all-with-singular': t(
    (p) =>
      `${q(p.chosen)} does not fit here: all goes with a plural or uncountable noun (all the students, all my money) or a period like all day. Before a single thing after the, we say ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: all ставимо перед множиною чи незлічуваним іменником (all the students, all my money) або перед проміжком часу (all day). Тут потрібно ${u(p.answer)}.`,
  ),
  'already-in-negative': t(
    () =>
      `Already goes with positive sentences; a negative (not done up to now) takes yet at the end or still before it.`,
    () =>
      `Already вживається у стверджувальних реченнях; у запереченні (досі не зроблено) — yet у кінці або still перед hasn't.`,
  ),
  'another-misuse': {
    en: (p) =>
      p.context === 'pron'
        ? `“another” means “one more” and is singular, but here the meaning is plural (several people or things), so we need “${p.answer}”.`
        : `“another” is “an + other”, so it goes only before a singular noun with no the/my in front. Here we need “${p.answer}”.`,
    uk: (p) =>
      p.context === 'pron'
        ? `«another» означає «ще один» і стоїть в однині, а тут ідеться про кількох людей чи речі, тому потрібно «${p.answer}».`
        : `«another» — це «an + other», тож вона стоїть лише перед іменником в однині без the/my перед собою. Тут потрібно «${p.answer}».`,
  },
  'any-in-affirmative': {
    en: (p) =>
      `In a positive sentence like this (“${p.cue}”), an any- word would mean “it doesn’t matter which”, which makes no sense here. We need “${p.answer}”.`,
    uk: (p) =>
      `У такому стверджувальному реченні («${p.cue}») слово з any- означало б «будь-хто/будь-що», що тут не має сенсу. Потрібно «${p.answer}».`,
  },
  'any-in-positive': t(
    (p) =>
      `The sentence is positive (${q(p.cue)}), so we use some. ${q(p.chosen)} in a positive sentence means “it doesn’t matter which”, which does not fit here.`,
    (p) =>
      `Речення стверджувальне (${u(p.cue)}), тому вживаємо some. ${u(p.chosen)} у стверджувальному реченні означає «будь-який», а це тут не за змістом.`,
  ),
  'apostrophe-after-irregular': {
    en: (p) =>
      `“${p.owner}” is an irregular plural that does not end in -s, so it takes ’s like a singular: “${p.answer}”.`,
    uk: (p) =>
      `«${p.owner}» — особлива форма множини без -s у кінці, тому, як і однина, отримує ’s: «${p.answer}».`,
  },
  'apostrophe-after-s-singular': {
    en: (p) => `${p.owner} is one person, so we add ’s: “${p.answer}”. s’ is only for plurals ending in -s.`,
    uk: (p) => `${p.owner} — одна особа, тому додаємо ’s: «${p.answer}». s’ пишемо лише після множини на -s.`,
  },
  'apostrophe-in-pronoun': {
    en: (p) => `Possessive pronouns never take an apostrophe: “${p.pronoun}”, not “${p.chosen}”.`,
    uk: (p) => `Присвійні займенники пишемо без апострофа: «${p.pronoun}», а не «${p.chosen}».`,
  },
  'apostrophe-s-plural': {
    en: (p) => `“${p.owner}” is a plural already ending in -s, so we add only an apostrophe: “${p.answer}”.`,
    uk: (p) =>
      `«${p.owner}» — множина, що вже закінчується на -s, тому додаємо лише апостроф: «${p.answer}».`,
  },
  'article-not-used': {
    en: (p) => `No article is used here: ${why(p, 'en')}. “${p.chosen}” is wrong.`,
    uk: (p) => `Тут артикль не потрібен: ${why(p, 'uk')}. «${p.chosen}» — помилка.`,
  },
  'article-sound': t(
    (p) =>
      `${q(p.word)} begins with a ${p.sound === 'vowel' ? 'vowel' : 'consonant'} sound, so it takes ${q(p.answer)}, not ${q(p.chosen)}. It is the sound that matters, not the letter.`,
    (p) =>
      `${u(p.word)} починається з ${p.sound === 'vowel' ? 'голосного' : 'приголосного'} звука, тому перед ним ${u(p.answer)}, а не ${u(p.chosen)}. Важить вимова, а не літера.`,
  ),
  'aux-agreement-3sg': t(
    (p) => `${q(p.subject)} is third person singular, so the negative is doesn't, not don't.`,
    (p) => `${u(p.subject)} — третя особа однини, тому заперечення — doesn't, а не don't.`,
  ),
  'aux-agreement-non-3sg': t(
    (p) => `With ${q(p.subject)} the negative is don't; doesn't is only for he, she and it.`,
    (p) => `Після ${u(p.subject)} заперечення — don't; doesn't уживається лише з he, she, it.`,
  ),
  'bare-after-verb': {
    en: (p) =>
      `Two verbs cannot simply stand side by side here: after “${p.verb}” we need the -ing form “${p.needed}”.`,
    uk: (p) =>
      `Два дієслова тут не можуть просто стояти поруч: після «${p.verb}» потрібна форма на -ing — «${p.needed}».`,
  },
  'base-after-be-used-to': t(
    () => `In be used to, to is a preposition, so the verb after it takes -ing: be used to getting up.`,
    () =>
      `У be used to слово to — прийменник, тож дієслово після нього має форму на -ing: be used to getting up.`,
  ),
  'base-after-been': t(
    () => `In the present perfect continuous, been is followed by the -ing form, not the base form.`,
    () => `У present perfect continuous після been стоїть форма на -ing, а не початкова форма.`,
  ),
  'base-after-have': t(
    (p) => `After have the verb takes its past participle (${q(p.participle)}), not the base form.`,
    (p) => `Після have потрібна третя форма (${u(p.participle)}), а не початкова форма.`,
  ),
  'base-after-ing-verb': t(
    (p) => `${q(p.verb)} needs the -ing form after it.`,
    (p) => `Після ${u(p.verb)} потрібна форма -ing.`,
  ),
  'base-after-preposition': t(
    (p) => `${q(p.prep)} is a preposition, and a verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) => `${u(p.prep)} — прийменник, а дієслово після прийменника має форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-to-preposition': t(
    () =>
      `In look forward to, to is a preposition, not part of an infinitive, so the verb takes -ing: looking forward to seeing.`,
    () =>
      `У look forward to слово to — прийменник, а не частина інфінітива, тож дієслово має форму на -ing: looking forward to seeing.`,
  ),
  'base-after-would-like': t(
    () => `Would like needs to before the verb.`,
    () => `Після would like перед дієсловом потрібне to.`,
  ),
  'base-for-ing': t(
    () => `After will be the verb takes -ing.`,
    () => `Після will be дієслово має закінчення -ing.`,
  ),
  'base-for-participle': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} is the base form of ${q(p.verb)}. After have/has/had we need its past participle (third form): ${q(p.needed)}.`
        : `${q(p.chosen)} is the base form. Here the verb needs its past participle (third form): ${q(p.answer)}.`,
    (p) =>
      p.verb
        ? `${u(p.chosen)} — початкова форма дієслова ${u(p.verb)}. Після have/has/had потрібна третя форма: ${u(p.needed)}.`
        : `${u(p.chosen)} — початкова форма. Тут дієслово має стояти в третій формі: ${u(p.answer)}.`,
  ),
  'base-for-participle-causative': t(
    () => `Someone else does the job, so after the object we need the past participle, not the base form.`,
    () => `Роботу виконує хтось інший, тож після додатка потрібна третя форма, а не початкова.`,
  ),
  'base-for-participle-passive': t(
    (p) => `The passive needs the past participle (${q(p.participle)}), not the base form.`,
    (p) => `Пасив вимагає третьої форми (${u(p.participle)}), а не початкової.`,
  ),
  'base-for-past': t(
    (p) =>
      `${q(p.marker)} is a finished past time, so the verb must be in the past simple, not the base form ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} — завершений час у минулому, тож потрібен past simple, а не початкова форма ${u(p.chosen)}.`,
  ),
  'base-with-than': {
    en: (p) => `“than” needs a comparative before it: “${p.answer} than”, not “${p.chosen} than”.`,
    uk: (p) => `Перед «than» має стояти вищий ступінь: «${p.answer} than», а не «${p.chosen} than».`,
  },
  'be-after-have': t(
    () => `After has/have we need the participle of be, been: has been done.`,
    () => `Після has/have потрібна третя форма від be — been: has been done.`,
  ),
  'be-agreement': t(
    (p) =>
      `${q(p.chosen)} does not agree with ${q(p.subject)}: this subject takes ${q(p.needed ?? p.be ?? p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: з ним уживаємо ${u(p.needed ?? p.be ?? p.answer)}.`,
  ),
  'be-for-did': {
    en: (p) =>
      `“${p.chosen}” cannot go with the base form “${p.verb}”: in past simple questions and negatives we use did/didn't + the base form.`,
    uk: (p) =>
      `«${p.chosen}» не поєднується з початковою формою «${p.verb}»: у питаннях і запереченнях past simple вживаємо did/didn't + початкову форму.`,
  },
  'be-for-do': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} cannot go with the base form ${q(p.verb)}: present simple questions and negatives are made with do/does + the base form.`
        : `${q(p.chosen)} is a form of be, but the sentence has another main verb, so the question or negative is made with do/does/did: ${q(p.answer)}.`,
    (p) =>
      p.verb
        ? `${u(p.chosen)} не поєднується з початковою формою ${u(p.verb)}: питання й заперечення в present simple утворюємо з do/does + початкова форма.`
        : `${u(p.chosen)} — форма be, але в реченні є інше смислове дієслово, тож питання чи заперечення утворюємо з do/does/did: ${u(p.answer)}.`,
  ),
  'be-for-do-echo': t(
    (p) =>
      `The first sentence has the ordinary verb ${q(p.verb)}, so the short answer repeats it with do/does/did, not with be.`,
    (p) =>
      `У першому реченні звичайне дієслово ${u(p.verb)}, тож коротка відповідь повторює його через do/does/did, а не be.`,
  ),
  'be-for-have': {
    en: (p) =>
      `“${p.chosen}” is a form of "be". The present perfect is made with have/has + the past participle, so we need have or has.`,
    uk: (p) =>
      `«${p.chosen}» — форма дієслова be. Present perfect утворюється з have/has + третя форма, тому потрібно have або has.`,
  },
  'be-form-after-will': t(
    () => `After will, be stays be (will be), never is or are.`,
    () => `Після will дієслово be не змінюється (will be), ніколи не is чи are.`,
  ),
  'be-plus-base': {
    en: (p) =>
      `“${p.chosen}” mixes "be" with the base form “${p.verb}”. The present simple needs no "be" here: just the verb (with -s after he/she/it).`,
    uk: (p) =>
      `«${p.chosen}» змішує be з початковою формою «${p.verb}». У present simple be тут не потрібне — лише дієслово (з -s після he/she/it).`,
  },
  'be-tag-after-verb': t(
    () => `The sentence has a main verb in the present simple, so the tag uses do/does, not be.`,
    () => `У реченні є основне дієслово в present simple, тому хвостик утворюється з do/does, а не з be.`,
  ),
  'be-used-to-confusion': t(
    () =>
      `Be used to means "be accustomed to" and is followed by -ing; for a past habit use used to + base form.`,
    () =>
      `Be used to означає «мати звичку, звикнути» і вимагає -ing; для звички в минулому — used to + початкова форма.`,
  ),
  'be-used-to-for-past-habit': t(
    () =>
      `The sentence says the habit has stopped (but now … not), so it is a past habit: used to + base form, with no be.`,
    () =>
      `Речення каже, що звичка минула (but now … not), тож це звичка в минулому: used to + початкова форма, без be.`,
  ),
  'be-with-base-for-ing': t(
    (p) => `After ${q(p.be)} the verb needs -ing for an arrangement: ${q(p.answer)}, not the base form.`,
    (p) => `Після ${u(p.be)} для домовленості потрібна форма на -ing: ${u(p.answer)}, а не початкова форма.`,
  ),
  'been-after-will': t(
    (p) => `After ${q(p.aux)} be stays in its base form: be + past participle (been goes after have).`,
    (p) => `Після ${u(p.aux)} be стоїть у початковій формі: be + третя форма (been — після have).`,
  ),
  'been-for-being': t(
    () => `For an action in progress the passive uses being after am/is/are; been goes after have/has.`,
    () => `Для дії, що триває, пасив має being після am/is/are; been уживається після have/has.`,
  ),
  'been-for-gone': {
    en: () =>
      `“Been” would mean the person went and came back. Here they are not back yet (they are not here), so we need “gone”.`,
    uk: () =>
      `«Been» означало б, що людина вже повернулася. Тут її ще немає (вона не тут), тому потрібно «gone».`,
  },
  'been-plus-base': {
    en: (p) => `After have/has been we need the -ing form: “${p.needed}”, not the base form “${p.verb}”.`,
    uk: (p) => `Після have/has been потрібна форма на -ing: «${p.needed}», а не початкова форма «${p.verb}».`,
  },
  'being-after-will': t(
    (p) => `After ${q(p.aux)} the passive is be + past participle, not being.`,
    (p) => `Після ${u(p.aux)} пасив — be + третя форма, а не being.`,
  ),
  'being-for-been': t(
    () => `After has/have the passive takes been + past participle; being goes after am/is/are.`,
    () => `Після has/have пасив має been + третя форма; being уживається після am/is/are.`,
  ),
  'being-for-been-continuous': t(
    () => `After has/have we need been (the participle of be), not being: How long has she been …?`,
    () => `Після has/have потрібне been (третя форма be), а не being: How long has she been …?`,
  ),
  'cant-have-against-evidence': t(
    (p) =>
      `${q(p.evidence)} shows that it did happen, so we are sure: ${q(p.answer)}. Can't have means we are sure it did not.`,
    (p) =>
      `${u(p.evidence)} показує, що це сталося, тож ми впевнені: ${u(p.answer)}. Can't have означає впевненість, що цього не було.`,
  ),
  'collocation-make-do': {
    en: (p) =>
      `We say “${p.needed} ${p.object}”: this is a fixed phrase with ${p.needed}, not with “${p.chosen}”.`,
    uk: (p) => `Кажемо «${p.needed} ${p.object}» — це стале сполучення з ${p.needed}, а не з «${p.chosen}».`,
  },
  'comparative-adjective-for-adverb': {
    en: (p) =>
      `The gap describes how somebody does something, so we need the comparative of the adverb, “${p.comparative}”, not of the adjective, “${p.chosen}”.`,
    uk: (p) =>
      `Пропуск описує, як виконується дія, тому потрібен вищий ступінь прислівника — «${p.comparative}», а не прикметника — «${p.chosen}».`,
  },
  'comparative-for-superlative': {
    en: (p) =>
      `“the … ” here picks out one from a whole group (in town, I have ever…), so we need the superlative “${p.answer}”, not the comparative “${p.chosen}”.`,
    uk: (p) =>
      `Тут «the …» виділяє одне з цілої групи (in town, I have ever…), тому потрібен найвищий ступінь «${p.answer}», а не вищий «${p.chosen}».`,
  },
  'comparative-in-as-as': {
    en: (p) =>
      `Between as and as we use the base form “${p.adjective}”, not the comparative “${p.comparative}”.`,
    uk: (p) =>
      `Між as і as уживаємо початкову форму «${p.adjective}», а не вищий ступінь «${p.comparative}».`,
  },
  'comparative-spelling': {
    en: (p) =>
      `The spelling is wrong: ${/ier$/.test(p.comparative ?? '') ? 'a final -y after a consonant changes to -i- before -er' : 'after one short vowel we double the last consonant'} (“${p.comparative}”).`,
    uk: (p) =>
      `Помилка в написанні: ${/ier$/.test(p.comparative ?? '') ? 'кінцева -y після приголосної перед -er змінюється на -i-' : 'після короткого голосного останню приголосну подвоюємо'} («${p.comparative}»).`,
  },
  'correlative-mismatch': {
    en: (p) =>
      `The second word of the pair is “${p.link}”, so the first must be “${p.answer}”. “${p.chosen}” goes with “${p.wrongLink}”.`,
    uk: (p) =>
      `Друге слово пари — «${p.link}», тож перше має бути «${p.answer}». «${p.chosen}» уживається в парі з «${p.wrongLink}».`,
  },
  'countable-after-much': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns, but “${p.chosen}” is a countable plural (we would say “${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')} ${p.chosen}”). With “${p.quantifier}” we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» вживаємо з незлічуваними іменниками, а «${p.chosen}» — злічуваний у множині (з ним кажуть «${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')}»). Після «${p.quantifier}» потрібно «${p.answer}».`,
  },
  'countable-quantifier-with-uncountable': {
    en: (p) =>
      `“${p.quantifier}” goes with countable plurals (books, friends), but the noun here is uncountable, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо зі злічуваними іменниками у множині (books, friends), а тут іменник незлічуваний, тому потрібно «${p.answer}».`,
  },
  'definite-for-indefinite': {
    en: (p) => `“the” is not used in this phrase: ${why(p, 'en')}, so we say “${p.answer}”.`,
    uk: (p) => `У цьому виразі the не вживаємо: ${why(p, 'uk')}, тому кажемо «${p.answer}».`,
  },
  'demonstrative-distance': {
    en: (p) =>
      `“${p.chosen}” points the wrong way: the sentence shows the thing is ${p.near === 'near' ? 'near (here, in your hand, now), so we use this/these' : 'far away (over there, in the past), so we use that/those'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» вказує не туди: з речення видно, що річ ${p.near === 'near' ? 'поруч (here, у руці, зараз), тому вживаємо this/these' : 'далеко (over there, у минулому), тому вживаємо that/those'}. Правильно — «${p.answer}».`,
  },
  'demonstrative-number': {
    en: (p) =>
      `“${p.chosen}” has the wrong number: the noun here is ${p.number === 'plural' ? 'plural, so we need these/those' : 'singular, so we need this/that'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» не збігається за числом: іменник тут ${p.number === 'plural' ? 'у множині, тому потрібно these/those' : 'в однині, тому потрібно this/that'}. Правильно — «${p.answer}».`,
  },
  'demonstrative-number-distance': {
    en: (p) =>
      `“${p.chosen}” is wrong twice: the noun is ${p.number} and the thing is ${p.near === 'near' ? 'near' : 'far away'}, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» тут двічі помилкове: іменник ${p.number === 'plural' ? 'у множині' : 'в однині'}, а річ ${p.near === 'near' ? 'поруч' : 'далеко'}, тому потрібно «${p.answer}».`,
  },
  'did-with-ing': t(
    () => `With the -ing form, negatives and questions use was/were, not did.`,
    () => `З формою -ing заперечення й питання утворюються з was/were, а не з did.`,
  ),
  'did-with-participle': {
    en: (p) =>
      `“${p.chosen}” is followed by the base form, not by a past participle like “${p.participle}”. With a participle we need have/has.`,
    uk: (p) =>
      `Після «${p.chosen}» іде початкова форма дієслова, а не третя форма на кшталт «${p.participle}». З третьою формою потрібне have/has.`,
  },
  'direct-order-in-indirect-question': t(
    (p) =>
      `After Do you know / Can you tell me / I wonder the question keeps statement order (subject + verb), with no ${q(p.aux)}.`,
    (p) =>
      `Після Do you know / Can you tell me / I wonder питання має порядок слів як у твердженні (підмет + дієслово), без ${u(p.aux)}.`,
  ),
  'do-agreement': {
    en: (p) => `“${p.chosen}” does not agree with “${p.subject}”: the right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» не узгоджується з «${p.subject}»: правильна форма — «${p.needed}».`,
  },
  'do-for-be': t(
    (p) =>
      p.word
        ? `${q(p.chosen)} goes before the base form of another verb, but here the subject is followed by ${q(p.word)}, which is not a base verb, so we need a form of be.`
        : p.aux
          ? `The question starts with ${q(p.aux)}, so the short answer repeats be, not ${q(p.chosen)}.`
          : `${q(p.chosen)} does not work here: the sentence is built with be (a place, an adjective, a noun or -ing follows), and be makes its own questions and negatives, without do.`,
    (p) =>
      p.word
        ? `${u(p.chosen)} ставимо перед початковою формою іншого дієслова, а тут після підмета стоїть ${u(p.word)} — це не дієслово в початковій формі, тому потрібна форма be.`
        : p.aux
          ? `Питання починається з ${u(p.aux)}, тож у короткій відповіді повторюємо be, а не ${u(p.chosen)}.`
          : `${u(p.chosen)} тут не підходить: речення побудоване з be (далі місце, прикметник, іменник чи форма на -ing), а be утворює питання й заперечення сам, без do.`,
  ),
  'do-in-subject-question': t(
    (p) =>
      `Who is the subject here (we ask who does it), so there is no ${q(p.aux)}: the verb follows who directly.`,
    (p) =>
      `Тут who — підмет (питаємо, хто виконує дію), тож ${u(p.aux)} не потрібне: дієслово йде одразу після who.`,
  ),
  'do-tag-after-be': t(
    () => `The sentence uses be, so the tag repeats be (isn't/aren't), not do.`,
    () => `У реченні є be, тому хвостик повторює be (isn't/aren't), а не do.`,
  ),
  'do-with-3sg': t(
    (p) => `${q(p.subject)} is he, she or it, so it takes does, not do.`,
    (p) => `${u(p.subject)} — це he, she чи it, тому потрібне does, а не do.`,
  ),
  'do-with-got': {
    en: () =>
      `With "have got" the questions and negatives are made with have/has itself (Have you got…? I haven't got…), not with do/does.`,
    uk: () =>
      `У конструкції have got питання й заперечення утворюємо самим have/has (Have you got…? I haven't got…), а не за допомогою do/does.`,
  },
  'do-with-participle': t(
    () => `A question with a past participle is made with has/have, not do/does.`,
    () => `Питання з третьою формою утворюється з has/have, а не з do/does.`,
  ),
  'does-with-non-3sg': t(
    (p) => `Does is only for he, she and it; with ${q(p.subject)} use do.`,
    (p) => `Does уживається лише з he, she, it; з ${u(p.subject)} потрібне do.`,
  ),
  'dont-have-to-for-prohibition': t(
    () => `This is not allowed, so we need mustn't. Don't have to would only mean it is not necessary.`,
    () => `Це заборонено, тож потрібне mustn't. Don't have to означало б лише «не обов’язково».`,
  ),
  'double-negative': {
    en: (p) =>
      `The verb is already negative (“${p.cue}”), and English does not use two negatives together. With a negative verb we use an any- word: “${p.answer}”.`,
    uk: (p) =>
      `Дієслово вже заперечне («${p.cue}»), а подвійного заперечення в англійській немає. Після заперечного дієслова вживаємо слово з any-: «${p.answer}».`,
  },
  'during-for-duration': {
    en: (p) => `During answers "when?" (during the film); for a length like “${p.what}” we say for.`,
    uk: (p) =>
      `During відповідає на питання «коли? під час чого?» (during the film); для тривалості на кшталт «${p.what}» кажемо for («протягом» тут — це for).`,
  },
  'ed-for-ing': {
    en: (p) =>
      `“${p.thing ?? 'It'}” cannot have feelings; it causes them. So we need the -ing adjective “${p.ing}”, not “${p.ed}”.`,
    uk: (p) =>
      `«${p.thing ?? 'It'}» не може щось відчувати — воно викликає почуття. Тому потрібен прикметник на -ing «${p.ing}», а не «${p.ed}».`,
  },
  'either-at-start': t(
    () =>
      `Either goes at the end of a negative sentence (I don't either); at the start we use Neither: Neither do I.`,
    () =>
      `Either ставиться в кінці заперечного речення (I don't either); на початку вживаємо Neither: Neither do I.`,
  ),
  'enough-after-noun': {
    en: (p) => `With a noun, enough comes first: “enough ${p.noun}”, not “${p.noun} enough”.`,
    uk: (p) => `З іменником enough ставимо попереду: «enough ${p.noun}», а не «${p.noun} enough».`,
  },
  'enough-before-adjective': {
    en: (p) => `enough comes after an adjective: “${p.adjective} enough”, never “enough ${p.adjective}”.`,
    uk: (p) => `enough стоїть після прикметника: «${p.adjective} enough», а не «enough ${p.adjective}».`,
  },
  'enough-for-too': {
    en: (p) =>
      `“enough” means “as much as needed”, but the sentence shows a problem (“${p.cue}”): it is more than is good. We need “${p.answer}”.`,
    uk: (p) =>
      `«enough» означає «достатньо», а в реченні йдеться про проблему («${p.cue}»): це занадто. Потрібно «${p.answer}».`,
  },
  'er-with-long-adjective': {
    en: (p) =>
      `“${p.adjective}” is a long adjective, so we do not add -er: we say “${p.answer}”. “${p.chosen}” is not a word.`,
    uk: (p) =>
      `«${p.adjective}» — довгий прикметник, тому -er не додаємо: кажемо «${p.answer}». Слова «${p.chosen}» не існує.`,
  },
  'er-with-ly-adverb': {
    en: (p) =>
      `Adverbs ending in -ly do not take -er; we say “${p.comparative}”. “${p.chosen}” is not a word.`,
    uk: (p) => `Прислівники на -ly не додають -er; кажемо «${p.comparative}». Слова «${p.chosen}» не існує.`,
  },
  'est-with-long-adjective': {
    en: (p) =>
      `“${p.adjective}” is a long adjective, so its superlative is with most: “${p.answer}”. “${p.chosen}” is not a word.`,
    uk: (p) =>
      `«${p.adjective}» — довгий прикметник, тому найвищий ступінь утворюємо з most: «${p.answer}». Слова «${p.chosen}» не існує.`,
  },
  'every-not-singular': {
    en: (p) =>
      `“every” goes only with a singular countable noun (every student, every day), and never before the, my or of. Here we need “${p.answer}”.`,
    uk: (p) =>
      `«every» вживаємо лише зі злічуваним іменником в однині (every student, every day) і ніколи перед the, my чи of. Тут потрібно «${p.answer}».`,
  },
  'few-negative-meaning': {
    en: (p) =>
      `“${p.chosen}” without a means “almost none, not enough”, but the sentence is positive (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» без a означає «мало, майже немає», а речення має позитивний зміст («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'few-with-uncountable': {
    en: (p) =>
      `few / a few go with countable plurals; the noun here is uncountable, so we need “${p.answer}”.`,
    uk: (p) =>
      `few / a few вживаємо зі злічуваними іменниками у множині; тут іменник незлічуваний, тому потрібно «${p.answer}».`,
  },
  'for-with-point': {
    en: (p) => `“${p.what}” is a point in time (when it started), so we need since, not for.`,
    uk: (p) => `«${p.what}» — це момент у часі (коли щось почалося), тому потрібно since, а не for.`,
  },
  'gerund-for-infinitive': {
    en: (p) => `“${p.verb}” is followed by to + the base form, not by an -ing form.`,
    uk: (p) => `Після «${p.verb}» уживаємо to + початкову форму, а не форму на -ing.`,
  },
  'going-to-without-be': t(
    (p) => `Going to needs a form of be before it: ${q(p.answer)}.`,
    (p) => `Перед going to потрібна форма be: ${u(p.answer)}.`,
  ),
  'gone-for-been': {
    en: () =>
      `“Gone” would mean the person is still there now. For a visit that is over, and for experience (ever, never, twice), we say “been to”.`,
    uk: () =>
      `«Gone» означало б, що людина досі там. Для поїздки, що вже завершилася, і для досвіду (ever, never, twice) кажемо «been to».`,
  },
  'hardly-meaning': {
    en: () =>
      '“hardly” means “almost not” (I hardly know him). The adverb of hard is “hard”: she works hard.',
    uk: () =>
      '«hardly» означає «майже не» (I hardly know him). Прислівник від hard — теж «hard»: she works hard.',
  },
  'has-after-does': {
    en: (p) =>
      `After “${p.aux ?? 'does'}” the verb goes back to its base form: “have”, never “has”. The helping verb already shows he/she/it.`,
    uk: (p) =>
      `Після «${p.aux ?? 'does'}» дієслово стоїть у початковій формі — «have», а не «has». Третю особу вже показує допоміжне дієслово.`,
  },
  'has-after-modal': t(
    (p) => `After a modal verb, have never changes to has, for any subject: ${q(p.answer)}.`,
    (p) => `Після модального дієслова have ніколи не змінюється на has, для жодної особи: ${u(p.answer)}.`,
  ),
  'has-after-will': t(
    () => `After will use have, not has, for every subject: will have + past participle.`,
    () => `Після will для всіх осіб уживається have, а не has: will have + третя форма.`,
  ),
  'have-agreement': {
    en: (p) => `“${p.chosen}” does not agree with “${p.subject}”: ${p.person} takes “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» не узгоджується з «${p.subject}»: для ${p.person} потрібно «${p.needed}».`,
  },
  'if-for-unless': t(
    (p) =>
      `The result (${q(p.result)}) happens only if the condition does not, so we need unless (= if … not), not if.`,
    (p) =>
      `Результат (${u(p.result)}) настає, лише якщо умова не виконується, тож потрібне unless (= якщо не), а не if.`,
  ),
  'imperative-in-reported-instruction': t(
    () =>
      `Don't + verb is the direct instruction; in reported speech it becomes not to + verb: told me not to go.`,
    () =>
      `Don't + дієслово — це пряма вказівка; у непрямій мові вона стає not to + дієслово: told me not to go.`,
  ),
  'indefinite-for-definite': {
    en: (p) =>
      `“${p.chosen}” means “one of many, not known yet”, but here ${why(p, 'en')}, so we need “the”.`,
    uk: (p) =>
      `«${p.chosen}» означає «якийсь один, ще не відомий», а тут ${why(p, 'uk')}, тому потрібен артикль the.`,
  },
  'infinitive-for-gerund': {
    en: (p) => `“${p.verb}” is followed by the -ing form, not by to + verb.`,
    uk: (p) => `Після «${p.verb}» уживаємо форму на -ing, а не to + дієслово.`,
  },
  'ing-after-did': {
    en: (p) => `After did / didn't we use the base form “${p.verb}”, not an -ing form.`,
    uk: (p) => `Після did / didn't вживаємо початкову форму «${p.verb}», а не форму на -ing.`,
  },
  'ing-after-modal': t(
    (p) => `After ${q(p.modal)} use the base form, not -ing.`,
    (p) => `Після ${u(p.modal)} — початкова форма, а не -ing.`,
  ),
  'ing-after-tell-object': t(
    (p) => `After ${q(p.verb)} + person we use to + base form, not the -ing form.`,
    (p) => `Після ${u(p.verb)} + особа вживаємо to + початкова форма, а не форму на -ing.`,
  ),
  'ing-after-to-tell': t(
    () => `This to is part of the infinitive, so the base form follows it, not -ing.`,
    () => `Тут to — частина інфінітива, тож після нього стоїть початкова форма, а не форма на -ing.`,
  ),
  'ing-after-used-to': t(
    () => `For a past habit, used to is followed by the base form: used to go, not used to going.`,
    () => `Для звички в минулому після used to — початкова форма: used to go, а не used to going.`,
  ),
  'ing-after-would-like': t(
    () => `Would like is followed by to + base form, not -ing.`,
    () => `Після would like — to + початкова форма, а не -ing.`,
  ),
  'ing-after-would-rather': t(
    () => `Would rather is followed by the base form, not -ing.`,
    () => `Після would rather — початкова форма, а не -ing.`,
  ),
  'ing-for-base': t(
    () => `After did the verb is in the base form: Did you use to…?`,
    () => `Після did дієслово стоїть у початковій формі: Did you use to…?`,
  ),
  'ing-for-ed': {
    en: (p) =>
      `The sentence says how a person feels, so we need the -ed adjective “${p.ed}”. “${p.ing}” would describe what causes the feeling.`,
    uk: (p) =>
      `Речення описує, що відчуває людина, тому потрібен прикметник на -ed — «${p.ed}». «${p.ing}» описував би те, що викликає почуття.`,
  },
  'ing-for-participle': t(
    (p) =>
      p.needed
        ? `${q(p.chosen)} is the -ing form. After have/has/had we need the past participle: ${q(p.needed)}.`
        : `${q(p.chosen)} is the -ing form, but the passive is be + past participle: ${q(p.answer)}.`,
    (p) =>
      p.needed
        ? `${u(p.chosen)} — форма на -ing. Після have/has/had потрібна третя форма: ${u(p.needed)}.`
        : `${u(p.chosen)} — форма на -ing, а пасив утворюємо з be + третя форма: ${u(p.answer)}.`,
  ),
  'ing-for-participle-causative': t(
    () => `In have something done the last verb is the past participle: had her hair cut, not -ing.`,
    () =>
      `У конструкції have something done останнє дієслово — третя форма: had her hair cut, а не форма на -ing.`,
  ),
  'ing-no-be': {
    en: (p) =>
      `“${p.chosen}” alone is not a finite verb: an -ing form needs am/is/are before it, and a habit or fact needs the present simple.`,
    uk: (p) =>
      `«${p.chosen}» сама по собі не може бути присудком: перед формою на -ing потрібне am/is/are, а звичка чи факт вимагають present simple.`,
  },
  'ing-without-be': t(
    (p) =>
      `An -ing form cannot be the verb on its own: it needs am/is/are or was/were before it${p.subject ? ` (after ${q(p.subject)})` : ''}.`,
    (p) =>
      `Форма на -ing не може бути присудком сама: перед нею потрібне am/is/are чи was/were${p.subject ? ` (після ${u(p.subject)})` : ''}.`,
  ),
  'it-for-one': {
    en: (p) =>
      `After an adjective (the blue …, a cheaper …) we cannot use “${p.chosen}”; to replace “${p.noun}” we use “${p.answer}”.`,
    uk: (p) =>
      `Після прикметника (the blue …, a cheaper …) «${p.chosen}» не вживається; щоб замінити «${p.noun}», кажемо «${p.answer}».`,
  },
  'it-for-there': {
    en: (p) =>
      `The sentence says that ${p.noun ? `“${p.noun}”` : 'something'} exists somewhere, so we use there + be, not it.`,
    uk: (p) =>
      `Речення повідомляє, що ${p.noun ? `«${p.noun}»` : 'щось'} десь є, тому вживаємо there + be, а не it.`,
  },
  'its-for-it-is': {
    en: () =>
      'Here we mean “it is”, so we need “it’s”. “its” (no apostrophe) only shows possession: its tail.',
    uk: () =>
      'Тут мається на увазі «it is», тому потрібно «it’s». «its» без апострофа лише показує належність: its tail.',
  },
  'its-vs-it-is': {
    en: () =>
      '“it’s” means “it is”, which makes no sense here. To show that something belongs to it, write “its” with no apostrophe.',
    uk: () =>
      '«it’s» — це «it is», що тут не має сенсу. Щоб показати належність, пишемо «its» без апострофа.',
  },
  'lately-meaning': {
    en: () =>
      '“lately” means “recently” (I haven’t seen him lately). The adverb of late is “late”: he arrived late.',
    uk: () =>
      '«lately» означає «останнім часом» (I haven’t seen him lately). Прислівник від late — теж «late»: he arrived late.',
  },
  'like-after-as': {
    en: (p) => `The pattern is as ${p.adjective} as; like cannot replace the second as.`,
    uk: (p) => `Конструкція — as ${p.adjective} as; like не може замінити друге as.`,
  },
  'little-with-countable': {
    en: (p) =>
      `little / a little go with uncountable nouns; the noun here is a countable plural, so we need “${p.answer}”.`,
    uk: (p) =>
      `little / a little вживаємо з незлічуваними іменниками; тут іменник злічуваний у множині, тому потрібно «${p.answer}».`,
  },
  'missing-apostrophe': {
    en: (p) =>
      `Without an apostrophe, “${p.chosen}” is just a plural, not a possessive. To show that something belongs to ${p.owner}, write “${p.answer}”.`,
    uk: (p) =>
      `Без апострофа «${p.chosen}» — просто множина, а не присвійна форма. Щоб показати, що щось належить ${p.owner}, пишемо «${p.answer}».`,
  },
  'missing-article': {
    en: (p) =>
      `A singular countable noun like “${p.noun ?? p.trigger}” cannot stand alone here: ${why(p, 'en')}, so we need “${p.answer}”.`,
    uk: (p) =>
      `Злічуваний іменник в однині, як «${p.noun ?? p.trigger}», тут не може стояти без артикля: ${why(p, 'uk')}, тому потрібно «${p.answer}».`,
  },
  'missing-be': t(
    () => `A form of be is missing before the -ing or able to.`,
    () => `Бракує форми be перед -ing чи able to.`,
  ),
  'missing-been': t(
    () => `After has/have the continuous needs been before the -ing form: has been doing.`,
    () => `Після has/have у тривалому часі перед формою на -ing потрібне been: has been doing.`,
  ),
  'missing-the': {
    en: (p) => `Here the noun cannot stand without an article: ${why(p, 'en')}, so we need “the”.`,
    uk: (p) => `Тут іменник не може стояти без артикля: ${why(p, 'uk')}, тому потрібен артикль the.`,
  },
  'missing-to': t(
    () => `Be able is always followed by to: be able to + verb.`,
    () => `Після be able завжди стоїть to: be able to + дієслово.`,
  ),
  'missing-to-after-tell': t(
    (p) => `After ${q(p.verb)} + person the verb needs to: ${q(p.answer)}.`,
    (p) => `Після ${u(p.verb)} + особа дієслово вживається з to: ${u(p.answer)}.`,
  ),
  'modal-without-have-past': t(
    (p) => `The sentence is about the past, so the modal needs have + past participle: ${q(p.answer)}.`,
    (p) => `Речення про минуле, тож модальне дієслово потребує have + третя форма: ${u(p.answer)}.`,
  ),
  'more-with-irregular': {
    en: (p) =>
      `“${p.adjective}” has its own irregular form, so we do not use more/most with it: “${p.answer}”.`,
    uk: (p) => `«${p.adjective}» має власну особливу форму, тому more/most з ним не вживаємо: «${p.answer}».`,
  },
  'more-with-short-adjective': {
    en: (p) => `“${p.adjective}” is a short adjective, so it takes -er, not more: “${p.answer}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прикметник, тому вищий ступінь утворюємо через -er, а не more: «${p.answer}».`,
  },
  'more-with-short-adverb': {
    en: (p) =>
      `“${p.adjective}” is a short adverb with the same form as the adjective, so it takes -er: “${p.comparative}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прислівник, що збігається з прикметником, тому додає -er: «${p.comparative}».`,
  },
  'most-with-short-adjective': {
    en: (p) =>
      `“${p.adjective}” is a short adjective, so its superlative ends in -est, not most: “${p.answer}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прикметник, тому найвищий ступінь закінчується на -est, а не утворюється з most: «${p.answer}».`,
  },
  'must-have-against-evidence': t(
    (_p) =>
      `The facts show it did not happen, so we use can't have. Must have would mean we are sure it did happen.`,
    (_p) =>
      `Факти показують, що цього не сталося, тож потрібне can't have. Must have означало б, що ми впевнені, що це сталося.`,
  ),
  'mustnt-for-no-obligation': t(
    () =>
      `It is allowed, just not necessary, so we need don't/doesn't have to. Mustn't would mean it is forbidden.`,
    () =>
      `Це дозволено, просто не обов’язково, тож потрібне don't/doesn't have to. Mustn't означало б заборону.`,
  ),
  'negative-after-yes': t(
    () => `After yes the short answer is positive.`,
    () => `Після yes коротка відповідь — ствердна.`,
  ),
  'no-contradicts': {
    en: (p) =>
      `A no- word means “not anybody / not anything”, which contradicts “${p.cue}”. We need “${p.answer}”.`,
    uk: (p) => `Слово з no- означає «ніхто / ніщо», а це суперечить «${p.cue}». Потрібно «${p.answer}».`,
  },
  'nonword-adverb': {
    en: (p) => `“${p.chosen}” is not a word: the adverb of ${p.adjective} is also “${p.adverb}”.`,
    uk: (p) => `Слова «${p.chosen}» не існує: прислівник від ${p.adjective} — теж «${p.adverb}».`,
  },
  'object-for-possessive': t(
    (p) =>
      `${q(p.chosen)} is an object pronoun (him, her, them); it cannot say whose something is. We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — особовий займенник у ролі додатка (him, her, them), він не показує, чиє щось. Потрібно ${u(p.answer)}.`,
  ),
  'object-for-reflexive': {
    en: (p) =>
      `When the object is the same person as the subject “${p.subject}”, we need the reflexive “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Коли додаток — та сама особа, що й підмет «${p.subject}», потрібен зворотний займенник «${p.reflexive}», а не «${p.chosen}».`,
  },
  'object-for-subject': {
    en: (p) =>
      `The gap is the subject of the verb, so we need “${p.pronoun}”; “${p.chosen}” is the object form.`,
    uk: (p) => `Пропуск — це підмет дієслова, тому потрібно «${p.pronoun}»; «${p.chosen}» — форма додатка.`,
  },
  'one-for-plural': {
    en: (p) => `We are replacing ${p.noun}, a plural noun, so we need ones, not one.`,
    uk: (p) => `Ми замінюємо ${p.noun} у множині, тому потрібно ones, а не one.`,
  },
  'ones-for-singular': {
    en: (p) => `We are replacing one ${p.noun}, a singular noun, so we need one, not ones.`,
    uk: (p) => `Ми замінюємо одне слово ${p.noun} в однині, тому потрібно one, а не ones.`,
  },
  'other-misuse': {
    en: (p) =>
      p.context === 'pron'
        ? `“other” needs a noun after it (other people). With no noun after the gap, the pronoun is “${p.answer}”.`
        : `“other” cannot stand before a singular noun without the/my (we say “another cup”, not “other cup”), so we need “${p.answer}”.`,
    uk: (p) =>
      p.context === 'pron'
        ? `Після «other» має йти іменник (other people). Якщо іменника немає, потрібен займенник «${p.answer}».`
        : `«other» не стоїть перед іменником в однині без the/my (кажемо another cup, а не other cup), тому потрібно «${p.answer}».`,
  },
  'others-misuse': {
    en: (p) =>
      `“others” is a pronoun that replaces a plural noun, so it is never followed by a noun and never means one thing. Here we need “${p.answer}”.`,
    uk: (p) =>
      `«others» — займенник, що замінює іменник у множині: після нього не буває іменника, і він не означає одну річ. Тут потрібно «${p.answer}».`,
  },
  'overgeneralised-en': {
    en: (p) =>
      `“${p.chosen}” is not an English word: “${p.verb}” keeps the same form in all three forms, so the participle is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — такого слова немає: «${p.verb}» має однакову форму в усіх трьох формах, тож третя форма — «${p.needed}».`,
  },
  'participle-for-past': {
    en: (p) =>
      `“${p.chosen}” is the past participle (third form) of “${p.verb}”; it needs have/has/had before it. Alone, the past simple is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — третя форма (past participle) дієслова «${p.verb}», вона вживається лише після have/has/had. Без допоміжного дієслова в past simple потрібно «${p.needed}».`,
  },
  'participle-without-have': t(
    (p) =>
      `To talk about the past, a modal verb needs have before the participle: ${q(p.answer)}. A modal is never followed by a past form on its own.`,
    (p) =>
      `Щоб говорити про минуле, після модального дієслова потрібне have перед третьою формою: ${u(p.answer)}. Сама форма минулого після модального дієслова не вживається.`,
  ),
  'passive-missing-be': t(
    () => `After going to the passive needs be before the participle: going to be done.`,
    () => `Після going to пасив потребує be перед третьою формою: going to be done.`,
  ),
  'past-after-did': {
    en: (p) =>
      `Did / didn't already shows the past, so the main verb stays in the base form: “${p.verb}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Did / didn't уже показує минулий час, тому основне дієслово стоїть у початковій формі: «${p.verb}», а не «${p.chosen}».`,
  },
  'past-after-didnt': t(
    (p) =>
      `Didn't already shows the past, so the verb stays in the base form: didn't ${p.base}, not didn't ${p.past}.`,
    (p) =>
      `Didn't уже показує минулий час, тож дієслово — в початковій формі: didn't ${p.base}, а не didn't ${p.past}.`,
  ),
  'past-after-have': t(
    (p) =>
      `${q(p.past)} is the past simple; after have we need the past participle (third form) ${q(p.participle)}.`,
    (p) => `${u(p.past)} — форма past simple; після have потрібна третя форма ${u(p.participle)}.`,
  ),
  'past-after-to': t(
    () => `After to the verb is always in the base form.`,
    () => `Після to дієслово завжди стоїть у початковій формі.`,
  ),
  'past-after-would': t(
    () => `After would the verb is in the base form.`,
    () => `Після would дієслово стоїть у початковій формі.`,
  ),
  'past-for-participle': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} is the past simple of ${q(p.verb)}. After have/has/had we need the past participle (third form): ${q(p.needed)}.`
        : `${q(p.chosen)} is the past simple of ${q(p.base ?? p.answer)}; here we need its past participle (third form), ${q(p.participle)}.`,
    (p) =>
      p.verb
        ? `${u(p.chosen)} — друга форма (past simple) дієслова ${u(p.verb)}. Після have/has/had потрібна третя форма: ${u(p.needed)}.`
        : `${u(p.chosen)} — друга форма (past simple) дієслова ${u(p.base ?? p.answer)}; тут потрібна третя форма — ${u(p.participle)}.`,
  ),
  'past-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is the past simple; have something done takes the past participle ${q(p.participle)}.`,
    (p) =>
      `${u(p.chosen)} — форма past simple; у have something done потрібна третя форма ${u(p.participle)}.`,
  ),
  'past-for-past-perfect': t(
    (p) =>
      p.marker
        ? `${q(p.chosen)} would put the two actions at the same time. ${q(p.marker)} shows this action was already over before then, so we need had + past participle.`
        : `${q(p.chosen)} is the past simple, but this if-clause is about a past that did not happen (the result has would have), so it needs the past perfect: ${q(p.answer)}.`,
    (p) =>
      p.marker
        ? `${u(p.chosen)} означало б, що обидві дії відбулися одночасно. ${u(p.marker)} показує, що ця дія завершилася ще раніше, тому потрібно had + третя форма.`
        : `${u(p.chosen)} — past simple, а ця умова стосується минулого, якого не було (у другій частині would have), тож потрібен past perfect: ${u(p.answer)}.`,
  ),
  'past-habit-for-be-used-to': t(
    () =>
      `Used to + verb is a past habit that has stopped, but here it is normal for the person now: be used to + -ing.`,
    () =>
      `Used to + дієслово — звичка в минулому, якої вже немає, а тут ідеться про те, що людині звично зараз: be used to + -ing.`,
  ),
  'past-in-first-conditional': t(
    () =>
      `This is a real future possibility (the result has will), so the if-clause takes the present simple.`,
    () => `Це реальна можливість у майбутньому (у результаті є will), тож у частині з if — present simple.`,
  ),
  'past-in-zero-conditional': t(
    () => `This is a general fact, so both parts are in the present simple, not the past.`,
    () => `Це загальний факт, тож обидві частини — у present simple, а не в минулому часі.`,
  ),
  'past-simple-after-wish-past': t(
    (p) =>
      `${q(p.marker)} is in the past, and wish moves the past one step back: had + past participle, not the past simple ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} — це минуле, а після wish минуле зсувається ще на крок назад: had + третя форма, а не past simple ${u(p.chosen)}.`,
  ),
  'perfect-for-sequence': {
    en: () =>
      `The actions are told in the order they happened ("and then"), so the later one takes the past simple, not the past perfect.`,
    uk: () =>
      `Дії подано в тому порядку, в якому вони відбувалися («and then»), тому наступна дія — у past simple, а не в past perfect.`,
  },
  'plural-extra-es': {
    en: (p) => `“${p.noun}” takes just -s, not -es: “${p.plural}”.`,
    uk: (p) => `«${p.noun}» додає лише -s, а не -es: «${p.plural}».`,
  },
  'plural-just-s': {
    en: (p) => `“${p.noun}” does not simply add -s: its plural is “${p.plural}”.`,
    uk: (p) => `«${p.noun}» не утворює множину простим додаванням -s: правильно «${p.plural}».`,
  },
  'plural-o': {
    en: (p) =>
      `Nouns in -o differ: some add -es (potatoes, tomatoes, heroes), others just -s (photos, pianos, zoos). The plural of “${p.noun}” is “${p.plural}”.`,
    uk: (p) =>
      `Іменники на -o бувають різні: одні додають -es (potatoes, tomatoes, heroes), інші лише -s (photos, pianos, zoos). Множина від «${p.noun}» — «${p.plural}».`,
  },
  'plural-verb-uncountable': {
    en: (p) => `“${p.noun}” is uncountable, so it takes a singular verb: “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) => `«${p.noun}» незлічуваний, тому дієслово стоїть в однині: «${p.answer}», а не «${p.chosen}».`,
  },
  'plural-y-after-vowel': {
    en: (p) => `When y comes after a vowel (a, e, o, u), we just add -s: “${p.plural}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Якщо y стоїть після голосної (a, e, o, u), просто додаємо -s: «${p.plural}», а не «${p.chosen}».`,
  },
  'positive-after-no': t(
    () => `After no the short answer is negative.`,
    () => `Після no коротка відповідь — заперечна.`,
  ),
  'possessive-for-personal': {
    en: (p) =>
      `“${p.chosen}” shows possession and needs a noun after it (${p.chosen} bag). Here we need the pronoun “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» означає належність і потребує іменника після себе (${p.chosen} bag). Тут потрібен займенник «${p.pronoun}».`,
  },
  'present-after-wish': t(
    () => `After wish (about now) the verb moves back to the past simple.`,
    () => `Після wish (про теперішнє) дієслово переходить у past simple.`,
  ),
  'present-for-past-habit': t(
    () => `This is a past habit, so the negative is didn't use to, not don't.`,
    () => `Це звичка в минулому, тож заперечення — didn't use to, а не don't.`,
  ),
  'present-for-past-plan': t(
    () => `The plan was in the past (and then changed), so be must be in the past: was/were going to.`,
    () => `План був у минулому (а потім змінився), тож be має бути в минулому: was/were going to.`,
  ),
  'present-for-perfect': {
    en: (p) =>
      `“${p.chosen}” is a present form, but “${p.marker}” shows something that started in the past and is still true: English uses the present perfect here (Ukrainian uses the present).`,
    uk: (p) =>
      `«${p.chosen}» — теперішній час, але «${p.marker}» показує дію, що почалася в минулому й триває досі: в англійській тут потрібен present perfect (хоча українською кажемо теперішнім часом).`,
  },
  'present-in-result': t(
    () => `The result of a future condition needs will + base form.`,
    () => `Наслідок майбутньої умови потребує will + початкова форма.`,
  ),
  'present-in-second-conditional': t(
    () => `The result has would, so this is an unreal situation: the if-clause takes the past simple.`,
    () => `У результаті є would, отже ситуація нереальна: у частині з if — past simple.`,
  ),
  'present-perfect-after-wish': t(
    (p) => `A regret about ${q(p.marker)} needs had + past participle after wish; has/have is not used here.`,
    (p) =>
      `Жаль про ${u(p.marker)} після wish виражається через had + третя форма; has/have тут не вживається.`,
  ),
  'pronoun-before-noun': {
    en: (p) =>
      `A noun follows the gap, so we need the possessive adjective “${p.adjective}”; “${p.pronoun}” is used only without a noun (it’s ${p.pronoun}).`,
    uk: (p) =>
      `Після пропуску стоїть іменник, тому потрібен присвійний прикметник «${p.adjective}»; «${p.pronoun}» уживаємо лише без іменника (it’s ${p.pronoun}).`,
  },
  'quite-for-rather': t(
    (p) =>
      `${q(p.chosen)} does not work in this pattern: ${p.rule === 'would-rather' ? 'we say would rather (I’d rather)' : p.rule === 'rather-than' ? 'we say rather than' : p.rule === 'rather-too' ? 'we say rather too, not quite too' : 'before a comparative (-er, more) we use rather'}. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} у цій конструкції не вживається: ${p.rule === 'would-rather' ? 'кажемо would rather (I’d rather)' : p.rule === 'rather-than' ? 'кажемо rather than' : p.rule === 'rather-too' ? 'кажемо rather too, а не quite too' : 'перед вищим ступенем (-er, more) ставимо rather'}. Правильно — ${u(p.answer)}.`,
  ),
  'rather-for-quite': {
    en: (p) =>
      `“rather” does not fit here: ${p.rule === 'quite-a-few' ? 'the fixed phrases are quite a few and quite a while' : 'with words like right, sure, impossible, ready, and in not quite, quite means “completely”, and rather cannot replace it'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«rather» тут не пасує: ${p.rule === 'quite-a-few' ? 'сталі вирази — quite a few та quite a while' : 'зі словами right, sure, impossible, ready та в not quite слово quite означає «цілком», і rather його не замінить'}. Правильно — «${p.answer}».`,
  },
  'reflexive-for-personal': {
    en: (p) =>
      `“${p.chosen}” is reflexive: we use it only when the action goes back to the subject (she hurt herself). Here we need “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» — зворотний займенник, його вживаємо, лише коли дія повертається на підмет (she hurt herself). Тут потрібно «${p.pronoun}».`,
  },
  'reflexive-nonstandard': {
    en: (p) => `“${p.chosen}” is not standard English; the correct form is “${p.reflexive}”.`,
    uk: (p) => `«${p.chosen}» — не нормативна форма; правильно «${p.reflexive}».`,
  },
  'reflexive-wrong-person': {
    en: (p) =>
      `The reflexive pronoun must match the subject “${p.subject}”: “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Зворотний займенник має відповідати підмету «${p.subject}»: «${p.reflexive}», а не «${p.chosen}».`,
  },
  'regularised-irregular-adjective': {
    en: (p) =>
      `“${p.adjective}” is irregular: the right form is “${p.answer}”, and “${p.chosen}” is not standard English.`,
    uk: (p) =>
      `«${p.adjective}» має особливі форми: правильно «${p.answer}», а «${p.chosen}» — не нормативна англійська.`,
  },
  'regularised-nonword': {
    en: (p) =>
      `“${p.chosen}” is not an English word: “${p.verb}” is an irregular verb, so it does not take -ed. The right form is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — такого слова в англійській немає: «${p.verb}» — неправильне дієслово, тому закінчення -ed не додаємо. Правильно — «${p.needed}».`,
  },
  'same-polarity-tag': t(
    () =>
      `A question tag has the opposite polarity: a positive sentence takes a negative tag, and a negative one a positive tag.`,
    () =>
      `Розділове питання має протилежну полярність: стверджувальне речення — заперечний хвостик, заперечне — стверджувальний.`,
  ),
  'say-with-person': t(
    (p) =>
      `${q(p.what)} is the person spoken to, and a person right after the verb needs tell (or say to), not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.what)} — це той, до кого звертаються. Якщо особа стоїть одразу після дієслова, потрібне tell (або say to), а не ${u(p.chosen)}.`,
  ),
  'say-with-tell-object': {
    en: (p) =>
      `We tell ${p.what}: "tell" goes with a person or with the truth, a lie, a story, a joke. "Say" does not.`,
    uk: (p) =>
      `Кажемо tell ${p.what}: tell поєднується з особою або з the truth, a lie, a story, a joke. Say так не вживаємо.`,
  },
  'second-for-third-conditional': t(
    () =>
      `The if-clause has had + participle (the past), so the result needs would have + participle, not would + base form.`,
    () =>
      `У частині з if — had + третя форма (минуле), тож у результаті потрібне would have + третя форма, а не would + початкова форма.`,
  ),
  'simple-for-action': {
    en: (p) =>
      `Here “${p.verb}” is an action happening ${p.marker}, not a state, so it takes the continuous (am/is/are + -ing).`,
    uk: (p) =>
      `Тут «${p.verb}» означає дію, що відбувається ${p.marker}, а не стан, тому потрібна тривала форма (am/is/are + -ing).`,
  },
  'simple-for-background': {
    en: (p) =>
      `“${p.chosen}” would mean the action started after “${p.when}”. The action already in progress at that moment takes the past continuous (was/were + -ing).`,
    uk: (p) =>
      `«${p.chosen}» означало б, що дія почалася вже після «${p.when}». Дія, яка в той момент уже тривала, вживається в past continuous (was/were + -ing).`,
  },
  'simple-for-now': t(
    (p) =>
      `${q(p.marker)} means the action is happening right now, so we need the continuous (be + -ing), not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} означає, що дія відбувається саме зараз, тож потрібна тривала форма (be + -ing), а не ${u(p.chosen)}.`,
  ),
  'since-with-period': {
    en: (p) =>
      `“${p.what}” is a length of time, so we need for; since goes with a starting point (since 2019).`,
    uk: (p) =>
      `«${p.what}» — це тривалість, тому потрібно for; since вживаємо з моментом початку (since 2019).`,
  },
  'singular-after-number': {
    en: (p) => `The sentence talks about more than one, so the noun must be plural: “${p.plural}”.`,
    uk: (p) =>
      `У реченні йдеться про кілька предметів чи осіб, тому іменник має бути в множині: «${p.plural}».`,
  },
  'singular-possessive-for-plural': {
    en: (p) =>
      `The sentence talks about more than one owner, so we need the plural possessive “${p.answer}”, not the singular “${p.chosen}”.`,
    uk: (p) =>
      `У реченні йдеться про кількох власників, тому потрібна форма множини «${p.answer}», а не однини «${p.chosen}».`,
  },
  'singular-verb-plural-noun': {
    en: (p) =>
      `“${p.noun}” is plural in English, so the verb is plural too: “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) =>
      `«${p.noun}» в англійській — множина, тому й дієслово в множині: «${p.answer}», а не «${p.chosen}».`,
  },
  'so-after-negative': t(
    () => `The first sentence is negative, so we agree with Neither (+ positive auxiliary), not So.`,
    () =>
      `Перше речення заперечне, тож погоджуємося через Neither (+ стверджувальне допоміжне дієслово), а не So.`,
  ),
  'so-before-a-lot': {
    en: () => 'We say such a lot of, not so a lot of.',
    uk: () => 'Кажемо such a lot of, а не so a lot of.',
  },
  'so-before-noun': {
    en: (p) => `A noun follows “${p.adjective}”, so we need such; so goes with an adjective on its own.`,
    uk: (p) =>
      `Після «${p.adjective}» стоїть іменник, тому потрібно such; so вживаємо з прикметником без іменника.`,
  },
  'some-contradicts': {
    en: (p) =>
      `A some- word says there is somebody or something, which contradicts “${p.cue}”. We need “${p.answer}”.`,
    uk: (p) =>
      `Слово з some- стверджує, що хтось чи щось є, а це суперечить «${p.cue}». Потрібно «${p.answer}».`,
  },
  'some-in-negative': t(
    (p) => `${q(p.cue)} makes the sentence negative, so we use any, not ${q(p.chosen)}.`,
    (p) => `${u(p.cue)} робить речення заперечним, тому вживаємо any, а не ${u(p.chosen)}.`,
  ),
  'spelling-ed': {
    en: (p) => `“${p.chosen}” is misspelt: ${ED_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» написано неправильно: ${ED_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'spelling-ing': {
    en: (p) => `“${p.chosen}” is misspelt: ${ING_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» написано неправильно: ${ING_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'spelling-s': {
    en: (p) => `“${p.chosen}” is misspelt: ${SPELL_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» написано неправильно: ${SPELL_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'statement-word-order': t(
    () =>
      `This is a question, so do/does comes before the subject: question word + do/does + subject + verb.`,
    () => `Це питання, тож do/does стоїть перед підметом: питальне слово + do/does + підмет + дієслово.`,
  ),
  'stative-progressive': {
    en: (p) =>
      `“${p.verb}” is a state verb, so it is not used in the continuous (-ing) form, even for now: use the present simple.`,
    uk: (p) =>
      `«${p.verb}» — дієслово стану, тому його не вживають у тривалій формі (з -ing), навіть коли йдеться про «зараз»: потрібен present simple.`,
  },
  'still-at-end-of-question': t(
    () => `At the end of a question about something expected (Has she … ?) we use yet, not still.`,
    () => `У кінці питання про очікувану дію (Has she … ?) ставимо yet, а не still.`,
  ),
  'still-in-positive-perfect': t(
    () =>
      `Still means something continues; between has/have and the participle of a finished action we use already.`,
    () => `Still означає, що щось триває; між has/have і третьою формою завершеної дії ставимо already.`,
  ),
  'subject-for-object': {
    en: (p) =>
      `After a verb or a preposition we need the object form “${p.pronoun}”, not the subject form “${p.chosen}”.`,
    uk: (p) =>
      `Після дієслова чи прийменника потрібна форма додатка «${p.pronoun}», а не форма підмета «${p.chosen}».`,
  },
  'such-before-much-many': {
    en: (p) => `Before ${p.cue} we use so: so ${p.cue}.`,
    uk: (p) => `Перед ${p.cue} уживаємо so: so ${p.cue}.`,
  },
  'such-without-noun': {
    en: (p) =>
      `There is no noun after “${p.adjective}”, so we need so; such needs a noun (such a ${p.adjective} day).`,
    uk: (p) =>
      `Після «${p.adjective}» немає іменника, тому потрібно so; such вимагає іменника (such a ${p.adjective} day).`,
  },
  'superlative-for-comparative': t(
    (p) =>
      `The sentence compares two things with than, so we need the comparative ${q(p.comparative)}, not the superlative ${q(p.chosen)}.`,
    (p) =>
      `У реченні порівнюємо дві речі за допомогою than, тому потрібен вищий ступінь ${u(p.comparative)}, а не найвищий ${u(p.chosen)}.`,
  ),
  'superlative-in-as-as': {
    en: (p) => `A superlative cannot go inside as … as; we need the base form “${p.adjective}”.`,
    uk: (p) => `Найвищий ступінь не вживається всередині as … as; потрібна початкова форма «${p.adjective}».`,
  },
  'tag-pronoun': t(
    () => `The tag uses a pronoun (he, she, it, they) that matches the subject.`,
    () => `У хвостику стоїть займенник (he, she, it, they), що відповідає підмету.`,
  ),
  'tell-with-to': {
    en: (p) => `We say something ${p.what}, but we tell someone without "to": told me, not told to me.`,
    uk: (p) => `Кажемо say something ${p.what}, але tell someone — без to: told me, а не told to me.`,
  },
  'tell-with-words': {
    en: (p) => `We say ${p.what}: "say" is followed by the words themselves; "tell" needs a person after it.`,
    uk: (p) => `Кажемо say ${p.what}: після say ідуть самі слова, а після tell має стояти особа.`,
  },
  'tell-without-person': t(
    (p) =>
      `${q(p.chosen)} needs the person before a that-clause (told me that…). With no person we use say: said that…`,
    (p) =>
      `Після ${u(p.chosen)} перед that має стояти особа (told me that…). Якщо особи немає, уживаємо say: said that…`,
  ),
  'tense-marker-mismatch': t(
    (p) =>
      `${q(p.chosen)} is the wrong tense: ${q(p.marker)} needs the ${TENSE_EN[p.tense] ?? 'other tense'}.`,
    (p) => `${u(p.chosen)} — не той час: ${u(p.marker)} вимагає ${TENSE_UK[p.tense] ?? 'іншого часу'}.`,
  ),
  'than-after-as': {
    en: (p) =>
      `After as ${p.adjective} we need as, not than: than goes only after a comparative (taller than).`,
    uk: (p) =>
      `Після as ${p.adjective} потрібно as, а не than: than ставимо лише після вищого ступеня (taller than).`,
  },
  'there-agreement': {
    en: (p) =>
      p.number === 'plural'
        ? `“${p.noun}” is plural, so we need the plural form “${p.answer}”, not “${p.chosen}”.`
        : p.number === 'uncountable'
          ? `“${p.noun}” is uncountable, so it takes the singular “${p.answer}”, even after words like some or a lot of.`
          : `“${p.noun}” is one thing (singular), so we need “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) =>
      p.number === 'plural'
        ? `«${p.noun}» стоїть у множині, тому потрібна форма множини «${p.answer}», а не «${p.chosen}».`
        : p.number === 'uncountable'
          ? `«${p.noun}» — незлічуваний іменник, тому з ним форма однини «${p.answer}», навіть після some чи a lot of.`
          : `«${p.noun}» — один предмет (однина), тому потрібно «${p.answer}», а не «${p.chosen}».`,
  },
  'there-for-it': {
    en: () =>
      'Weather, time, days, distance and situations take it as the subject (it’s raining, it’s late). There is/are only says that something exists.',
    uk: () =>
      'Для погоди, часу, днів, відстані та ситуацій підметом є it (it’s raining, it’s late). There is/are лише повідомляє, що щось існує.',
  },
  'third-after-aux': t(
    (p) => `After ${q(p.aux)} the verb goes back to its base form: the -s is already in ${q(p.aux)}.`,
    (p) => `Після ${u(p.aux)} дієслово стоїть у початковій формі: -s уже є в ${u(p.aux)}.`,
  ),
  'third-after-do': {
    en: (p) =>
      `After do/does/don't/doesn't the verb is always in the base form: “${p.verb}”, never “${p.form}”.`,
    uk: (p) =>
      `Після do/does/don't/doesn't дієслово завжди в початковій формі: «${p.verb}», а не «${p.form}».`,
  },
  'third-after-modal': t(
    (p) => `After ${q(p.modal)} the verb never takes -s: use the base form.`,
    (p) => `Після ${u(p.modal)} дієслово ніколи не має -s: потрібна початкова форма.`,
  ),
  'third-after-to': t(
    () => `After to the verb is in the base form, without -s.`,
    () => `Після to дієслово стоїть у початковій формі, без -s.`,
  ),
  'to-after-ing-verb': t(
    (p) => `${q(p.verb)} is followed by the -ing form, not by to.`,
    (p) => `Після ${u(p.verb)} уживається форма -ing, а не to.`,
  ),
  'to-after-modal': t(
    (p) => `${q(p.modal)} is followed directly by the base form, without to.`,
    (p) => `Після ${u(p.modal)} одразу йде початкова форма, без to.`,
  ),
  'to-after-would-rather': t(
    () => `Would rather is followed by the base form without to.`,
    () => `Після would rather — початкова форма без to.`,
  ),
  'to-for-participle-causative': t(
    () => `Have + object is followed by the past participle here, with no to: have the car repaired.`,
    () => `Після have + додаток тут стоїть третя форма, без to: have the car repaired.`,
  ),
  'to-infinitive-after-preposition': t(
    (p) =>
      `After the preposition ${q(p.prep)} there is no to-infinitive; the verb takes -ing: ${q(p.answer)}.`,
    (p) =>
      `Після прийменника ${u(p.prep)} інфінітив із to не вживається; дієслово має форму на -ing: ${u(p.answer)}.`,
  ),
  'to-plus-ing': {
    en: (p) =>
      `After “${p.verb}” we use to + the base form (“${p.needed}”); to is not followed by -ing here.`,
    uk: (p) =>
      `Після «${p.verb}» уживаємо to + початкову форму («${p.needed}»); після цієї частки to форма на -ing не вживається.`,
  },
  'too-for-enough': {
    en: (p) =>
      `“too” means “more than is good”, but the sentence shows it works out (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«too» означає «занадто», а з речення видно, що все гаразд («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'uncountable-after-many': {
    en: (p) =>
      `“${p.quantifier}” goes with countable plurals, but “${p.chosen}” is uncountable in English, so it cannot follow “${p.quantifier}”. We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» вживаємо зі злічуваними іменниками у множині, а «${p.chosen}» в англійській незлічуваний, тож після «${p.quantifier}» він не стоїть. Потрібно «${p.answer}».`,
  },
  'uncountable-plural': {
    en: (p) => `“${p.noun}” is uncountable in English, so it has no plural: “${p.chosen}” does not exist.`,
    uk: (p) =>
      `«${p.noun}» в англійській незлічуваний іменник і не має множини: слова «${p.chosen}» не існує (хоч українською це може бути множина).`,
  },
  'uncountable-quantifier-with-countable': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns (money, milk, time), but the noun here is a countable plural, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо з незлічуваними іменниками (money, milk, time), а тут іменник злічуваний у множині, тому потрібно «${p.answer}».`,
  },
  'unless-for-if': t(
    (p) =>
      `The result (${q(p.result)}) follows when the condition happens, so we need if; unless would mean "if … not".`,
    (p) =>
      `Результат (${u(p.result)}) настає, коли умова виконується, тож потрібне if; unless означало б «якщо не».`,
  ),
  'use-to-affirmative': t(
    () => `In a positive sentence it is used to, with d.`,
    () => `У стверджувальному реченні пишемо used to, з d.`,
  ),
  'used-after-did': t(
    () => `After did (didn't, Did…?) the form is use to, without d.`,
    () => `Після did (didn't, Did…?) пишемо use to, без d.`,
  ),
  'used-without-to': t(
    () => `For past habits it is used to + base form; used alone does not work here.`,
    () => `Для минулих звичок — used to + початкова форма; саме used тут не підходить.`,
  ),
  'very-impossible': {
    en: (p) =>
      `“very” cannot be used in this pattern (${p.rule === 'rather-comparative' ? 'very does not go before a comparative' : 'it is not part of this fixed phrase'}). The right word is “${p.answer}”.`,
    uk: (p) =>
      `«very» у цій конструкції неможливе (${p.rule === 'rather-comparative' ? 'very не ставимо перед вищим ступенем' : 'воно не входить до цього сталого виразу'}). Правильно — «${p.answer}».`,
  },
  'was-were-agreement': {
    en: (p) =>
      `“${p.chosen}” does not agree with “${p.subject}”: in the past, ${p.person} takes “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» не узгоджується з «${p.subject}»: у минулому часі для ${p.person} потрібно «${p.needed}».`,
  },
  'where-for-non-place': {
    en: (p) =>
      `where refers only to places, and “${p.head}” is not a place here. The right word is “${p.answer}”.`,
    uk: (p) => `where стосується лише місць, а «${p.head}» тут не місце. Правильно — «${p.answer}».`,
  },
  'which-for-person': {
    en: (p) =>
      `“${p.head}” is a person, and for people we use who, not which. The right word is “${p.answer}”.`,
    uk: (p) => `«${p.head}» — це людина, а для людей уживаємо who, а не which. Правильно — «${p.answer}».`,
  },
  'which-without-preposition': {
    en: () =>
      'which for a place needs a preposition (the house which I was born in); without one, we use where.',
    uk: () =>
      'which для місця потребує прийменника (the house which I was born in); без нього вживаємо where.',
  },
  'who-for-thing': {
    en: (p) => `“${p.head}” is not a person, so who does not fit. The right word is “${p.answer}”.`,
    uk: (p) => `«${p.head}» — не людина, тож who не підходить. Правильно — «${p.answer}».`,
  },
  'who-for-whose': {
    en: () =>
      'The noun after the gap belongs to the person (his car, her father), so we need whose, not who.',
    uk: () =>
      'Іменник після пропуску належить цій особі (його машина, її батько), тому потрібно whose, а не who.',
  },
  'who-takes-third-person': t(
    () => `Who as the subject takes the he/she form of the verb, with -s in the present simple.`,
    () => `Who як підмет узгоджується з дієсловом як he/she: у present simple з -s.`,
  ),
  'whole-without-determiner': {
    en: (p) =>
      `“whole” must come after the, a or my (the whole day), so it cannot stand here. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«whole» стоїть лише після the, a чи my (the whole day), тож тут воно неможливе. Правильно — «${p.answer}».`,
  },
  'whose-without-possession': {
    en: (p) =>
      `whose means “of whom” and must be followed by the thing that belongs to someone; here nothing is owned, so we need “${p.answer}”.`,
    uk: (p) =>
      `whose означає «чий» і потребує після себе іменника, що комусь належить; тут цього немає, тому потрібно «${p.answer}».`,
  },
  'will-after-if': t(
    () => `In the if-clause about the future we use the present simple, not will.`,
    () => `У частині з if про майбутнє вживаємо present simple, а не will.`,
  ),
  'will-after-past-reporting': t(
    () => `After a past reporting verb (said, promised, wrote), will moves back to would.`,
    () => `Після дієслова мовлення в минулому (said, promised, wrote) will змінюється на would.`,
  ),
  'will-after-wish': t(
    () => `Wish about the present is followed by the past simple, not will.`,
    () => `Після wish про теперішнє вживається past simple, а не will.`,
  ),
  'will-can': t(
    () => `Two modals cannot stand together: will can is impossible, so we say will be able to.`,
    () => `Два модальні дієслова не можуть стояти поруч: will can неможливе, тому кажемо will be able to.`,
  ),
  'will-in-second-conditional': t(
    () => `The if-clause is in the past (an unreal situation), so the result needs would, not will.`,
    () => `Частина з if — у минулому (нереальна ситуація), тож у результаті — would, а не will.`,
  ),
  'will-in-third-conditional': t(
    () => `An imagined past result takes would have, not will have.`,
    () => `Уявний результат у минулому — would have, а не will have.`,
  ),
  'will-in-time-clause': t(
    (p) => `After ${q(p.conj)} we use the present simple for the future, not will.`,
    (p) => `Після ${u(p.conj)} про майбутнє вживаємо present simple, а не will.`,
  ),
  'would-after-if': t(
    () => `Would does not go in the if-clause; use the past simple there.`,
    () => `Would не вживається в частині з if; там потрібен past simple.`,
  ),
  'would-after-wish-past': t(
    (p) =>
      `Wish + would is about wanting a change in the future; a regret about ${q(p.marker)} needs had + past participle.`,
    (p) =>
      `Wish + would — про бажану зміну в майбутньому; жаль про ${u(p.marker)} виражається через had + третя форма.`,
  ),
  'would-in-first-conditional': t(
    () => `The if-clause is in the present, so the result takes will, not would.`,
    () => `Частина з if — у теперішньому часі, тож у результаті — will, а не would.`,
  ),
  'would-with-state': t(
    (p) => `${q(p.verb)} describes a state, and would cannot describe past states; only used to can.`,
    (p) => `${u(p.verb)} описує стан, а would не вживається для станів у минулому; можливе лише used to.`,
  ),
  'wrong-auxiliary': t(
    (p) => `The question starts with ${q(p.aux)}, so the short answer repeats that same auxiliary.`,
    (p) => `Питання починається з ${u(p.aux)}, тож коротка відповідь повторює те саме допоміжне дієслово.`,
  ),
  'wrong-dependent-preposition': {
    en: (p) =>
      `“${p.head}” always goes with “${p.answer}”, not “${p.chosen}”. It is a fixed combination, so learn it as one chunk: ${p.head} ${p.answer}.`,
    uk: (p) =>
      `«${p.head}» завжди вживається з «${p.answer}», а не з «${p.chosen}». Це стале поєднання, тож запам’ятайте його цілим: ${p.head} ${p.answer}.`,
  },
  'wrong-preposition-place': {
    en: (p) =>
      `We say “${p.answer} ${p.phrase}”, not “${p.chosen} ${p.phrase}”: this is the preposition English uses for this kind of place.`,
    uk: (p) =>
      `Кажемо «${p.answer} ${p.phrase}», а не «${p.chosen} ${p.phrase}»: саме цей прийменник англійська вживає з таким місцем.`,
  },
  'wrong-preposition-time': {
    en: (p) =>
      `With “${p.expression}” English uses “${p.answer}”, not “${p.chosen}”: ${TIME_CAT[p.category ?? '']?.en ?? 'this is a fixed pattern'}.`,
    uk: (p) =>
      `З «${p.expression}» в англійській уживаємо «${p.answer}», а не «${p.chosen}»: ${TIME_CAT[p.category ?? '']?.uk ?? 'це сталий вираз'}.`,
  },
  'yet-before-negative': t(
    () => `Yet goes at the end of the sentence; before hasn't/haven't we use still.`,
    () => `Yet ставиться в кінці речення; перед hasn't/haven't уживаємо still.`,
  ),
  'yet-in-positive': t(
    () =>
      `Yet goes at the end of negatives and questions; in a positive sentence after has/have use already.`,
    () => `Yet уживається в кінці заперечень і питань; у стверджувальному реченні після has/have — already.`,
  ),
};
