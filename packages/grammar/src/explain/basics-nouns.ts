/**
 * "Why this choice is wrong here" for the error models of Basics, Noun, Pronoun and Adjective topics
 * written by the basics-nouns generators. Params come from each distractor plus { chosen, answer, trigger }.
 */
type P = Record<string, string>;
type T = { en: (p: P) => string; uk: (p: P) => string };

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
const why = (p: P, lang: 'en' | 'uk'): string =>
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

export const EXPLAIN_BASICS_NOUNS: Record<string, T> = {
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
  'has-after-does': {
    en: (p) =>
      `After “${p.aux ?? 'does'}” the verb goes back to its base form: “have”, never “has”. The helping verb already shows he/she/it.`,
    uk: (p) =>
      `Після «${p.aux ?? 'does'}» дієслово стоїть у початковій формі — «have», а не «has». Третю особу вже показує допоміжне дієслово.`,
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
  'tense-marker-mismatch': {
    en: (p) =>
      `“${p.marker}” points to the past, so a present form like “${p.chosen}” does not fit; we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.marker}» вказує на минуле, тож форма теперішнього часу «${p.chosen}» не пасує; потрібно «${p.answer}».`,
  },
  'wrong-preposition-time': {
    en: (p) =>
      `With “${p.expression}” English uses “${p.answer}”, not “${p.chosen}”: ${TIME_CAT[p.category ?? '']?.en ?? 'this is a fixed pattern'}.`,
    uk: (p) =>
      `З «${p.expression}» в англійській уживаємо «${p.answer}», а не «${p.chosen}»: ${TIME_CAT[p.category ?? '']?.uk ?? 'це сталий вираз'}.`,
  },
  'wrong-dependent-preposition': {
    en: (p) =>
      `“${p.head}” always goes with “${p.answer}”, not “${p.chosen}”. It is a fixed combination, so learn it as one chunk: ${p.head} ${p.answer}.`,
    uk: (p) =>
      `«${p.head}» завжди вживається з «${p.answer}», а не з «${p.chosen}». Це стале поєднання, тож запам’ятайте його цілим: ${p.head} ${p.answer}.`,
  },
  'uncountable-quantifier-with-countable': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns (money, milk, time), but the noun here is a countable plural, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо з незлічуваними іменниками (money, milk, time), а тут іменник злічуваний у множині, тому потрібно «${p.answer}».`,
  },
  'countable-quantifier-with-uncountable': {
    en: (p) =>
      `“${p.quantifier}” goes with countable plurals (books, friends), but the noun here is uncountable, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо зі злічуваними іменниками у множині (books, friends), а тут іменник незлічуваний, тому потрібно «${p.answer}».`,
  },
  'all-with-singular': {
    en: (p) =>
      `“all” does not go before “${p.noun}” here: all needs a plural or uncountable noun (all the students, all my money), or a period like all day. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«all» тут не пасує перед «${p.noun}»: all потребує множини чи незлічуваного іменника (all the students, all my money) або періоду на зразок all day. Правильно — «${p.answer}».`,
  },
  'every-not-singular': {
    en: (p) =>
      `“every” goes only with a singular countable noun (every student, every day), and never before the, my or of. Here we need “${p.answer}”.`,
    uk: (p) =>
      `«every» вживаємо лише зі злічуваним іменником в однині (every student, every day) і ніколи перед the, my чи of. Тут потрібно «${p.answer}».`,
  },
  'whole-without-determiner': {
    en: (p) =>
      `“whole” must come after the, a or my (the whole day), so it cannot stand here. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«whole» стоїть лише після the, a чи my (the whole day), тож тут воно неможливе. Правильно — «${p.answer}».`,
  },
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
  'demonstrative-number': {
    en: (p) =>
      `“${p.chosen}” has the wrong number: the noun here is ${p.number === 'plural' ? 'plural, so we need these/those' : 'singular, so we need this/that'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» не збігається за числом: іменник тут ${p.number === 'plural' ? 'у множині, тому потрібно these/those' : 'в однині, тому потрібно this/that'}. Правильно — «${p.answer}».`,
  },
  'demonstrative-distance': {
    en: (p) =>
      `“${p.chosen}” points the wrong way: the sentence shows the thing is ${p.near === 'near' ? 'near (here, in your hand, now), so we use this/these' : 'far away (over there, in the past), so we use that/those'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» вказує не туди: з речення видно, що річ ${p.near === 'near' ? 'поруч (here, у руці, зараз), тому вживаємо this/these' : 'далеко (over there, у минулому), тому вживаємо that/those'}. Правильно — «${p.answer}».`,
  },
  'demonstrative-number-distance': {
    en: (p) =>
      `“${p.chosen}” is wrong twice: the noun is ${p.number} and the thing is ${p.near === 'near' ? 'near' : 'far away'}, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» тут двічі помилкове: іменник ${p.number === 'plural' ? 'у множині' : 'в однині'}, а річ ${p.near === 'near' ? 'поруч' : 'далеко'}, тому потрібно «${p.answer}».`,
  },
  'quite-for-rather': {
    en: (p) =>
      `“quite” does not work in this pattern: ${p.rule === 'would-rather' ? 'we say would rather (I’d rather)' : p.rule === 'rather-than' ? 'we say rather than' : p.rule === 'rather-too' ? 'we say rather too, not quite too' : 'before a comparative (-er, more) we use rather'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«quite» у цій конструкції не вживається: ${p.rule === 'would-rather' ? 'кажемо would rather (I’d rather)' : p.rule === 'rather-than' ? 'кажемо rather than' : p.rule === 'rather-too' ? 'кажемо rather too, а не quite too' : 'перед вищим ступенем (-er, more) уживаємо rather'}. Правильно — «${p.answer}».`,
  },
  'rather-for-quite': {
    en: (p) =>
      `“rather” does not fit here: ${p.rule === 'quite-a-few' ? 'the fixed phrases are quite a few and quite a while' : 'with words like right, sure, impossible, ready, and in not quite, quite means “completely”, and rather cannot replace it'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«rather» тут не пасує: ${p.rule === 'quite-a-few' ? 'сталі вирази — quite a few та quite a while' : 'зі словами right, sure, impossible, ready та в not quite слово quite означає «цілком», і rather його не замінить'}. Правильно — «${p.answer}».`,
  },
  'very-impossible': {
    en: (p) =>
      `“very” cannot be used in this pattern (${p.rule === 'rather-comparative' ? 'very does not go before a comparative' : 'it is not part of this fixed phrase'}). The right word is “${p.answer}”.`,
    uk: (p) =>
      `«very» у цій конструкції неможливе (${p.rule === 'rather-comparative' ? 'very не ставимо перед вищим ступенем' : 'воно не входить до цього сталого виразу'}). Правильно — «${p.answer}».`,
  },
  'more-with-short-adjective': {
    en: (p) => `“${p.adjective}” is a short adjective, so it takes -er, not more: “${p.answer}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прикметник, тому вищий ступінь утворюємо через -er, а не more: «${p.answer}».`,
  },
  'most-with-short-adjective': {
    en: (p) =>
      `“${p.adjective}” is a short adjective, so its superlative ends in -est, not most: “${p.answer}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прикметник, тому найвищий ступінь закінчується на -est, а не утворюється з most: «${p.answer}».`,
  },
  'comparative-spelling': {
    en: (p) =>
      `The spelling is wrong: ${/ier$/.test(p.comparative ?? '') ? 'a final -y after a consonant changes to -i- before -er' : 'after one short vowel we double the last consonant'} (“${p.comparative}”).`,
    uk: (p) =>
      `Помилка в написанні: ${/ier$/.test(p.comparative ?? '') ? 'кінцева -y після приголосної перед -er змінюється на -i-' : 'після короткого голосного останню приголосну подвоюємо'} («${p.comparative}»).`,
  },
  'er-with-long-adjective': {
    en: (p) =>
      `“${p.adjective}” is a long adjective, so we do not add -er: we say “${p.answer}”. “${p.chosen}” is not a word.`,
    uk: (p) =>
      `«${p.adjective}» — довгий прикметник, тому -er не додаємо: кажемо «${p.answer}». Слова «${p.chosen}» не існує.`,
  },
  'est-with-long-adjective': {
    en: (p) =>
      `“${p.adjective}” is a long adjective, so its superlative is with most: “${p.answer}”. “${p.chosen}” is not a word.`,
    uk: (p) =>
      `«${p.adjective}» — довгий прикметник, тому найвищий ступінь утворюємо з most: «${p.answer}». Слова «${p.chosen}» не існує.`,
  },
  'regularised-irregular-adjective': {
    en: (p) =>
      `“${p.adjective}” is irregular: the right form is “${p.answer}”, and “${p.chosen}” is not standard English.`,
    uk: (p) =>
      `«${p.adjective}» має особливі форми: правильно «${p.answer}», а «${p.chosen}» — не нормативна англійська.`,
  },
  'more-with-irregular': {
    en: (p) =>
      `“${p.adjective}” has its own irregular form, so we do not use more/most with it: “${p.answer}”.`,
    uk: (p) => `«${p.adjective}» має власну особливу форму, тому more/most з ним не вживаємо: «${p.answer}».`,
  },
  'superlative-for-comparative': {
    en: (p) =>
      `The sentence compares two things with “than”, so we need the comparative “${p.answer}”, not the superlative “${p.chosen}”.`,
    uk: (p) =>
      `У реченні порівнюються дві речі через «than», тому потрібен вищий ступінь «${p.answer}», а не найвищий «${p.chosen}».`,
  },
  'comparative-for-superlative': {
    en: (p) =>
      `“the … ” here picks out one from a whole group (in town, I have ever…), so we need the superlative “${p.answer}”, not the comparative “${p.chosen}”.`,
    uk: (p) =>
      `Тут «the …» виділяє одне з цілої групи (in town, I have ever…), тому потрібен найвищий ступінь «${p.answer}», а не вищий «${p.chosen}».`,
  },
  'base-with-than': {
    en: (p) => `“than” needs a comparative before it: “${p.answer} than”, not “${p.chosen} than”.`,
    uk: (p) => `Перед «than» має стояти вищий ступінь: «${p.answer} than», а не «${p.chosen} than».`,
  },
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
  'nonword-adverb': {
    en: (p) => `“${p.chosen}” is not a word: the adverb of ${p.adjective} is also “${p.adverb}”.`,
    uk: (p) => `Слова «${p.chosen}» не існує: прислівник від ${p.adjective} — теж «${p.adverb}».`,
  },
  'hardly-meaning': {
    en: () =>
      '“hardly” means “almost not” (I hardly know him). The adverb of hard is “hard”: she works hard.',
    uk: () =>
      '«hardly» означає «майже не» (I hardly know him). Прислівник від hard — теж «hard»: she works hard.',
  },
  'lately-meaning': {
    en: () =>
      '“lately” means “recently” (I haven’t seen him lately). The adverb of late is “late”: he arrived late.',
    uk: () =>
      '«lately» означає «останнім часом» (I haven’t seen him lately). Прислівник від late — теж «late»: he arrived late.',
  },
  'subject-for-object': {
    en: (p) =>
      `After a verb or a preposition we need the object form “${p.pronoun}”, not the subject form “${p.chosen}”.`,
    uk: (p) =>
      `Після дієслова чи прийменника потрібна форма додатка «${p.pronoun}», а не форма підмета «${p.chosen}».`,
  },
  'object-for-subject': {
    en: (p) =>
      `The gap is the subject of the verb, so we need “${p.pronoun}”; “${p.chosen}” is the object form.`,
    uk: (p) => `Пропуск — це підмет дієслова, тому потрібно «${p.pronoun}»; «${p.chosen}» — форма додатка.`,
  },
  'possessive-for-personal': {
    en: (p) =>
      `“${p.chosen}” shows possession and needs a noun after it (${p.chosen} bag). Here we need the pronoun “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» означає належність і потребує іменника після себе (${p.chosen} bag). Тут потрібен займенник «${p.pronoun}».`,
  },
  'reflexive-for-personal': {
    en: (p) =>
      `“${p.chosen}” is reflexive: we use it only when the action goes back to the subject (she hurt herself). Here we need “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» — зворотний займенник, його вживаємо, лише коли дія повертається на підмет (she hurt herself). Тут потрібно «${p.pronoun}».`,
  },
  'pronoun-before-noun': {
    en: (p) =>
      `A noun follows the gap, so we need the possessive adjective “${p.adjective}”; “${p.pronoun}” is used only without a noun (it’s ${p.pronoun}).`,
    uk: (p) =>
      `Після пропуску стоїть іменник, тому потрібен присвійний прикметник «${p.adjective}»; «${p.pronoun}» уживаємо лише без іменника (it’s ${p.pronoun}).`,
  },
  'object-for-possessive': {
    en: (p) => `“${p.chosen}” is an object pronoun and cannot show possession. We need “${p.answer}”.`,
    uk: (p) => `«${p.chosen}» — займенник-додаток, він не виражає належності. Потрібно «${p.answer}».`,
  },
  'adjective-without-noun': {
    en: (p) =>
      `No noun follows the gap, so we need the possessive pronoun “${p.pronoun}”; “${p.adjective}” must have a noun after it.`,
    uk: (p) =>
      `Після пропуску немає іменника, тому потрібен присвійний займенник «${p.pronoun}»; після «${p.adjective}» обов’язково має бути іменник.`,
  },
  'apostrophe-in-pronoun': {
    en: (p) => `Possessive pronouns never take an apostrophe: “${p.pronoun}”, not “${p.chosen}”.`,
    uk: (p) => `Присвійні займенники пишемо без апострофа: «${p.pronoun}», а не «${p.chosen}».`,
  },
  'its-vs-it-is': {
    en: () =>
      '“it’s” means “it is”, which makes no sense here. To show that something belongs to it, write “its” with no apostrophe.',
    uk: () =>
      '«it’s» — це «it is», що тут не має сенсу. Щоб показати належність, пишемо «its» без апострофа.',
  },
  'its-for-it-is': {
    en: () =>
      'Here we mean “it is”, so we need “it’s”. “its” (no apostrophe) only shows possession: its tail.',
    uk: () =>
      'Тут мається на увазі «it is», тому потрібно «it’s». «its» без апострофа лише показує належність: its tail.',
  },
  'plural-just-s': {
    en: (p) => `“${p.noun}” does not simply add -s: its plural is “${p.plural}”.`,
    uk: (p) => `«${p.noun}» не утворює множину простим додаванням -s: правильно «${p.plural}».`,
  },
  'plural-missing-es': {
    en: (p) => `Nouns ending in s, x, ch or sh add -es in the plural: “${p.plural}”.`,
    uk: (p) => `Іменники на s, x, ch, sh у множині додають -es: «${p.plural}».`,
  },
  'plural-y-after-vowel': {
    en: (p) => `When y comes after a vowel (a, e, o, u), we just add -s: “${p.plural}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Якщо y стоїть після голосної (a, e, o, u), просто додаємо -s: «${p.plural}», а не «${p.chosen}».`,
  },
  'plural-y-to-ies': {
    en: (p) => `A consonant + y changes to -ies in the plural: “${p.plural}”, not “${p.chosen}”.`,
    uk: (p) => `Приголосна + y у множині змінюється на -ies: «${p.plural}», а не «${p.chosen}».`,
  },
  'plural-o': {
    en: (p) =>
      `Nouns in -o differ: some add -es (potatoes, tomatoes, heroes), others just -s (photos, pianos, zoos). The plural of “${p.noun}” is “${p.plural}”.`,
    uk: (p) =>
      `Іменники на -o бувають різні: одні додають -es (potatoes, tomatoes, heroes), інші лише -s (photos, pianos, zoos). Множина від «${p.noun}» — «${p.plural}».`,
  },
  'plural-f-ves': {
    en: (p) =>
      `Only some -f/-fe nouns change to -ves (knives, leaves, wives); others just add -s (roofs, cliffs). The plural of “${p.noun}” is “${p.plural}”.`,
    uk: (p) =>
      `Лише частина іменників на -f/-fe змінюється на -ves (knives, leaves, wives); інші просто додають -s (roofs, cliffs). Множина від «${p.noun}» — «${p.plural}».`,
  },
  'plural-extra-es': {
    en: (p) => `“${p.noun}” takes just -s, not -es: “${p.plural}”.`,
    uk: (p) => `«${p.noun}» додає лише -s, а не -es: «${p.plural}».`,
  },
  'singular-after-number': {
    en: (p) => `The sentence talks about more than one, so the noun must be plural: “${p.plural}”.`,
    uk: (p) =>
      `У реченні йдеться про кілька предметів чи осіб, тому іменник має бути в множині: «${p.plural}».`,
  },
  'reflexive-wrong-person': {
    en: (p) =>
      `The reflexive pronoun must match the subject “${p.subject}”: “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Зворотний займенник має відповідати підмету «${p.subject}»: «${p.reflexive}», а не «${p.chosen}».`,
  },
  'reflexive-nonstandard': {
    en: (p) => `“${p.chosen}” is not standard English; the correct form is “${p.reflexive}”.`,
    uk: (p) => `«${p.chosen}» — не нормативна форма; правильно «${p.reflexive}».`,
  },
  'object-for-reflexive': {
    en: (p) =>
      `When the object is the same person as the subject “${p.subject}”, we need the reflexive “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Коли додаток — та сама особа, що й підмет «${p.subject}», потрібен зворотний займенник «${p.reflexive}», а не «${p.chosen}».`,
  },
  'which-for-person': {
    en: (p) =>
      `“${p.head}” is a person, and for people we use who, not which. The right word is “${p.answer}”.`,
    uk: (p) => `«${p.head}» — це людина, а для людей уживаємо who, а не which. Правильно — «${p.answer}».`,
  },
  'who-for-thing': {
    en: (p) => `“${p.head}” is not a person, so who does not fit. The right word is “${p.answer}”.`,
    uk: (p) => `«${p.head}» — не людина, тож who не підходить. Правильно — «${p.answer}».`,
  },
  'where-for-non-place': {
    en: (p) =>
      `where refers only to places, and “${p.head}” is not a place here. The right word is “${p.answer}”.`,
    uk: (p) => `where стосується лише місць, а «${p.head}» тут не місце. Правильно — «${p.answer}».`,
  },
  'which-without-preposition': {
    en: () =>
      'which for a place needs a preposition (the house which I was born in); without one, we use where.',
    uk: () =>
      'which для місця потребує прийменника (the house which I was born in); без нього вживаємо where.',
  },
  'whose-without-possession': {
    en: (p) =>
      `whose means “of whom” and must be followed by the thing that belongs to someone; here nothing is owned, so we need “${p.answer}”.`,
    uk: (p) =>
      `whose означає «чий» і потребує після себе іменника, що комусь належить; тут цього немає, тому потрібно «${p.answer}».`,
  },
  'who-for-whose': {
    en: () =>
      'The noun after the gap belongs to the person (his car, her father), so we need whose, not who.',
    uk: () =>
      'Іменник після пропуску належить цій особі (його машина, її батько), тому потрібно whose, а не who.',
  },
  'any-in-affirmative': {
    en: (p) =>
      `In a positive sentence like this (“${p.cue}”), an any- word would mean “it doesn’t matter which”, which makes no sense here. We need “${p.answer}”.`,
    uk: (p) =>
      `У такому стверджувальному реченні («${p.cue}») слово з any- означало б «будь-хто/будь-що», що тут не має сенсу. Потрібно «${p.answer}».`,
  },
  'double-negative': {
    en: (p) =>
      `The verb is already negative (“${p.cue}”), and English does not use two negatives together. With a negative verb we use an any- word: “${p.answer}”.`,
    uk: (p) =>
      `Дієслово вже заперечне («${p.cue}»), а подвійного заперечення в англійській немає. Після заперечного дієслова вживаємо слово з any-: «${p.answer}».`,
  },
  'no-contradicts': {
    en: (p) =>
      `A no- word means “not anybody / not anything”, which contradicts “${p.cue}”. We need “${p.answer}”.`,
    uk: (p) => `Слово з no- означає «ніхто / ніщо», а це суперечить «${p.cue}». Потрібно «${p.answer}».`,
  },
  'some-contradicts': {
    en: (p) =>
      `A some- word says there is somebody or something, which contradicts “${p.cue}”. We need “${p.answer}”.`,
    uk: (p) =>
      `Слово з some- стверджує, що хтось чи щось є, а це суперечить «${p.cue}». Потрібно «${p.answer}».`,
  },
  'any-in-positive': {
    en: (p) =>
      `The sentence is positive (“${p.cue}”), so we use some. any in a positive sentence means “it doesn’t matter which”, which does not fit here.`,
    uk: (p) =>
      `Речення стверджувальне («${p.cue}»), тому вживаємо some. any у стверджувальному реченні означає «будь-який», що тут не пасує.`,
  },
  'some-in-negative': {
    en: (p) => `“${p.cue}” makes the sentence negative, so we use any, not some.`,
    uk: (p) => `«${p.cue}» робить речення заперечним, тому вживаємо any, а не some.`,
  },
  'few-negative-meaning': {
    en: (p) =>
      `“${p.chosen}” without a means “almost none, not enough”, but the sentence is positive (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» без a означає «мало, майже немає», а речення має позитивний зміст («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'a-few-positive-meaning': {
    en: (p) =>
      `“${p.chosen}” means “some, enough”, but the sentence shows there was not enough (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» означає «трохи, достатньо», а з речення видно, що було замало («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'little-with-countable': {
    en: (p) =>
      `little / a little go with uncountable nouns; the noun here is a countable plural, so we need “${p.answer}”.`,
    uk: (p) =>
      `little / a little вживаємо з незлічуваними іменниками; тут іменник злічуваний у множині, тому потрібно «${p.answer}».`,
  },
  'few-with-uncountable': {
    en: (p) =>
      `few / a few go with countable plurals; the noun here is uncountable, so we need “${p.answer}”.`,
    uk: (p) =>
      `few / a few вживаємо зі злічуваними іменниками у множині; тут іменник незлічуваний, тому потрібно «${p.answer}».`,
  },
  'apostrophe-after-s-singular': {
    en: (p) => `${p.owner} is one person, so we add ’s: “${p.answer}”. s’ is only for plurals ending in -s.`,
    uk: (p) => `${p.owner} — одна особа, тому додаємо ’s: «${p.answer}». s’ пишемо лише після множини на -s.`,
  },
  'missing-apostrophe': {
    en: (p) =>
      `Without an apostrophe, “${p.chosen}” is just a plural, not a possessive. To show that something belongs to ${p.owner}, write “${p.answer}”.`,
    uk: (p) =>
      `Без апострофа «${p.chosen}» — просто множина, а не присвійна форма. Щоб показати, що щось належить ${p.owner}, пишемо «${p.answer}».`,
  },
  'apostrophe-s-plural': {
    en: (p) => `“${p.owner}” is a plural already ending in -s, so we add only an apostrophe: “${p.answer}”.`,
    uk: (p) =>
      `«${p.owner}» — множина, що вже закінчується на -s, тому додаємо лише апостроф: «${p.answer}».`,
  },
  'singular-possessive-for-plural': {
    en: (p) =>
      `The sentence talks about more than one owner, so we need the plural possessive “${p.answer}”, not the singular “${p.chosen}”.`,
    uk: (p) =>
      `У реченні йдеться про кількох власників, тому потрібна форма множини «${p.answer}», а не однини «${p.chosen}».`,
  },
  'apostrophe-after-irregular': {
    en: (p) =>
      `“${p.owner}” is an irregular plural that does not end in -s, so it takes ’s like a singular: “${p.answer}”.`,
    uk: (p) =>
      `«${p.owner}» — особлива форма множини без -s у кінці, тому, як і однина, отримує ’s: «${p.answer}».`,
  },
  'enough-for-too': {
    en: (p) =>
      `“enough” means “as much as needed”, but the sentence shows a problem (“${p.cue}”): it is more than is good. We need “${p.answer}”.`,
    uk: (p) =>
      `«enough» означає «достатньо», а в реченні йдеться про проблему («${p.cue}»): це занадто. Потрібно «${p.answer}».`,
  },
  'too-for-enough': {
    en: (p) =>
      `“too” means “more than is good”, but the sentence shows it works out (“${p.cue}”). We need “${p.answer}”.`,
    uk: (p) =>
      `«too» означає «занадто», а з речення видно, що все гаразд («${p.cue}»). Потрібно «${p.answer}».`,
  },
  'enough-before-adjective': {
    en: (p) => `enough comes after an adjective: “${p.adjective} enough”, never “enough ${p.adjective}”.`,
    uk: (p) => `enough стоїть після прикметника: «${p.adjective} enough», а не «enough ${p.adjective}».`,
  },
  'enough-after-noun': {
    en: (p) => `With a noun, enough comes first: “enough ${p.noun}”, not “${p.noun} enough”.`,
    uk: (p) => `З іменником enough ставимо попереду: «enough ${p.noun}», а не «${p.noun} enough».`,
  },
  'so-before-noun': {
    en: (p) => `A noun follows “${p.adjective}”, so we need such; so goes with an adjective on its own.`,
    uk: (p) =>
      `Після «${p.adjective}» стоїть іменник, тому потрібно such; so вживаємо з прикметником без іменника.`,
  },
  'such-without-noun': {
    en: (p) =>
      `There is no noun after “${p.adjective}”, so we need so; such needs a noun (such a ${p.adjective} day).`,
    uk: (p) =>
      `Після «${p.adjective}» немає іменника, тому потрібно so; such вимагає іменника (such a ${p.adjective} day).`,
  },
  'such-before-much-many': {
    en: (p) => `Before ${p.cue} we use so: so ${p.cue}.`,
    uk: (p) => `Перед ${p.cue} уживаємо so: so ${p.cue}.`,
  },
  'so-before-a-lot': {
    en: () => 'We say such a lot of, not so a lot of.',
    uk: () => 'Кажемо such a lot of, а не so a lot of.',
  },
  'ing-for-ed': {
    en: (p) =>
      `The sentence says how a person feels, so we need the -ed adjective “${p.ed}”. “${p.ing}” would describe what causes the feeling.`,
    uk: (p) =>
      `Речення описує, що відчуває людина, тому потрібен прикметник на -ed — «${p.ed}». «${p.ing}» описував би те, що викликає почуття.`,
  },
  'ed-for-ing': {
    en: (p) =>
      `“${p.thing ?? 'It'}” cannot have feelings; it causes them. So we need the -ing adjective “${p.ing}”, not “${p.ed}”.`,
    uk: (p) =>
      `«${p.thing ?? 'It'}» не може щось відчувати — воно викликає почуття. Тому потрібен прикметник на -ing «${p.ing}», а не «${p.ed}».`,
  },
  'adjective-order': {
    en: (p) =>
      `The adjectives are in the wrong order. English puts them as opinion – size – age – shape – colour – origin – material; here: ${p.order}, so “${p.answer}”.`,
    uk: (p) =>
      `Прикметники стоять не в тому порядку. В англійській порядок такий: оцінка – розмір – вік – форма – колір – походження – матеріал; тут: ${p.order}, тобто «${p.answer}».`,
  },
  'comparative-in-as-as': {
    en: (p) =>
      `Between as and as we use the base form “${p.adjective}”, not the comparative “${p.comparative}”.`,
    uk: (p) =>
      `Між as і as уживаємо початкову форму «${p.adjective}», а не вищий ступінь «${p.comparative}».`,
  },
  'superlative-in-as-as': {
    en: (p) => `A superlative cannot go inside as … as; we need the base form “${p.adjective}”.`,
    uk: (p) => `Найвищий ступінь не вживається всередині as … as; потрібна початкова форма «${p.adjective}».`,
  },
  'than-after-as': {
    en: (p) =>
      `After as ${p.adjective} we need as, not than: than goes only after a comparative (taller than).`,
    uk: (p) =>
      `Після as ${p.adjective} потрібно as, а не than: than ставимо лише після вищого ступеня (taller than).`,
  },
  'like-after-as': {
    en: (p) => `The pattern is as ${p.adjective} as; like cannot replace the second as.`,
    uk: (p) => `Конструкція — as ${p.adjective} as; like не може замінити друге as.`,
  },
  'ones-for-singular': {
    en: (p) => `We are replacing one ${p.noun}, a singular noun, so we need one, not ones.`,
    uk: (p) => `Ми замінюємо одне слово ${p.noun} в однині, тому потрібно one, а не ones.`,
  },
  'one-for-plural': {
    en: (p) => `We are replacing ${p.noun}, a plural noun, so we need ones, not one.`,
    uk: (p) => `Ми замінюємо ${p.noun} у множині, тому потрібно ones, а не one.`,
  },
  'it-for-one': {
    en: (p) =>
      `After an adjective (the blue …, a cheaper …) we cannot use “${p.chosen}”; to replace “${p.noun}” we use “${p.answer}”.`,
    uk: (p) =>
      `Після прикметника (the blue …, a cheaper …) «${p.chosen}» не вживається; щоб замінити «${p.noun}», кажемо «${p.answer}».`,
  },
  'there-for-it': {
    en: () =>
      'Weather, time, days, distance and situations take it as the subject (it’s raining, it’s late). There is/are only says that something exists.',
    uk: () =>
      'Для погоди, часу, днів, відстані та ситуацій підметом є it (it’s raining, it’s late). There is/are лише повідомляє, що щось існує.',
  },
  'it-for-there': {
    en: (p) =>
      `The sentence says that ${p.noun ? `“${p.noun}”` : 'something'} exists somewhere, so we use there + be, not it.`,
    uk: (p) =>
      `Речення повідомляє, що ${p.noun ? `«${p.noun}»` : 'щось'} десь є, тому вживаємо there + be, а не it.`,
  },
  'comparative-adjective-for-adverb': {
    en: (p) =>
      `The gap describes how somebody does something, so we need the comparative of the adverb, “${p.comparative}”, not of the adjective, “${p.chosen}”.`,
    uk: (p) =>
      `Пропуск описує, як виконується дія, тому потрібен вищий ступінь прислівника — «${p.comparative}», а не прикметника — «${p.chosen}».`,
  },
  'er-with-ly-adverb': {
    en: (p) =>
      `Adverbs ending in -ly do not take -er; we say “${p.comparative}”. “${p.chosen}” is not a word.`,
    uk: (p) => `Прислівники на -ly не додають -er; кажемо «${p.comparative}». Слова «${p.chosen}» не існує.`,
  },
  'more-with-short-adverb': {
    en: (p) =>
      `“${p.adjective}” is a short adverb with the same form as the adjective, so it takes -er: “${p.comparative}”.`,
    uk: (p) =>
      `«${p.adjective}» — короткий прислівник, що збігається з прикметником, тому додає -er: «${p.comparative}».`,
  },
  'correlative-mismatch': {
    en: (p) =>
      `The second word of the pair is “${p.link}”, so the first must be “${p.answer}”. “${p.chosen}” goes with “${p.wrongLink}”.`,
    uk: (p) =>
      `Друге слово пари — «${p.link}», тож перше має бути «${p.answer}». «${p.chosen}» уживається в парі з «${p.wrongLink}».`,
  },
  'wrong-preposition-place': {
    en: (p) =>
      `We say “${p.answer} ${p.phrase}”, not “${p.chosen} ${p.phrase}”: this is the preposition English uses for this kind of place.`,
    uk: (p) =>
      `Кажемо «${p.answer} ${p.phrase}», а не «${p.chosen} ${p.phrase}»: саме цей прийменник англійська вживає з таким місцем.`,
  },
  'article-sound': {
    en: (p) =>
      `“${p.chosen}” does not match the first sound of “${p.word ?? p.trigger}”: it starts with a ${p.sound === 'vowel' ? 'vowel' : 'consonant'} sound, so we write “${p.answer}”. The sound counts, not the letter.`,
    uk: (p) =>
      `«${p.chosen}» не пасує до першого звука слова «${p.word ?? p.trigger}»: воно починається з ${p.sound === 'vowel' ? 'голосного' : 'приголосного'} звука, тому пишемо «${p.answer}». Важить вимова, а не літера.`,
  },
  'indefinite-for-definite': {
    en: (p) =>
      `“${p.chosen}” means “one of many, not known yet”, but here ${why(p, 'en')}, so we need “the”.`,
    uk: (p) =>
      `«${p.chosen}» означає «якийсь один, ще не відомий», а тут ${why(p, 'uk')}, тому потрібен артикль the.`,
  },
  'missing-the': {
    en: (p) => `Here the noun cannot stand without an article: ${why(p, 'en')}, so we need “the”.`,
    uk: (p) => `Тут іменник не може стояти без артикля: ${why(p, 'uk')}, тому потрібен артикль the.`,
  },
  'article-not-used': {
    en: (p) => `No article is used here: ${why(p, 'en')}. “${p.chosen}” is wrong.`,
    uk: (p) => `Тут артикль не потрібен: ${why(p, 'uk')}. «${p.chosen}» — помилка.`,
  },
  'missing-article': {
    en: (p) =>
      `A singular countable noun like “${p.noun ?? p.trigger}” cannot stand alone here: ${why(p, 'en')}, so we need “${p.answer}”.`,
    uk: (p) =>
      `Злічуваний іменник в однині, як «${p.noun ?? p.trigger}», тут не може стояти без артикля: ${why(p, 'uk')}, тому потрібно «${p.answer}».`,
  },
  'definite-for-indefinite': {
    en: (p) => `“the” is not used in this phrase: ${why(p, 'en')}, so we say “${p.answer}”.`,
    uk: (p) => `У цьому виразі the не вживаємо: ${why(p, 'uk')}, тому кажемо «${p.answer}».`,
  },
  'countable-after-much': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns, but “${p.chosen}” is a countable plural (we would say “${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')} ${p.chosen}”). With “${p.quantifier}” we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» вживаємо з незлічуваними іменниками, а «${p.chosen}» — злічуваний у множині (з ним кажуть «${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')}»). Після «${p.quantifier}» потрібно «${p.answer}».`,
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
  'plural-verb-uncountable': {
    en: (p) => `“${p.noun}” is uncountable, so it takes a singular verb: “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) => `«${p.noun}» незлічуваний, тому дієслово стоїть в однині: «${p.answer}», а не «${p.chosen}».`,
  },
  'singular-verb-plural-noun': {
    en: (p) =>
      `“${p.noun}” is plural in English, so the verb is plural too: “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) =>
      `«${p.noun}» в англійській — множина, тому й дієслово в множині: «${p.answer}», а не «${p.chosen}».`,
  },
  'a-with-uncountable': {
    en: (p) => `“${p.noun}” is uncountable, so it cannot take “${p.chosen}”. Use “some” (or “a piece of”).`,
    uk: (p) => `«${p.noun}» незлічуваний, тому з «${p.chosen}» не вживається. Кажемо some (або a piece of).`,
  },
  'agreement-3sg': {
    en: (p) =>
      p.person === '3sg'
        ? `“${p.subject ?? p.trigger}” is he/she/it (third person singular), so the helping verb is “${p.answer}”, not “${p.chosen}”.`
        : `“${p.subject ?? p.trigger}” is not he/she/it, so the helping verb is “${p.answer}”; “${p.chosen}” is only for he, she, it and singular nouns.`,
    uk: (p) =>
      p.person === '3sg'
        ? `«${p.subject ?? p.trigger}» — це he/she/it (третя особа однини), тому допоміжне дієслово «${p.answer}», а не «${p.chosen}».`
        : `«${p.subject ?? p.trigger}» — не he/she/it, тому потрібне «${p.answer}»; «${p.chosen}» — лише для he, she, it та іменників в однині.`,
  },
  'be-for-do': {
    en: (p) =>
      `The sentence has a main verb, so questions and negatives need do/does, not a form of be. “${p.chosen}” + a base verb is wrong; use “${p.answer}”.`,
    uk: (p) =>
      `У реченні є смислове дієслово, тому в питанні чи запереченні потрібне do/does, а не форма be. «${p.chosen}» + дієслово в початковій формі — помилка; правильно «${p.answer}».`,
  },
};
