/**
 * "Why this choice is wrong here" for the error models of the Be, Verb, Present Tense, Past Tense and
 * Irregular topics (sections/verbs-core). Params come from each distractor plus { chosen, answer, trigger }.
 */
type P = Record<string, string>;
type T = { en: (p: P) => string; uk: (p: P) => string };

/** Other generators share some errorTypes with fewer params: fill the gaps from what the explainer always passes. */
const fill = (p: P): P => ({
  ...p,
  subject: p.subject ?? 'the subject',
  person: p.person ?? 'this subject',
  needed: p.needed ?? p.answer ?? '',
  marker: p.marker || p.trigger || 'the time expression',
  verb: p.verb ?? p.answer ?? '',
  word: p.word ?? p.trigger ?? '',
  tense: p.tense ?? '',
});

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
};
const TENSE_UK: Record<string, string> = {
  past: 'минулого простого часу (past simple)',
  present: 'теперішнього простого часу (present simple)',
  'present-continuous': 'теперішнього тривалого часу (present continuous)',
  'present-perfect': 'теперішнього доконаного часу (present perfect)',
  'past-continuous': 'минулого тривалого часу (past continuous)',
  'past-perfect': 'минулого доконаного часу (past perfect)',
};

const RAW: Record<string, T> = {
  'be-agreement': {
    en: (p) =>
      `“${p.chosen}” does not agree with the subject “${p.subject}”: with ${p.person} the verb "be" is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» не узгоджується з підметом «${p.subject}»: для ${p.person} дієслово be має форму «${p.needed}».`,
  },
  'was-were-agreement': {
    en: (p) =>
      `“${p.chosen}” does not agree with “${p.subject}”: in the past, ${p.person} takes “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» не узгоджується з «${p.subject}»: у минулому часі для ${p.person} потрібно «${p.needed}».`,
  },
  'tense-marker-mismatch': {
    en: (p) =>
      `“${p.chosen}” is the wrong tense: “${p.marker}” needs the ${TENSE_EN[p.tense ?? ''] ?? 'other tense'}.`,
    uk: (p) =>
      `«${p.chosen}» — не той час: «${p.marker}» вимагає ${TENSE_UK[p.tense ?? ''] ?? 'іншого часу'}.`,
  },
  'do-for-be': {
    en: (p) =>
      `“${p.chosen}” is used with the base form of another verb. Here the subject is followed by “${p.word}”, which is not such a verb, so we need a form of "be".`,
    uk: (p) =>
      `«${p.chosen}» вживаємо перед початковою формою іншого дієслова. Тут після підмета стоїть «${p.word}» — це не таке дієслово, тому потрібна форма be.`,
  },
  'be-for-do': {
    en: (p) =>
      `“${p.chosen}” cannot go with the base form “${p.verb}”: in present simple questions and negatives we use do/does + the base form.`,
    uk: (p) =>
      `«${p.chosen}» не поєднується з початковою формою «${p.verb}»: у питаннях і запереченнях теперішнього простого часу вживаємо do/does + початкову форму.`,
  },
  'do-agreement': {
    en: (p) => `“${p.chosen}” does not agree with “${p.subject}”: the right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» не узгоджується з «${p.subject}»: правильна форма — «${p.needed}».`,
  },
  'agreement-3sg': {
    en: (p) =>
      `After “${p.subject}” (he/she/it) the present simple verb needs -s/-es: “${p.needed}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Після «${p.subject}» (he/she/it) дієслово в present simple має закінчення -s/-es: «${p.needed}», а не «${p.chosen}».`,
  },
  'agreement-plural': {
    en: (p) =>
      `“${p.chosen}” with -s is only for he, she, it. After “${p.subject}” we use the base form “${p.needed}”.`,
    uk: (p) =>
      `Форма з -s («${p.chosen}») — лише для he, she, it. Після «${p.subject}» вживаємо початкову форму «${p.needed}».`,
  },
  'ing-no-be': {
    en: (p) =>
      `“${p.chosen}” alone is not a finite verb: an -ing form needs am/is/are before it, and a habit or fact needs the present simple.`,
    uk: (p) =>
      `«${p.chosen}» сама по собі не може бути присудком: перед формою на -ing потрібне am/is/are, а звичка чи факт вимагають present simple.`,
  },
  'be-plus-base': {
    en: (p) =>
      `“${p.chosen}” mixes "be" with the base form “${p.verb}”. The present simple needs no "be" here: just the verb (with -s after he/she/it).`,
    uk: (p) =>
      `«${p.chosen}» змішує be з початковою формою «${p.verb}». У present simple be тут не потрібне — лише дієслово (з -s після he/she/it).`,
  },
  'third-after-do': {
    en: (p) =>
      `After do/does/don't/doesn't the verb is always in the base form: “${p.verb}”, never “${p.form}”.`,
    uk: (p) =>
      `Після do/does/don't/doesn't дієслово завжди в початковій формі: «${p.verb}», а не «${p.form}».`,
  },
  'spelling-s': {
    en: (p) => `“${p.chosen}” is misspelt: ${SPELL_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» написано неправильно: ${SPELL_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'stative-progressive': {
    en: (p) =>
      `“${p.verb}” is a state verb, so it is not used in the continuous (-ing) form, even for now: use the present simple.`,
    uk: (p) =>
      `«${p.verb}» — дієслово стану, тому його не вживають у тривалій формі (з -ing), навіть коли йдеться про «зараз»: потрібен present simple.`,
  },
  'spelling-ing': {
    en: (p) => `“${p.chosen}” is misspelt: ${ING_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» написано неправильно: ${ING_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'have-agreement': {
    en: (p) => `“${p.chosen}” does not agree with “${p.subject}”: ${p.person} takes “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» не узгоджується з «${p.subject}»: для ${p.person} потрібно «${p.needed}».`,
  },
  'be-for-have': {
    en: (p) =>
      `“${p.chosen}” is a form of "be". The present perfect is made with have/has + the past participle, so we need have or has.`,
    uk: (p) =>
      `«${p.chosen}» — форма дієслова be. Present perfect утворюється з have/has + третя форма, тому потрібно have або has.`,
  },
  'did-with-participle': {
    en: (p) =>
      `“${p.chosen}” is followed by the base form, not by a past participle like “${p.participle}”. With a participle we need have/has.`,
    uk: (p) =>
      `Після «${p.chosen}» іде початкова форма дієслова, а не третя форма на кшталт «${p.participle}». З третьою формою потрібне have/has.`,
  },
  'past-for-participle': {
    en: (p) =>
      `“${p.chosen}” is the past simple of “${p.verb}”. After have/has/had we need the past participle (third form): “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — форма минулого часу (друга форма) дієслова «${p.verb}». Після have/has/had потрібна третя форма: «${p.needed}».`,
  },
  'base-for-participle': {
    en: (p) =>
      `“${p.chosen}” is the base form. After have/has/had we need the past participle: “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — початкова форма. Після have/has/had потрібна третя форма (past participle): «${p.needed}».`,
  },
  'regularised-nonword': {
    en: (p) =>
      `“${p.chosen}” is not an English word: “${p.verb}” is an irregular verb, so it does not take -ed. The right form is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — такого слова в англійській немає: «${p.verb}» — неправильне дієслово, тому закінчення -ed не додаємо. Правильно — «${p.needed}».`,
  },
  'ing-for-participle': {
    en: (p) =>
      `“${p.chosen}” is the -ing form. After have/has/had we need the past participle: “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» — форма на -ing. Після have/has/had потрібна третя форма: «${p.needed}».`,
  },
  'present-for-perfect': {
    en: (p) =>
      `“${p.chosen}” is a present form, but “${p.marker}” shows something that started in the past and is still true: English uses the present perfect here (Ukrainian uses the present).`,
    uk: (p) =>
      `«${p.chosen}» — теперішній час, але «${p.marker}» показує дію, що почалася в минулому й триває досі: в англійській тут потрібен present perfect (хоча українською кажемо теперішнім часом).`,
  },
  'for-with-point': {
    en: (p) => `“${p.what}” is a point in time (when it started), so we need since, not for.`,
    uk: (p) => `«${p.what}» — це момент у часі (коли щось почалося), тому потрібно since, а не for.`,
  },
  'since-with-period': {
    en: (p) =>
      `“${p.what}” is a length of time, so we need for; since goes with a starting point (since 2019).`,
    uk: (p) =>
      `«${p.what}» — це тривалість, тому потрібно for; since вживаємо з моментом початку (since 2019).`,
  },
  'during-for-duration': {
    en: (p) => `During answers "when?" (during the film); for a length like “${p.what}” we say for.`,
    uk: (p) =>
      `During відповідає на питання «коли? під час чого?» (during the film); для тривалості на кшталт «${p.what}» кажемо for («протягом» тут — це for).`,
  },
  'been-plus-base': {
    en: (p) => `After have/has been we need the -ing form: “${p.needed}”, not the base form “${p.verb}”.`,
    uk: (p) => `Після have/has been потрібна форма на -ing: «${p.needed}», а не початкова форма «${p.verb}».`,
  },
  'participle-for-past': {
    en: (p) =>
      `“${p.chosen}” is the past participle (third form) of “${p.verb}”; it needs have/has/had before it. Alone, the past simple is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — третя форма (past participle) дієслова «${p.verb}», вона вживається лише після have/has/had. Без допоміжного дієслова в past simple потрібно «${p.needed}».`,
  },
  'past-after-did': {
    en: (p) =>
      `Did / didn't already shows the past, so the main verb stays in the base form: “${p.verb}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Did / didn't уже показує минулий час, тому основне дієслово стоїть у початковій формі: «${p.verb}», а не «${p.chosen}».`,
  },
  'ing-after-did': {
    en: (p) => `After did / didn't we use the base form “${p.verb}”, not an -ing form.`,
    uk: (p) => `Після did / didn't вживаємо початкову форму «${p.verb}», а не форму на -ing.`,
  },
  'spelling-ed': {
    en: (p) => `“${p.chosen}” is misspelt: ${ED_EN[p.rule ?? ''] ?? ''} The right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» написано неправильно: ${ED_UK[p.rule ?? ''] ?? ''} Правильно — «${p.needed}».`,
  },
  'simple-for-background': {
    en: (p) =>
      `“${p.chosen}” would mean the action started after “${p.when}”. The action already in progress at that moment takes the past continuous (was/were + -ing).`,
    uk: (p) =>
      `«${p.chosen}» означало б, що дія почалася вже після «${p.when}». Дія, яка в той момент уже тривала, вживається в past continuous (was/were + -ing).`,
  },
  'continuous-for-interruption': {
    en: () => `The short event that interrupts the longer action takes the past simple, not was/were + -ing.`,
    uk: () =>
      `Коротка подія, що перериває довшу дію, вживається в past simple, а не у формі was/were + -ing.`,
  },
  'past-for-past-perfect': {
    en: (p) =>
      `“${p.chosen}” would put the two actions at the same time. “${p.marker}” shows this action was already finished before then, so we need had + past participle.`,
    uk: (p) =>
      `«${p.chosen}» ставить обидві дії в один момент. «${p.marker}» показує, що ця дія вже завершилася раніше, тому потрібно had + третя форма.`,
  },
  'perfect-for-sequence': {
    en: () =>
      `The actions are told in the order they happened ("and then"), so the later one takes the past simple, not the past perfect.`,
    uk: () =>
      `Дії подано в тому порядку, в якому вони відбувалися («and then»), тому наступна дія — у past simple, а не в past perfect.`,
  },
  'overgeneralised-en': {
    en: (p) =>
      `“${p.chosen}” is not an English word: “${p.verb}” keeps the same form in all three forms, so the participle is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — такого слова немає: «${p.verb}» має однакову форму в усіх трьох формах, тож третя форма — «${p.needed}».`,
  },
  'collocation-make-do': {
    en: (p) =>
      `We say “${p.needed} ${p.object}”: this is a fixed phrase with ${p.needed}, not with “${p.chosen}”.`,
    uk: (p) => `Кажемо «${p.needed} ${p.object}» — це стале сполучення з ${p.needed}, а не з «${p.chosen}».`,
  },
  'infinitive-for-gerund': {
    en: (p) => `“${p.verb}” is followed by the -ing form, not by to + verb.`,
    uk: (p) => `Після «${p.verb}» уживаємо форму на -ing, а не to + дієслово.`,
  },
  'gerund-for-infinitive': {
    en: (p) => `“${p.verb}” is followed by to + the base form, not by an -ing form.`,
    uk: (p) => `Після «${p.verb}» уживаємо to + початкову форму, а не форму на -ing.`,
  },
  'bare-after-verb': {
    en: (p) =>
      `Two verbs cannot simply stand side by side here: after “${p.verb}” we need the -ing form “${p.needed}”.`,
    uk: (p) =>
      `Два дієслова тут не можуть просто стояти поруч: після «${p.verb}» потрібна форма на -ing — «${p.needed}».`,
  },
  'to-plus-ing': {
    en: (p) =>
      `After “${p.verb}” we use to + the base form (“${p.needed}”); to is not followed by -ing here.`,
    uk: (p) =>
      `Після «${p.verb}» уживаємо to + початкову форму («${p.needed}»); після цієї частки to форма на -ing не вживається.`,
  },
  'say-with-tell-object': {
    en: (p) =>
      `We tell ${p.what}: "tell" goes with a person or with the truth, a lie, a story, a joke. "Say" does not.`,
    uk: (p) =>
      `Кажемо tell ${p.what}: tell поєднується з особою або з the truth, a lie, a story, a joke. Say так не вживаємо.`,
  },
  'tell-with-words': {
    en: (p) => `We say ${p.what}: "say" is followed by the words themselves; "tell" needs a person after it.`,
    uk: (p) => `Кажемо say ${p.what}: після say ідуть самі слова, а після tell має стояти особа.`,
  },
  'say-with-person': {
    en: (p) =>
      `“${p.what}” is the person spoken to, and a person right after the verb needs "tell" (or "say to").`,
    uk: (p) =>
      `«${p.what}» — це особа, до якої звертаються, а особа одразу після дієслова вимагає tell (або say to).`,
  },
  'tell-without-person': {
    en: () =>
      `"Tell" needs the person before that-clause (told me that…). With no person we use "say": said that…`,
    uk: () => `Після tell перед that має стояти особа (told me that…). Без особи вживаємо say: said that…`,
  },
  'tell-with-to': {
    en: (p) => `We say something ${p.what}, but we tell someone without "to": told me, not told to me.`,
    uk: (p) => `Кажемо say something ${p.what}, але tell someone — без to: told me, а не told to me.`,
  },
  'simple-for-action': {
    en: (p) =>
      `Here “${p.verb}” is an action happening ${p.marker}, not a state, so it takes the continuous (am/is/are + -ing).`,
    uk: (p) =>
      `Тут «${p.verb}» означає дію, що відбувається ${p.marker}, а не стан, тому потрібна тривала форма (am/is/are + -ing).`,
  },
  'do-with-got': {
    en: () =>
      `With "have got" the questions and negatives are made with have/has itself (Have you got…? I haven't got…), not with do/does.`,
    uk: () =>
      `У конструкції have got питання й заперечення утворюємо самим have/has (Have you got…? I haven't got…), а не за допомогою do/does.`,
  },
  'been-for-gone': {
    en: () =>
      `“Been” would mean the person went and came back. Here they are not back yet (they are not here), so we need “gone”.`,
    uk: () =>
      `«Been» означало б, що людина вже повернулася. Тут її ще немає (вона не тут), тому потрібно «gone».`,
  },
  'gone-for-been': {
    en: () =>
      `“Gone” would mean the person is still there now. For a visit that is over, and for experience (ever, never, twice), we say “been to”.`,
    uk: () =>
      `«Gone» означало б, що людина досі там. Для поїздки, що вже завершилася, і для досвіду (ever, never, twice) кажемо «been to».`,
  },
  'be-for-did': {
    en: (p) =>
      `“${p.chosen}” cannot go with the base form “${p.verb}”: in past simple questions and negatives we use did/didn't + the base form.`,
    uk: (p) =>
      `«${p.chosen}» не поєднується з початковою формою «${p.verb}»: у питаннях і запереченнях past simple вживаємо did/didn't + початкову форму.`,
  },
};

/** The templates with missing params filled in, so no explanation ever reads "undefined". */
export const EXPLAIN_VERBS_CORE: Record<string, T> = Object.fromEntries(
  Object.entries(RAW).map(([key, t]) => [key, { en: (p: P) => t.en(fill(p)), uk: (p: P) => t.uk(fill(p)) }]),
);
