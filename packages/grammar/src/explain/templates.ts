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

/** The subjunctive's trigger without its that, so a template's “… + that” names that once (never “suggested that + that”). */
const beforeThat = (trigger: string) => trigger.replace(/\s+that$/i, '');
/** A cue quoted without the clause link it was cut from ("I'm not sure, but" → "I'm not sure"). */
const cueWords = (cue: string): string => cue.replace(/,?\s+(?:but|and|so)$/i, '');

/** Openers of offers and suggestions (shall-offers-suggestions), against which How about + -ing is set. */
const SUGGESTION_OPENER = /^(Shall|Let|Why don't)/;

/** Why an article is or is not used, keyed by the frame's reason code. */
const REASON: Record<string, { en: string; uk: string }> = {
  known: {
    en: 'the thing was already mentioned earlier in the sentence',
    uk: 'про цю річ уже йшлося раніше в реченні',
  },
  unique: {
    en: 'there is only one of it, so everyone knows which one',
    uk: 'це єдина така річ, тож усім зрозуміло, про що йдеться',
  },
  superlative: {
    en: 'a superlative (the best, the biggest) always picks out one thing',
    uk: 'найвищий ступінь порівняння (the best, the biggest) завжди виділяє щось одне',
  },
  ordinal: {
    en: 'an ordinal number (first, second, last) picks out one thing',
    uk: 'порядковий числівник (first, second, last) виділяє щось одне',
  },
  only: { en: '"only" picks out one thing', uk: 'слово «only» виділяє щось одне' },
  same: { en: '"same" always goes with the', uk: 'слово «same» завжди вживаємо з the' },
  defined: {
    en: 'the rest of the sentence says exactly which one',
    uk: 'решта речення точно вказує, про що саме йдеться',
  },
  position: {
    en: 'phrases like the top of, the end of, on the left use the',
    uk: 'такі вирази, як the top of, the end of, on the left, уживаємо з the',
  },
  time: {
    en: 'set phrases like in the morning and at the moment use the',
    uk: 'сталі вирази на зразок in the morning, at the moment уживаємо з the',
  },
  idiom: { en: 'this is a set phrase', uk: 'це сталий вираз' },
  instrument: {
    en: 'we say play the + a musical instrument',
    uk: 'з музичними інструментами кажемо play the',
  },
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
    uk: 'назву окремої гори зі словом Mount уживаємо без артикля',
  },
  lake: {
    en: 'a lake with Lake in its name takes no article',
    uk: 'назву озера зі словом Lake уживаємо без артикля',
  },
  street: { en: 'street names take no article', uk: 'назви вулиць уживаємо без артикля' },
  month: { en: 'months take no article', uk: 'назви місяців уживаємо без артикля' },
  meal: {
    en: 'meals (breakfast, lunch, dinner) take no article',
    uk: 'назви прийомів їжі (breakfast, lunch, dinner) уживаємо без артикля',
  },
  sport: { en: 'sports and games take no article', uk: 'назви видів спорту та ігор уживаємо без артикля' },
  bed: { en: 'we say go to bed, with no article', uk: 'кажемо go to bed, без артикля' },
  work: {
    en: 'we say go to work and at work, with no article',
    uk: 'кажемо go to work, at work, без артикля',
  },
  transport: {
    en: 'by + transport takes no article (by bus, by train)',
    uk: 'після by перед назвою транспорту артикля немає (by bus, by train)',
  },
  night: { en: 'we say at night, with no article', uk: 'кажемо at night, без артикля' },
  home: { en: 'we say at home, with no article', uk: 'кажемо at home, без артикля' },
  job: {
    en: 'a job after be or work as needs a/an',
    uk: 'коли після be чи work as називаємо професію, ставимо a/an',
  },
  rate: {
    en: 'a/an here means "per" (twice a week, an hour)',
    uk: 'a/an у такому виразі означає «на, за кожен» (twice a week — двічі на тиждень, 100 km an hour — 100 км за годину)',
  },
  exclamation: {
    en: 'what and such take a/an before a singular countable noun',
    uk: 'після what і such перед злічуваним іменником в однині ставимо a/an',
  }, // zero-article-transport-meals (issue 16): a meal with an adjective, the vehicle one travels in.
  'meal-adjective': {
    en: 'a meal with an adjective before it (a big breakfast, a quick lunch) takes a/an',
    uk: 'коли перед назвою прийому їжі стоїть прикметник (a big breakfast, a quick lunch), уживаємо a/an',
  },
  vehicle: {
    en: 'for the bus or train we are on, we say on the bus, on the train (by bus is only for how we travel)',
    uk: 'про конкретний автобус чи поїзд, у якому їдемо, кажемо on the bus, on the train (by bus — лише про спосіб пересування)',
  },
  'by-means': {
    en: 'we say by + a way of travelling or sending (by bus, by email, by card), with no article',
    uk: 'після by перед способом пересування чи передавання (by bus, by email, by card) артикля немає',
  }, // articles-with-place-names (issue 16): the kinds of names the authored bases add.
  'of-name': {
    en: 'names with of (the Tower of London, the Gulf of Mexico) take the',
    uk: 'назви з of (the Tower of London, the Gulf of Mexico) уживаємо з the',
  },
  landmark: {
    en: 'names of famous buildings and monuments like the Eiffel Tower or the Colosseum take the',
    uk: 'назви відомих споруд і пам’яток на зразок the Eiffel Tower, the Colosseum уживаємо з the',
  },
  museum: {
    en: 'names of museums, galleries, theatres and hotels take the',
    uk: 'назви музеїв, галерей, театрів і готелів уживаємо з the',
  },
  region: {
    en: 'names of regions like the Middle East, the Arctic or the North Pole take the',
    uk: 'назви регіонів на зразок the Middle East, the Arctic, the North Pole уживаємо з the',
  },
  canal: { en: 'names of canals take the', uk: 'назви каналів уживаємо з the' },
  park: {
    en: 'names of parks and squares take no article',
    uk: 'назви парків і площ уживаємо без артикля',
  },
  island: {
    en: 'a single island takes no article (only groups of islands take the)',
    uk: 'назву окремого острова вживаємо без артикля (the ставимо лише перед назвами груп островів)',
  },
  station: {
    en: 'names of stations and airports take no article',
    uk: 'назви вокзалів, станцій і аеропортів уживаємо без артикля',
  },
  'named-building': {
    en: 'a palace, castle, abbey or cathedral named after a place or a person (Buckingham Palace, Windsor Castle) takes no article',
    uk: 'назву палацу, замку, абатства чи собору, що починається з назви місця чи імені (Buckingham Palace, Windsor Castle), уживаємо без артикля',
  },
};
const why = (p: { reason?: string }, lang: 'en' | 'uk'): string =>
  REASON[p.reason ?? '']?.[lang] ??
  (lang === 'en' ? 'of the words around the gap' : 'цього вимагають слова навколо пропуску');

/** A cue that makes its clause negative (didn’t, never, without…). */
const NEGATIVE = /n[’']t\b|\bnot\b|\bnever\b|\bwithout\b|\bhardly\b|\bno\b/i;

/** What an any-/no-/some- word means in Ukrainian, by its second part (-one/-body, -thing, -where, or none). */
const INDEFINITE_UK: Record<'any' | 'no' | 'some', Record<'person' | 'thing' | 'place' | 'det', string>> = {
  any: { person: '«будь-хто»', thing: '«будь-що»', place: '«будь-де»', det: '«будь-який»' },
  no: { person: '«ніхто»', thing: '«ніщо, нічого»', place: '«ніде, нікуди»', det: '«жоден»' },
  some: {
    person: '«хтось», тобто така людина є',
    thing: '«щось», тобто така річ є',
    place: '«десь», тобто таке місце є',
    det: '«якийсь, трохи», тобто таке є',
  },
};
const indefiniteUk = (word: string, kind: 'any' | 'no' | 'some'): string => {
  const rest = word.toLowerCase().replace(/^(any|no\s*|some)/, '');
  const part = /one|body/.test(rest)
    ? 'person'
    : /thing/.test(rest)
      ? 'thing'
      : /where/.test(rest)
        ? 'place'
        : 'det';
  return INDEFINITE_UK[kind][part];
};

/** A subject that is itself he, she or it: "after “she”", not "“she” is he, she or it". */
const PRONOUN_3SG = /^(he|she|it)$/i;

/** Uncountable nouns that English counts with "a piece of" (a piece of advice, never a piece of help). */
const PIECE = new Set([
  'advice',
  'information',
  'news',
  'furniture',
  'luggage',
  'equipment',
  'bread',
  'cake',
  'paper',
  'music',
  'evidence',
  'software',
]);

/** Why a time expression takes its preposition, by category. */
/** What a linking word needs after it, and what the sentence has there (linker-form-mismatch). */
const LINK_NEEDS: Record<string, { en: string; uk: string }> = {
  clause: {
    en: 'a whole clause with a subject and a verb (it was raining)',
    uk: 'ціле речення з підметом і присудком (it was raining)',
  },
  noun: {
    en: 'a noun or an -ing form (the rain, being tired)',
    uk: 'іменник або форма на -ing (the rain, being tired)',
  },
  verb: { en: 'a verb in the base form (buy, see)', uk: 'дієслово в початковій формі (buy, see)' },
  thing: { en: 'a noun (some milk, a walk)', uk: 'іменник (some milk, a walk)' },
  comma: {
    en: 'a comma, standing at the start of a new sentence (It rained. However, we went out.)',
    uk: 'кома, а саме слово стоїть на початку нового речення (It rained. However, we went out.)',
  },
  event: {
    en: 'a noun naming an event or a part of the day (the film, the night)',
    uk: 'іменник, що називає подію чи частину доби (the film, the night)',
  },
  period: { en: 'a length of time (two hours, a week)', uk: 'тривалість (two hours, a week)' },
};
const LINK_FOLLOWS: Record<string, { en: string; uk: string }> = {
  clause: { en: 'a clause with a subject and a verb', uk: 'стоїть речення з підметом і присудком' },
  noun: { en: 'a noun phrase', uk: 'стоїть іменник' },
  verb: { en: 'a verb in the base form', uk: 'стоїть дієслово в початковій формі' },
  comma: {
    en: 'a comma, and the word stands alone at the start of the sentence',
    uk: 'стоїть кома, а саме слово — окремо на початку речення',
  },
  event: { en: 'a noun naming an event', uk: 'стоїть іменник, що називає подію' },
  period: { en: 'a length of time', uk: 'стоїть тривалість' },
};
/** What a linking word means (given) and what the sentence needs (needed), for linker-meaning-mismatch. */
const LINK_MEANING: Record<string, { en: string; uk: string }> = {
  contrast: {
    en: 'shows a contrast (one thing is true in spite of another)',
    uk: 'виражає протиставлення (попри щось)',
  },
  reason: { en: 'gives a reason (why)', uk: 'називає причину (чому)' },
  result: { en: 'gives a result (what happened because of it)', uk: 'називає наслідок (що з цього вийшло)' },
  purpose: { en: 'gives a purpose (what for)', uk: 'називає мету (для чого)' },
  comparison: {
    en: 'compares two different facts side by side',
    uk: 'зіставляє два різні факти',
  },
  exception: { en: 'means “if not” (except if)', uk: 'означає «якщо не» (хіба що)' },
  precaution: {
    en: 'means “to be ready if it happens”: the action is done beforehand',
    uk: 'означає «про всяк випадок»: дію виконують заздалегідь',
  },
  condition: {
    en: 'sets a condition: the main part happens only if this is true',
    uk: 'ставить умову: головна частина справдиться, лише якщо справдиться ця',
  },
  fact: {
    en: 'links a real fact to something surprising',
    uk: 'поєднує реальний факт із чимось несподіваним',
  },
  hypothesis: {
    en: 'means “whether or not this happens”: it is about something imagined or uncertain',
    uk: 'означає «навіть якщо»: ідеться про уявну або непевну ситуацію',
  },
  'adverb-even': {
    en: 'is only an adverb (even Tom came) and cannot join two clauses on its own',
    uk: '— лише підсилювальне слово («навіть»: even Tom came), воно не з’єднує двох речень',
  },
  deadline: {
    en: 'means “not later than”: the action happens once, at some point before that time',
    uk: 'означає «не пізніше ніж»: дія відбувається один раз, десь до цього моменту',
  },
  'up-to': {
    en: 'means the action or state goes on the whole time up to that point',
    uk: 'означає, що дія чи стан тривають увесь час аж до цього моменту',
  },
  role: {
    en: 'means “in the role of”: someone or something really is that',
    uk: 'означає «в ролі, як»: хтось чи щось справді цим є',
  },
  similarity: {
    en: 'means “similar to”: someone or something only resembles it',
    uk: 'означає «схожий на»: хтось чи щось лише нагадує це',
  },
};
const LINK_NEEDED: Record<string, { en: string; uk: string }> = {
  contrast: {
    en: 'the two parts contrast: one is a surprise after the other',
    uk: 'дві частини протиставлені: друга несподівана після першої',
  },
  reason: { en: 'the words after the gap explain why', uk: 'слова після пропуску пояснюють, чому' },
  result: {
    en: 'the words after the gap say what happened as a result',
    uk: 'слова після пропуску кажуть, що з цього вийшло',
  },
  purpose: {
    en: 'the words after the gap say what the action is for',
    uk: 'слова після пропуску кажуть, для чого ця дія',
  },
  comparison: {
    en: 'the two parts simply compare two different facts',
    uk: 'дві частини просто зіставляють два різні факти',
  },
  exception: {
    en: 'the words after the gap name the one case in which it does not happen',
    uk: 'слова після пропуску називають єдиний випадок, коли цього не буде',
  },
  precaution: {
    en: 'the action is done beforehand, to be ready for something that may happen later',
    uk: 'дію виконують заздалегідь, щоб бути готовими до того, що може статися пізніше',
  },
  condition: {
    en: 'the main part happens only if the part after the gap is true',
    uk: 'головна частина станеться лише тоді, коли справдиться частина після пропуску',
  },
  fact: { en: 'the words after the gap are a real fact', uk: 'після пропуску стоїть реальний факт' },
  hypothesis: {
    en: 'the words after the gap are imagined or may not happen, and the result is the same anyway',
    uk: 'після пропуску — уявна або можлива ситуація, а результат у будь-якому разі той самий',
  },
  deadline: {
    en: 'the action happens once, no later than that time',
    uk: 'дія відбувається один раз, не пізніше цього моменту',
  },
  'up-to': {
    en: 'the action or state goes on the whole time up to that point',
    uk: 'дія чи стан тривають увесь час аж до цього моменту',
  },
  role: {
    en: 'the person or thing really is that (a job, a role, a use)',
    uk: 'людина чи річ справді є цим (професія, роль, призначення)',
  },
  similarity: {
    en: 'the person or thing only resembles it',
    uk: 'людина чи річ лише схожа на це',
  },
};
/** What a question word asks about (question-word-mismatch). */
const ASKS: Record<string, { en: string; uk: string }> = {
  thing: { en: 'a thing or an action (what?)', uk: 'предмет чи дію (що?)' },
  choice: {
    en: 'a choice between a few known options (which one?)',
    uk: 'вибір із кількох відомих варіантів (який саме?)',
  },
  person: { en: 'a person (who?)', uk: 'людину (хто?)' },
  owner: { en: 'who something belongs to (whose?)', uk: 'те, кому щось належить (чий?)' },
  place: { en: 'a place (where?)', uk: 'місце (де? куди?)' },
  time: { en: 'a time (when?)', uk: 'час (коли?)' },
  number: {
    en: 'a number of things you can count (how many?)',
    uk: 'кількість того, що можна полічити (скільки штук?)',
  },
  amount: {
    en: 'an amount you cannot count, or a price (how much?)',
    uk: 'кількість незлічуваного або ціну (скільки?)',
  },
  frequency: { en: 'how often something happens (how often?)', uk: 'те, як часто щось буває (як часто?)' },
  duration: { en: 'how long something lasts (how long?)', uk: 'тривалість (скільки часу?)' },
  reason: { en: 'a reason (why?)', uk: 'причину (чому?)' },
};

const TIME_CAT: Record<string, { en: string; uk: string }> = {
  clock: {
    en: 'clock times and points of the day take at',
    uk: 'з точним часом і моментами доби вживаємо at',
  },
  night: { en: 'we say at night', uk: 'кажемо at night' },
  festival: {
    en: 'holiday periods like Christmas and Easter take at',
    uk: 'зі святами, які тривають кілька днів (Christmas, Easter), вживаємо at',
  },
  day: {
    en: 'days of the week and special days take on',
    uk: 'з днями тижня й особливими днями вживаємо on',
  },
  days: {
    en: 'days of the week (also in the plural, for habits) take on',
    uk: 'з днями тижня вживаємо on (і з множиною, коли щось повторюється: on Mondays)',
  },
  date: { en: 'dates take on', uk: 'з датами вживаємо on' },
  month: { en: 'months take in', uk: 'з назвами місяців вживаємо in' },
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
  es: 'до дієслів на -s, -sh, -ch, -x або -z додаємо -es.',
  o: 'до дієслів, що закінчуються на приголосну + o, додаємо -es.',
  ies: 'якщо дієслово закінчується на приголосну + y, то y змінюємо на i й додаємо -es (-ies).',
  'vowel-y': 'після голосної y не змінюється, просто додаємо -s.',
  'plain-s': 'до цього дієслова просто додаємо -s.',
  have: 'have має особливу форму третьої особи однини — has.',
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
  'drop-e': 'кінцеве німе -e перед -ing відкидаємо.',
  double: 'після короткої наголошеної голосної кінцеву приголосну подвоюємо.',
  'no-double': 'останній склад ненаголошений, тому кінцеву приголосну не подвоюємо.',
  ie: '-ie перед -ing змінюємо на -y.',
  'keep-ee': 'подвійне -ee перед -ing не змінюється.',
  ck: 'кінцеве -c перед -ing змінюємо на -ck.',
  plain: '-y не змінюється, просто додаємо -ing.',
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
  e: 'до дієслова на -e додаємо лише -d.',
  ied: 'якщо дієслово закінчується на приголосну + y, то y змінюємо на i й додаємо -ed (-ied).',
  'vowel-y': 'після голосної y не змінюється, просто додаємо -ed.',
  double: 'після короткої наголошеної голосної кінцеву приголосну подвоюємо.',
  'no-double': 'останній склад ненаголошений, тому кінцеву приголосну не подвоюємо.',
  ck: 'кінцеве -c перед -ed змінюємо на -ck.',
};

/** Adjective-order categories in Ukrainian, for the order a generator names in English ("opinion → size"). */
const ORDER_UK: Record<string, string> = {
  opinion: 'оцінка',
  size: 'розмір',
  age: 'вік',
  shape: 'форма',
  colour: 'колір',
  color: 'колір',
  origin: 'походження',
  material: 'матеріал',
  purpose: 'призначення',
};
const orderUk = (order: string | undefined) => (order ?? '').replace(/[a-z]+/g, (w) => ORDER_UK[w] ?? w);

/** Tense names for the templates (Ukrainian keeps the English tense names the topics use). */
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
  past: 'past simple',
  present: 'present simple',
  'present-continuous': 'present continuous',
  'present-perfect': 'present perfect',
  'past-continuous': 'past continuous',
  'past-perfect': 'past perfect',
  future: 'майбутній час із will',
  now: 'теперішній час',
};

/** Why each or every is the only choice, keyed by the each-every topic's reason code. */
const EACH_EVERY_REASON: Record<string, { en: string; uk: string }> = {
  of: {
    en: 'before of only each is possible (each of them)',
    uk: 'перед of можливе лише each (each of them)',
  },
  alone: {
    en: 'the word stands without a noun, and only each can do that',
    uk: 'слово стоїть без іменника, а так може вживатися лише each',
  },
  after: {
    en: 'at the end or right after the subject (cost £5 each, we each paid) only each is possible',
    uk: 'у кінці речення чи одразу після підмета (cost £5 each, we each paid) можливе лише each',
  },
  two: {
    en: 'there are only two of them, and for two we use each',
    uk: 'ідеться лише про двох людей чи дві речі (in each hand, on each side), а в такому разі кажемо each',
  },
  other: { en: 'the pronoun is each other', uk: 'займенник «один одного» — each other' },
  'each-and-every': { en: 'the fixed phrase is each and every', uk: 'сталий вираз — each and every' },
  interval: {
    en: 'for how often something happens (every ten minutes, every other week) we use every',
    uk: 'щоб сказати, як часто щось відбувається (every ten minutes, every other week), вживаємо every',
  },
  almost: {
    en: 'almost, nearly and practically go with every, not each',
    uk: 'almost, nearly і practically вживаємо з every, а не з each',
  },
  single: { en: 'the fixed phrase is every single', uk: 'сталий вираз — every single' },
  not: { en: 'we say not every, never not each', uk: 'кажемо not every, а «not each» не кажуть' },
  possessive: {
    en: 'after my, his or her only every is possible (his every move)',
    uk: 'після my, his чи her можливе лише every (his every move)',
  },
  abstract: {
    en: 'with chance, right, reason, effort and similar nouns meaning “all possible” we use every',
    uk: 'з chance, right, reason, effort та подібними іменниками у значенні «усілякий, повний» вживаємо every',
  },
  idiom: {
    en: 'this is a fixed phrase with every (every now and then, every so often, every last)',
    uk: 'це сталий вираз з every (every now and then, every so often, every last)',
  },
};

/** The -ever words (whatever-whoever-wherever, issue 16 n2): what each means, and what a gap can stand for. */
const EVER_MEANS: Record<string, { en: string; uk: string }> = {
  whoever: { en: 'any person who, no matter who', uk: '«будь-хто, хто» або «хоч би хто»' },
  whatever: { en: 'anything that, no matter what', uk: '«будь-що» або «що б не»' },
  wherever: { en: 'in or to any place, no matter where', uk: '«будь-де, куди завгодно» або «де б не»' },
  whenever: { en: 'at any time, or every time that', uk: '«будь-коли» або «щоразу, коли»' },
  however: {
    en: 'in any way, or no matter how (before an adjective or adverb)',
    uk: '«як завгодно» або «хоч би який» (перед прикметником чи прислівником)',
  },
};
const EVER_NEEDS: Record<string, { en: string; uk: string }> = {
  person: { en: 'a person', uk: 'людину' },
  thing: { en: 'a thing or an event', uk: 'річ чи подію' },
  place: { en: 'a place', uk: 'місце' },
  time: {
    en: 'a time, or every time something happens',
    uk: 'час: коли саме або щоразу, коли щось стається',
  },
  manner: { en: 'the way something is done', uk: 'спосіб, тобто як саме щось робити' },
  degree: {
    en: 'how much: an adjective or adverb follows the gap, and only however goes before one',
    uk: 'міру: після пропуску стоїть прикметник чи прислівник, а перед ним можливе лише however',
  },
};
/** Before a comparative (comparative-modifiers, issue 16 n2): why very, so, too, a lot of, slight, many do not fit. */
const beforeComparative = (chosen: string, comparative: string): { en: string; uk: string } => {
  const w = chosen.toLowerCase();
  if (w.startsWith('a lot of'))
    return {
      en: `a lot of goes before a noun (a lot of time); before a comparative such as “${comparative}” we say a lot, without of`,
      uk: `a lot of ставимо перед іменником (a lot of time), а перед вищим ступенем («${comparative}») кажемо a lot, без of`,
    };
  if (w === 'slight' || w.startsWith('slight '))
    return {
      en: `slight is an adjective (a slight difference); before a comparative such as “${comparative}” we need the adverb slightly`,
      uk: `slight — прикметник (a slight difference), а перед вищим ступенем («${comparative}») потрібен прислівник slightly`,
    };
  if (w.startsWith('many'))
    return {
      en: `many goes only before more + a plural noun (many more people), not before a comparative adjective such as “${comparative}”`,
      uk: `many ставимо лише перед more + іменник у множині (many more people), а не перед прикметником у вищому ступені («${comparative}»)`,
    };
  if (w.startsWith('so') || w.startsWith('too'))
    return {
      en: `so and too go before a plain adjective (so big, too big), not before a comparative such as “${comparative}”`,
      uk: `so і too ставимо перед прикметником у звичайній формі (so big, too big), а не перед вищим ступенем («${comparative}»)`,
    };
  return {
    en: `very goes before a plain adjective (very big), never before a comparative such as “${comparative}”`,
    uk: `very ставимо перед прикметником у звичайній формі (very big), але ніколи перед вищим ступенем («${comparative}»)`,
  };
};

export const TEMPLATES: Templates = {
  'a-few-positive-meaning': t(
    (p) =>
      `${q(p.chosen)} means “some, enough”, but the sentence shows it is not enough (${q(p.cue)}). We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «трохи, кілька» (і цього вистачає), а з речення видно, що цього замало (${u(p.cue)}). Потрібно ${u(p.answer)}.`,
  ),
  'a-with-uncountable': t(
    (p) =>
      `${q(p.chosen)} goes only with one countable thing, and ${q(p.noun)} is uncountable, so we say ${q(p.answer)}${PIECE.has(p.noun) ? ` (or a piece of ${p.noun})` : ''}.`,
    (p) =>
      `${u(p.chosen)} ставимо лише перед злічуваним іменником в однині, а ${u(p.noun)} — незлічуваний іменник, тому кажемо ${u(p.answer)}${PIECE.has(p.noun) ? ` (а коли йдеться про одну штуку — «a piece of ${p.noun}»)` : ''}.`,
  ),
  'active-for-passive': t(
    (p) =>
      `${q(p.chosen)} is active, as if ${q(p.subject)} did the action itself. But the action is done to it, so we need the passive (be + past participle): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — активний стан: так виходить, ніби підмет ${u(p.subject)} сам виконує дію. Але дію виконують над ним, тому потрібен пасивний стан (be + третя форма): ${u(p.answer)}.`,
  ),
  'adjective-for-adverb': {
    en: (p) =>
      p.before === 'adjective'
        ? `Before an adjective we need an adverb: “${p.adverb}”, not the adjective “${p.chosen}”.`
        : `The gap says how the action is done, so we need an adverb: “${p.adverb}”, not the adjective “${p.chosen}”.`,
    uk: (p) =>
      p.before === 'adjective'
        ? `Перед прикметником потрібен прислівник: «${p.adverb}», а не прикметник «${p.chosen}».`
        : `Слово на місці пропуску описує, як виконується дія, тому потрібен прислівник «${p.adverb}», а не прикметник «${p.chosen}».`,
  },
  'adjective-order': t(
    (p) =>
      `${q(p.chosen)} has the adjectives in the wrong order. English puts them as opinion – size – age – shape – colour – origin – material; here ${p.order}, so ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} прикметники стоять не в тому порядку. В англійській вони йдуть так: оцінка – розмір – вік – форма – колір – походження – матеріал. Тут порядок такий: ${orderUk(p.order)}, тому правильно ${u(p.answer)}.`,
  ),
  'adjective-without-noun': t(
    (p) =>
      `${q(p.chosen)} always needs a noun after it, and no noun follows the gap, so we need the possessive pronoun ${q(p.pronoun)}.`,
    (p) =>
      `Після ${u(p.chosen)} обов’язково має стояти іменник, а після пропуску його немає, тому потрібна абсолютна форма присвійного займенника — ${u(p.pronoun)}.`,
  ),
  'adverb-for-adjective': {
    en: (p) =>
      p.after === 'linking'
        ? `After verbs like be, look, sound, taste, feel and seem we use an adjective: “${p.adjective}”, not “${p.chosen}”.`
        : `The gap describes a noun, so we need the adjective “${p.adjective}”, not the adverb “${p.chosen}”.`,
    uk: (p) =>
      p.after === 'linking'
        ? `Після be, look, sound, taste, feel, seem уживаємо прикметник: «${p.adjective}», а не «${p.chosen}».`
        : `Слово на місці пропуску описує іменник, тому потрібен прикметник «${p.adjective}», а не прислівник «${p.chosen}».`,
  },
  'agreement-3sg': t(
    (p) =>
      p.person === 'non-3sg'
        ? `${q(p.chosen)} is only for he, she and it, and ${q(p.subject)} is not one of them, so we need ${q(p.answer)}.`
        : p.needed
          ? `${PRONOUN_3SG.test(p.subject) ? `After ${q(p.subject)}` : `${q(p.subject)} is he, she or it, so`} the present simple verb takes -s: ${q(p.needed)}, not ${q(p.chosen)}.`
          : `${PRONOUN_3SG.test(p.subject) ? `After ${q(p.subject)}` : `${q(p.subject)} is he, she or it (one person or thing), so`} we need ${q(p.answer)}; ${q(p.chosen)} is the form for I, you, we and they.`,
    (p) =>
      p.person === 'non-3sg'
        ? `${u(p.chosen)} — форма лише для третьої особи однини (he, she, it), а підмет ${u(p.subject)} до неї не належить, тому потрібно ${u(p.answer)}.`
        : p.needed
          ? `${PRONOUN_3SG.test(p.subject) ? `Підмет ${u(p.subject)} — третя особа однини, тому` : `Підмет ${u(p.subject)} можна замінити на he, she чи it, тому`} дієслово в present simple має закінчення -s: ${u(p.needed)}, а не ${u(p.chosen)}.`
          : `${PRONOUN_3SG.test(p.subject) ? `Підмет ${u(p.subject)} — третя особа однини, тому` : `Підмет ${u(p.subject)} можна замінити на he, she чи it (це одна особа чи річ), тому`} потрібно ${u(p.answer)}; ${u(p.chosen)} — форма для I, you, we, they.`,
  ),
  'agreement-have': t(
    (p) =>
      p.person === '3sg'
        ? `${q(p.chosen)} is for I, you, we and they, but ${q(p.subject)} is he, she or it (one person or thing), so we need ${q(p.answer)}.`
        : `${q(p.chosen)} is only for he, she, it and singular nouns, but ${q(p.subject)} is I, you, we, they or a plural, so we need ${q(p.answer)}.`,
    (p) =>
      p.person === '3sg'
        ? `${u(p.chosen)} — форма для I, you, we, they, а ${PRONOUN_3SG.test(p.subject) ? `підмет ${u(p.subject)} — третя особа однини` : `підмет ${u(p.subject)} можна замінити на he, she чи it (це одна особа чи річ)`}, тому потрібно ${u(p.answer)}.`
        : `${u(p.chosen)} — форма лише для he, she, it та іменників в однині, а підмет ${u(p.subject)} до них не належить, тому потрібно ${u(p.answer)}.`,
  ),
  'agreement-non-3sg': t(
    (p) =>
      `${q(p.chosen)} is the form for he, she or it, and ${q(p.subject)} is not one of them, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма для третьої особи однини (he, she, it), а підмет ${u(p.subject)} до неї не належить, тому потрібно ${u(p.answer)}.`,
  ),
  'agreement-plural': {
    en: (p) =>
      `“${p.chosen}” with -s is only for he, she, it. After “${p.subject}” we use the base form “${p.needed}”.`,
    uk: (p) =>
      `Форма із закінченням -s («${p.chosen}») буває лише з he, she, it. З підметом «${p.subject}» дієслово стоїть у початковій формі: «${p.needed}».`,
  },
  'all-with-singular': t(
    (p) =>
      `${q(p.chosen)} does not fit here: all goes with a plural or uncountable noun (all the students, all my money) or a period like all day. Before a single thing after the, we say ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: «all» ставимо перед іменником у множині чи незлічуваним (all the students, all my money) або в сталих виразах про час (all day). Тут потрібно ${u(p.answer)}.`,
  ),
  'already-in-negative': t(
    (p) =>
      `${q(p.chosen)} goes with positive sentences. In a negative one (not done up to now) we use yet at the end or still before the verb: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо у стверджувальних реченнях. У заперечному реченні (щось досі не зроблено) ставимо yet у кінці або still перед дієсловом: ${u(p.answer)}.`,
  ),
  'another-misuse': t(
    (p) =>
      p.context === 'pron'
        ? `${q(p.chosen)} means “one more” and is singular, but here the meaning is plural (several people or things), so we need ${q(p.answer)}.`
        : `${q(p.chosen)} is “an + other”, so it goes only before a singular noun with no the or my in front. Here we need ${q(p.answer)}.`,
    (p) =>
      p.context === 'pron'
        ? `${u(p.chosen)} означає «ще один» (однина), а тут ідеться про кількох людей чи кілька речей, тому потрібно ${u(p.answer)}.`
        : `${u(p.chosen)} — це «an + other», тому його ставимо лише перед іменником в однині і ніколи після the чи my. Тут потрібно ${u(p.answer)}.`,
  ),
  'any-in-affirmative': t(
    (p) =>
      `In a positive sentence like this (${q(p.cue)}), ${q(p.chosen)} would mean “it doesn’t matter which”, which makes no sense here. We need ${q(p.answer)}.`,
    (p) =>
      `У стверджувальному реченні (${u(p.cue)}) ${u(p.chosen)} означало б ${indefiniteUk(p.chosen, 'any')}, а тут ідеться не про це, тому потрібно ${u(p.answer)}.`,
  ),
  'any-in-positive': t(
    (p) =>
      `The sentence is positive (${q(p.cue)}), so we use some. ${q(p.chosen)} in a positive sentence means “it doesn’t matter which”, which does not fit here.`,
    (p) =>
      `Речення стверджувальне (${u(p.cue)}), тому вживаємо «some». ${u(p.chosen)} у стверджувальному реченні означає «будь-який», а тут ідеться не про це.`,
  ),
  'apostrophe-after-irregular': t(
    (p) =>
      `${q(p.chosen)} treats ${q(p.owner)} like a plural in -s, but it is an irregular plural without -s, so it takes ’s: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після ${u(p.owner)} стоїть лише апостроф, як після множини на -s. Але ${u(p.owner)} — множина без -s, тому додаємо ’s: ${u(p.answer)}.`,
  ),
  'apostrophe-after-s-singular': t(
    (p) =>
      `${q(p.chosen)} has the apostrophe after the s, which is only for plurals ending in -s. ${p.owner} is one person, so we add ’s: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} апостроф стоїть після s, а так пишемо лише після множини на -s. ${u(p.owner)} — одна особа, тому додаємо ’s: ${u(p.answer)}.`,
  ),
  'apostrophe-in-pronoun': {
    en: (p) => `Possessive pronouns never take an apostrophe: “${p.pronoun}”, not “${p.chosen}”.`,
    uk: (p) => `Присвійні займенники пишемо без апострофа: «${p.pronoun}», а не «${p.chosen}».`,
  },
  'apostrophe-s-plural': t(
    (p) =>
      `${q(p.chosen)} adds ’s to a plural that already ends in -s; ${q(p.owner)} takes only an apostrophe: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} до множини, яка вже закінчується на -s, додано ще ’s. Після ${u(p.owner)} ставимо лише апостроф: ${u(p.answer)}.`,
  ),
  'article-not-used': t(
    (p) => `${q(p.chosen)} is not used here: ${why(p, 'en')}.`,
    (p) => `Артикль ${u(p.chosen)} тут зайвий: ${why(p, 'uk')}.`,
  ),
  'article-sound': t(
    (p) =>
      `${q(p.word)} begins with a ${p.sound === 'vowel' ? 'vowel' : 'consonant'} sound, so it takes ${q(p.answer)}, not ${q(p.chosen)}. It is the sound that matters, not the letter.`,
    (p) =>
      `${u(p.word)} починається з ${p.sound === 'vowel' ? 'голосного' : 'приголосного'} звука, тому перед ним ставимо ${u(p.answer)}, а не ${u(p.chosen)}. Важливо, як слово звучить, а не з якої літери пишеться.`,
  ),
  'aux-agreement-3sg': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.subject)}: it is he, she or it, so the negative is made with doesn't: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: це третя особа однини (he, she, it), тому заперечення утворюємо з doesn't: ${u(p.answer)}.`,
  ),
  'aux-agreement-non-3sg': t(
    (p) =>
      `${q(p.chosen)} is only for he, she and it. With ${q(p.subject)} the negative is made with don't: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо лише з he, she, it. З підметом ${u(p.subject)} заперечення утворюємо з don't: ${u(p.answer)}.`,
  ),
  'bare-after-verb': t(
    (p) =>
      `${q(p.chosen)} is the base form, but two verbs cannot just stand side by side here: after ${q(p.verb)} we need the -ing form, ${q(p.needed)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, а після ${u(p.verb)} наступне дієслово має стояти у формі на -ing: ${u(p.needed)}.`,
  ),
  'base-after-be-used-to': t(
    (p) =>
      `${q(p.chosen)} has the base form, but in be used to the word to is a preposition, so the verb takes -ing: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після to стоїть початкова форма. Але в be used to слово to — прийменник, а після прийменника дієслово має форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-been': t(
    (p) =>
      `${q(p.chosen)} has the base form after been; the present perfect continuous needs -ing: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після been стоїть початкова форма, а в present perfect continuous після been має бути форма на -ing: ${u(p.answer)}.`,
  ),
  'base-after-have': t(
    (p) =>
      `${q(p.chosen)} has the base form after have; after have we need the past participle, ${q(p.participle)}.`,
    (p) =>
      `У ${u(p.chosen)} після have стоїть початкова форма, а після have має стояти третя форма: ${u(p.participle)}.`,
  ),
  'base-after-ing-verb': t(
    (p) => `${q(p.chosen)} is the base form, but ${q(p.verb)} is followed by the -ing form: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — початкова форма, а після ${u(p.verb)} уживаємо форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-preposition': t(
    (p) =>
      `${q(p.chosen)} is the base form, but ${q(p.prep)} is a preposition, and a verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, але ${u(p.prep)} — прийменник, а після прийменника дієслово завжди має форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-to-preposition': t(
    (p) =>
      `${q(p.chosen)} is the base form, but here to is a preposition (look forward to, get used to), not part of an infinitive, so the verb takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, але to тут не частка інфінітива, а прийменник (look forward to, get used to), тому дієслово після нього має форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-would-like': t(
    (p) => `${q(p.chosen)} is missing to: would like is followed by to + base form, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to: після would like дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'base-for-ing': t(
    (p) =>
      `${q(p.chosen)} has the base form after will be; the future continuous needs the -ing form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після will be стоїть початкова форма, а в future continuous після will be має бути форма на -ing: ${u(p.answer)}.`,
  ),
  'base-for-participle': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} is the base form${p.chosen === p.verb ? '' : ` of ${q(p.verb)}`}. After have/has/had we need its past participle (third form): ${q(p.needed)}.`
        : `${q(p.chosen)} has the base form ${q(p.base)}; here the verb needs its past participle (third form): ${q(p.answer)}.`,
    (p) =>
      p.verb
        ? `${p.chosen === p.verb ? `${u(p.chosen)} — початкова форма` : `У ${u(p.chosen)} стоїть початкова форма дієслова ${u(p.verb)}`}. Після have/has/had має стояти третя форма: ${u(p.needed)}.`
        : `У ${u(p.chosen)} стоїть початкова форма ${u(p.base)}, а тут має бути третя форма цього дієслова: ${u(p.answer)}.`,
  ),
  'base-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is the base form. Someone else does the job for us, so after have + object comes the past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма. Тут роботу для нас виконує хтось інший, а в такій конструкції після have і додатка стоїть третя форма: ${u(p.answer)}.`,
  ),
  'base-for-participle-passive': t(
    (p) =>
      `${q(p.chosen)} ends in the base form, but the passive needs the past participle, ${q(p.participle)}: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} останнє дієслово стоїть у початковій формі, а в пасивному стані потрібна третя форма (${u(p.participle)}): ${u(p.answer)}.`,
  ),
  'base-for-past': t(
    (p) =>
      `${q(p.marker)} is a finished past time, so the verb must be in the past simple, not the base form ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} вказує на завершений момент у минулому, тому дієслово має стояти в past simple, а не в початковій формі ${u(p.chosen)}.`,
  ),
  'base-with-than': t(
    (p) =>
      `${q(p.chosen)} is the plain adjective, but than needs a comparative before it: ${q(`${p.answer} than`)}.`,
    (p) =>
      `${u(p.chosen)} — прикметник у звичайній формі, а перед than потрібен вищий ступінь: ${u(`${p.answer} than`)}.`,
  ),
  'be-after-have': t(
    (p) =>
      `${q(p.chosen)} has be after has/have; after them we need the third form of be, been: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після has/have стоїть be, а після has/have потрібна третя форма цього дієслова — been: ${u(p.answer)}.`,
  ),
  'be-agreement': t(
    (p) =>
      `${q(p.chosen)} does not agree with ${q(p.subject)}: this subject takes ${q(p.needed ?? p.be ?? p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: з цим підметом форма be — ${u(p.needed ?? p.be ?? p.answer)}.`,
  ),
  'be-for-did': {
    en: (p) =>
      `“${p.chosen}” cannot go with the base form “${p.verb}”: in past simple questions and negatives we use did/didn't + the base form.`,
    uk: (p) =>
      `«${p.chosen}» не ставимо перед початковою формою «${p.verb}»: питання й заперечення в past simple утворюємо з did/didn't, а смислове дієслово лишається в початковій формі.`,
  },
  'be-for-do': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} cannot go with the base form ${q(p.verb)}: present simple questions and negatives are made with do/does + the base form.`
        : `${q(p.chosen)} is a form of be, but the sentence has another main verb, so the question or negative is made with do/does/did: ${q(p.answer)}.`,
    (p) =>
      p.verb
        ? `${u(p.chosen)} не ставимо перед початковою формою ${u(p.verb)}: питання й заперечення в present simple утворюємо з do/does, а смислове дієслово лишається в початковій формі.`
        : `${u(p.chosen)} — форма дієслова be, але в реченні є інше смислове дієслово, тому питання чи заперечення утворюємо з do/does/did: ${u(p.answer)}.`,
  ),
  'be-for-do-echo': t(
    (p) =>
      `${q(p.chosen)} is a form of be, but the first sentence has the ordinary verb ${q(p.verb)}, so the reply repeats it with do/does/did: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма дієслова be, а в першому реченні стоїть смислове дієслово ${u(p.verb)}, тому у відповіді його заміняє do/does/did: ${u(p.answer)}.`,
  ),
  'be-for-have': t(
    (p) =>
      `${q(p.chosen)} is a form of be, but a past participle here (got, done, seen…) needs have, has or had before it: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма дієслова be, а перед третьою формою (got, done, seen…) тут має стояти have, has чи had: ${u(p.answer)}.`,
  ),
  'be-form-after-will': t(
    (p) =>
      `${q(p.chosen)} puts a changed form of be after a modal. After will, can, must… be stays be: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} дієслово be стоїть у зміненій формі (is, are, was…), а після модального дієслова (will, can, must…) be завжди в початковій формі: ${u(p.answer)}.`,
  ),
  'be-plus-base': t(
    (p) =>
      `${q(p.chosen)} mixes be with the base form ${q(p.verb)}. The simple tenses need no be here, just the verb in the right form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} форма be стоїть перед початковою формою ${u(p.verb)}, а так не буває: або be + форма на -ing (тривалий час), або дієслово без be (простий час). Тут потрібно ${u(p.answer)}.`,
  ),
  'be-tag-after-verb': t(
    (p) =>
      `${q(p.chosen)} uses be, but the sentence has an ordinary verb in the present simple, so the tag is made with do/does: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть be, а в реченні — смислове дієслово в present simple, тому розділове питання утворюємо з do/does: ${u(p.answer)}.`,
  ),
  'be-used-to-confusion': t(
    (p) =>
      `${q(p.chosen)} means “be accustomed to” and is followed by -ing. A past habit that has stopped is used to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «бути звиклим до чогось», і після нього йде форма на -ing. А про звичку в минулому, якої вже немає, кажемо used to + початкова форма: ${u(p.answer)}.`,
  ),
  'be-used-to-for-past-habit': t(
    (p) =>
      `${q(p.chosen)} means “is accustomed to”, but the sentence says the habit has stopped (but now … not), so it is a past habit: used to + base form, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «звик, йому звично» (зараз). А з речення видно, що звички вже немає (but now … not), тобто це звичка в минулому: used to + початкова форма — ${u(p.answer)}.`,
  ),
  'be-with-base-for-ing': t(
    (p) =>
      `${q(p.chosen)} has the base form after ${q(p.be)}. An arrangement is am/is/are + -ing: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після ${u(p.be)} стоїть початкова форма. Про домовленість кажемо так: am/is/are + форма на -ing — ${u(p.answer)}.`,
  ),
  'been-after-will': t(
    (p) =>
      `${q(p.chosen)} has been after ${q(p.aux)}, but been goes only after have. Here the passive is be + past participle: ${q(p.answer)}.`,
    (p) =>
      `${p.chosen.startsWith(p.aux) ? `У ${u(p.chosen)} після ${u(p.aux)} стоїть been` : `${u(p.chosen)} після ${u(p.aux)} не вживаємо`}: been ставимо лише після have/has/had. Тут пасивний стан будуємо так: be + третя форма — ${u(p.answer)}.`,
  ),
  'been-for-being': t(
    (p) =>
      `${q(p.chosen)} has been after am/is/are. An action in progress in the passive is am/is/are + being + past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після am/is/are стоїть been, а been після них не буває. Про дію, що триває зараз, у пасивному стані кажемо так: am/is/are + being + третя форма — ${u(p.answer)}.`,
  ),
  'been-for-gone': t(
    (p) =>
      `${q(p.chosen)} would mean the person went and came back. Here they are not back yet, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б, що людина там побувала й уже повернулася. А тут вона ще не повернулася, тому потрібно ${u(p.answer)}.`,
  ),
  'been-plus-base': t(
    (p) =>
      `${q(p.chosen)} has the base form ${q(p.verb)} after been; after have/has been we need the -ing form: ${q(p.needed)}.`,
    (p) =>
      `У ${u(p.chosen)} після been стоїть початкова форма ${u(p.verb)}, а після have/has/had been має бути форма на -ing: ${u(p.needed)}.`,
  ),
  'being-after-will': t(
    (p) =>
      `${q(p.chosen)} has being after ${q(p.aux)}; the passive here is be + past participle: ${q(p.answer)}.`,
    (p) =>
      `${p.chosen.startsWith(p.aux) ? `У ${u(p.chosen)} після ${u(p.aux)} стоїть being` : `${u(p.chosen)} після ${u(p.aux)} не вживаємо`}: тут пасивний стан будуємо так: be + третя форма — ${u(p.answer)}.`,
  ),
  'being-for-been': t(
    (p) =>
      `${q(p.chosen)} has being after has/have; the present perfect passive is has/have + been + past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після has/have стоїть being, а пасивний стан у present perfect будуємо так: has/have + been + третя форма — ${u(p.answer)}.`,
  ),
  'being-for-been-continuous': t(
    (p) => `${q(p.chosen)} has being after has/have; we need been, the third form of be: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після has/have стоїть being, а після has/have потрібна третя форма дієслова be — been: ${u(p.answer)}.`,
  ),
  'cant-have-against-evidence': t(
    (p) =>
      `${q(p.chosen)} means we are sure it did not happen, but ${q(p.evidence)} shows that it did, so ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «не може бути, щоб це сталося». Але ${u(p.evidence)} показує, що це якраз сталося, тому ми впевнені в протилежному: ${u(p.answer)}.`,
  ),
  'collocation-make-do': {
    en: (p) =>
      `We say “${p.needed} ${p.object}”: this is a fixed phrase with ${p.needed}, not with “${p.chosen}”.`,
    uk: (p) =>
      `Кажемо «${p.needed} ${p.object}»: це стале сполучення, у ньому вживаємо «${p.needed}», а не «${p.chosen}».`,
  },
  'comparative-adjective-for-adverb': {
    en: (p) =>
      `The gap describes how somebody does something, so we need the comparative of the adverb, “${p.comparative}”, not of the adjective, “${p.chosen}”.`,
    uk: (p) =>
      `Слово на місці пропуску описує, як виконується дія, тому потрібен вищий ступінь прислівника («${p.comparative}»), а не прикметника («${p.chosen}»).`,
  },
  'comparative-for-superlative': {
    en: (p) =>
      `“the … ” here picks out one from a whole group (in town, I have ever…), so we need the superlative “${p.answer}”, not the comparative “${p.chosen}”.`,
    uk: (p) =>
      `Тут з цілої групи виділяємо щось одне (in town, I have ever…), тому потрібен найвищий ступінь «${p.answer}», а не вищий «${p.chosen}».`,
  },
  'comparative-in-as-as': {
    en: (p) =>
      `Between as and as we use the base form “${p.adjective}”, not the comparative “${p.comparative}”.`,
    uk: (p) =>
      `Між as і as прикметник стоїть у звичайній формі («${p.adjective}»), а не у вищому ступені («${p.comparative}»).`,
  },
  'comparative-spelling': t(
    (p) =>
      `${q(p.chosen)} is misspelt: ${/ier$/.test(p.comparative) ? 'a final -y after a consonant changes to -i- before -er' : /(.)\1er$/.test(p.comparative) ? 'after one short stressed vowel we double the last consonant' : 'this ending is spelt differently'} (${q(p.comparative)}).`,
    (p) =>
      `${u(p.chosen)} написано з помилкою: ${/ier$/.test(p.comparative) ? 'кінцеву -y після приголосної перед -er змінюємо на -i-' : /(.)\1er$/.test(p.comparative) ? 'після короткої наголошеної голосної кінцеву приголосну подвоюємо' : 'це закінчення пишеться інакше'} (${u(p.comparative)}).`,
  ),
  'correlative-mismatch': {
    en: (p) =>
      `The second word of the pair is “${p.link}”, so the first must be “${p.answer}”. “${p.chosen}” goes with “${p.wrongLink}”.`,
    uk: (p) =>
      `Друге слово пари — «${p.link}», тому перше має бути «${p.answer}». «${p.chosen}» утворює пару з «${p.wrongLink}».`,
  },
  'correlative-second-mismatch': t(
    (p) =>
      `The pair starts with ${q(p.first)}, so its second word is ${q(p.answer)}. ${q(p.chosen)} goes with ${q(p.wrongFirst)}, not with ${q(p.first)}.`,
    (p) =>
      `Пара починається з ${u(p.first)}, тож її друге слово — ${u(p.answer)}. ${u(p.chosen)} утворює пару з ${u(p.wrongFirst)}, а не з ${u(p.first)}.`,
  ),
  'countable-after-much': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns, but “${p.chosen}” is a countable plural (we would say “${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')} ${p.chosen}”). With “${p.quantifier}” we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо з незлічуваними іменниками, а «${p.chosen}» — злічуваний іменник у множині (з ним кажемо «${(p.quantifier ?? '').replace('much', 'many').replace('little', 'few')}»). Після «${p.quantifier}» потрібно «${p.answer}».`,
  },
  'countable-quantifier-with-uncountable': {
    en: (p) =>
      `“${p.quantifier}” goes with countable plurals (books, friends), but the noun here is uncountable, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо зі злічуваними іменниками у множині (books, friends), а тут іменник незлічуваний, тому потрібно «${p.answer}».`,
  },
  'definite-for-indefinite': t(
    (p) => `${q(p.chosen)} is not used in this phrase: ${why(p, 'en')}, so we say ${q(p.answer)}.`,
    (p) => `Артикль ${u(p.chosen)} тут не підходить: ${why(p, 'uk')}, тому кажемо ${u(p.answer)}.`,
  ),
  'demonstrative-distance': {
    en: (p) =>
      `“${p.chosen}” points the wrong way: the sentence shows the thing is ${p.near === 'near' ? 'near (here, in your hand, now), so we use this/these' : 'far away (over there, in the past), so we use that/those'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» вказує на ${p.near === 'near' ? 'щось віддалене, а з речення видно, що річ поруч (here, у руці, зараз), тому вживаємо this/these' : 'щось близьке, а з речення видно, що річ далеко (over there, у минулому), тому вживаємо that/those'}. Тут потрібно «${p.answer}».`,
  },
  'demonstrative-number': {
    en: (p) =>
      `“${p.chosen}” has the wrong number: the noun here is ${p.number === 'plural' ? 'plural, so we need these/those' : 'singular, so we need this/that'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» не узгоджується з іменником у числі: ${p.number === 'plural' ? 'іменник тут у множині, тому потрібно these/those' : 'іменник тут в однині, тому потрібно this/that'}. Тут потрібно «${p.answer}».`,
  },
  'demonstrative-number-distance': {
    en: (p) =>
      `“${p.chosen}” is wrong twice: the noun is ${p.number} and the thing is ${p.near === 'near' ? 'near' : 'far away'}, so we need “${p.answer}”.`,
    uk: (p) =>
      `У «${p.chosen}» дві помилки: іменник ${p.number === 'plural' ? 'у множині' : 'в однині'}, а річ ${p.near === 'near' ? 'поруч' : 'далеко'}, тому потрібно «${p.answer}».`,
  },
  'did-with-ing': t(
    (p) =>
      `${q(p.chosen)} does not go with an -ing form. The past continuous makes its negatives and questions with was/were: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не ставимо перед формою на -ing. У past continuous заперечення й питання утворюємо з was/were: ${u(p.answer)}.`,
  ),
  'did-with-participle': {
    en: (p) =>
      `“${p.chosen}” is followed by the base form, not by a past participle like “${p.participle}”. With a participle we need have/has.`,
    uk: (p) =>
      `Після «${p.chosen}» дієслово стоїть у початковій формі, а тут третя форма («${p.participle}»). Перед третьою формою потрібне have/has.`,
  },
  'direct-order-in-indirect-question': t(
    (p) =>
      `${q(p.chosen)} keeps ${q(p.aux)} and question order. After Do you know… / Can you tell me… / I wonder… the question takes statement order (subject + verb): ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} залишилися ${u(p.aux)} і питальний порядок слів. Після Do you know… / Can you tell me… / I wonder… порядок слів такий самий, як у розповідному реченні (підмет + присудок): ${u(p.answer)}.`,
  ),
  'do-agreement': {
    en: (p) => `“${p.chosen}” does not agree with “${p.subject}”: the right form is “${p.needed}”.`,
    uk: (p) => `«${p.chosen}» не узгоджується з підметом «${p.subject}»: правильна форма — «${p.needed}».`,
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
        ? `${u(p.chosen)} ставимо перед початковою формою іншого дієслова, а тут після підмета стоїть ${u(p.word)}, і це не дієслово в початковій формі. Тому потрібна форма be.`
        : p.aux
          ? `Питання починається з ${u(p.aux)}, тому в короткій відповіді повторюємо be, а не ${u(p.chosen)}.`
          : `${u(p.chosen)} тут не підходить: речення побудоване з be (далі йде місце, прикметник, іменник чи форма на -ing), а be утворює питання й заперечення сам, без do.`,
  ),
  'do-in-subject-question': t(
    (p) =>
      `${q(p.chosen)} has ${q(p.aux)}, but here who is the subject (we ask who does it), so the verb follows who directly: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} є ${u(p.aux)}, але тут who — підмет (питаємо, хто виконує дію), тому допоміжне дієслово не потрібне, а смислове стоїть одразу після who: ${u(p.answer)}.`,
  ),
  'do-tag-after-be': t(
    (p) =>
      `${q(p.chosen)} uses do, but the sentence is built with be, so the tag repeats be: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть do, а речення побудоване з be, тому в розділовому питанні повторюємо be: ${u(p.answer)}.`,
  ),
  'do-with-3sg': t(
    (p) => `${q(p.subject)} is he, she or it, so it takes does, not do: ${q(p.answer)}, not ${q(p.chosen)}.`,
    (p) =>
      `Підмет ${u(p.subject)} — третя особа однини (he, she, it), тому потрібне does, а не do: ${u(p.answer)}, а не ${u(p.chosen)}.`,
  ),
  'do-with-got': t(
    (p) =>
      `${q(p.chosen)} does not go with have got: its questions and negatives are made with have/has itself (Have you got…? I haven't got…), so ${q(p.answer)}.`,
    (p) =>
      `З have got не вживаємо ${u(p.chosen)}: питання й заперечення тут утворює саме have/has (Have you got…? I haven't got…), тому ${u(p.answer)}.`,
  ),
  'do-with-participle': t(
    (p) =>
      `${q(p.chosen)} cannot go with a past participle: a present perfect question starts with has/have, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не ставимо перед третьою формою: питання в present perfect починається з has/have — ${u(p.answer)}.`,
  ),
  'does-with-non-3sg': t(
    (p) =>
      `Does is only for he, she and it, so ${q(p.chosen)} does not fit ${q(p.subject)}: we need ${q(p.answer)}.`,
    (p) =>
      `Does уживаємо лише з he, she, it, тому ${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: потрібно ${u(p.answer)}.`,
  ),
  'dont-have-to-for-prohibition': t(
    (p) =>
      `${q(p.chosen)} would only mean it is not necessary. Here it is not allowed, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає лише «не обов’язково, можна не робити». А тут це заборонено, тому потрібно ${u(p.answer)}.`,
  ),
  'double-negative': t(
    (p) =>
      NEGATIVE.test(p.cue)
        ? `${q(p.chosen)} makes a second negative, but the verb is already negative (${q(p.cue)}), and English does not use two negatives together. We need ${q(p.answer)}.`
        : `${q(p.chosen)} means “not anything / not anybody”, which is not what the sentence says. We need ${q(p.answer)}.`,
    (p) =>
      NEGATIVE.test(p.cue)
        ? `${u(p.chosen)} додає друге заперечення, а речення вже заперечне (${u(p.cue)}). Українською кажемо «нічого не бачу», а в англійській двох заперечень разом не буває. Потрібно ${u(p.answer)}.`
        : `${u(p.chosen)} означає «нічого / ніхто», а речення говорить про інше. Потрібно ${u(p.answer)}.`,
  ),
  'during-for-duration': t(
    (p) =>
      `${q(p.chosen)} answers “when?” (during the film); for how long something lasts, like ${q(p.what)}, we say for.`,
    (p) =>
      `${u(p.chosen)} відповідає на питання «під час чого?» (during the film), а коли кажемо, скільки часу щось триває (${u(p.what)}), уживаємо for.`,
  ),
  'ed-for-ing': t(
    (p) =>
      `${q(p.chosen)} describes how a person feels, but ${q(p.thing ?? 'it')} cannot feel anything; it causes the feeling. So we need the -ing adjective ${q(p.ing)}.`,
    (p) =>
      `${u(p.chosen)} описує, що відчуває людина, а ${u(p.thing ?? 'it')} нічого не відчуває, лише викликає почуття. Тому потрібен прикметник на -ing: ${u(p.ing)}.`,
  ),
  'either-at-start': t(
    (p) =>
      `${q(p.chosen)} cannot start the reply: either goes at the end of a negative sentence (I don't either). At the start we use Neither: ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} відповідь не починаємо: «either» ставимо в кінці заперечного речення (I don't either), а на початку вживаємо Neither: ${u(p.answer)}.`,
  ),
  'enough-after-noun': {
    en: (p) => `With a noun, enough comes first: “enough ${p.noun}”, not “${p.noun} enough”.`,
    uk: (p) => `«Enough» ставимо перед іменником: «enough ${p.noun}», а не «${p.noun} enough».`,
  },
  'enough-before-adjective': {
    en: (p) => `enough comes after an adjective: “${p.adjective} enough”, never “enough ${p.adjective}”.`,
    uk: (p) => `«Enough» ставимо після прикметника: «${p.adjective} enough», а не «enough ${p.adjective}».`,
  },
  'enough-for-too': t(
    (p) =>
      `${q(p.chosen)} would mean “as much as needed”, but the sentence shows a problem (${q(p.cue)}): it is more than is good. We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б «достатньо», а з речення видно, що є проблема (${u(p.cue)}): цього вже занадто. Потрібно ${u(p.answer)}.`,
  ),
  'er-with-long-adjective': t(
    (p) =>
      `${q(p.chosen)} is not a word: ${q(p.adjective)} is a long adjective, so we do not add -er. We say ${q(p.answer)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: ${u(p.adjective)} — довгий прикметник, тому закінчення -er не додаємо, а вищий ступінь утворюємо з more: ${u(p.answer)}.`,
  ),
  'er-with-ly-adverb': t(
    (p) => `${q(p.chosen)} is not a word: adverbs ending in -ly do not take -er; we say ${q(p.comparative)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: до прислівників на -ly закінчення -er не додаємо, а вищий ступінь утворюємо з more: ${u(p.comparative)}.`,
  ),
  'est-with-long-adjective': t(
    (p) =>
      `${q(p.chosen)} is not a word: ${q(p.adjective)} is a long adjective, so its superlative is made with most: ${q(p.answer)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: ${u(p.adjective)} — довгий прикметник, тому найвищий ступінь утворюємо з most: ${u(p.answer)}.`,
  ),
  'every-not-singular': t(
    (p) =>
      `${q(p.chosen)} goes only with a singular countable noun (every student, every day), and never after the or my or before of. Here we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо лише перед злічуваним іменником в однині (every student, every day); після the чи my і перед of воно не стоїть. Тут потрібно ${u(p.answer)}.`,
  ),
  'few-negative-meaning': t(
    (p) =>
      `${q(p.chosen)} without a means “almost none, not enough”, but the sentence is positive (${q(p.cue)}). We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} без a означає «мало, майже немає», а з речення видно, що йдеться про невелику, але достатню кількість (${u(p.cue)}). Потрібно ${u(p.answer)}.`,
  ),
  'few-with-uncountable': t(
    (p) =>
      `${q(p.chosen)} goes with countable plurals, but the noun here is uncountable, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо зі злічуваними іменниками в множині, а тут іменник незлічуваний, тому потрібно ${u(p.answer)}.`,
  ),
  'for-with-point': t(
    (p) =>
      `${q(p.chosen)} goes with a length of time (for two years), but ${q(p.what)} is the point when it started, so we need since.`,
    (p) =>
      `${u(p.chosen)} уживаємо з проміжком часу (for two years), а ${u(p.what)} — момент, з якого все почалося, тому потрібне since.`,
  ),
  'gerund-for-infinitive': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but ${q(p.verb)} is followed by to + the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.verb)} дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'going-to-without-be': t(
    (p) => `${q(p.chosen)} is missing be: going to always has am/is/are before it, ${q(p.answer)}.`,
    (p) => `У ${u(p.chosen)} бракує be: перед going to завжди стоїть am, is чи are — ${u(p.answer)}.`,
  ),
  'gone-for-been': t(
    (p) =>
      `${q(p.chosen)} would mean the person is still there now. For a visit that is over, and for experience (ever, never, three times), we say been: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б, що людина поїхала й досі там. Про поїздку, з якої вже повернулися, і про досвід (ever, never, three times) кажемо been: ${u(p.answer)}.`,
  ),
  'hardly-meaning': t(
    (p) =>
      `${q(p.chosen)} means “almost not” (I hardly know him). The adverb of hard is hard itself, so ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «ледве, майже не» (I hardly know him). Прислівник від hard має ту саму форму — hard, тому ${u(p.answer)}.`,
  ),
  'has-after-does': {
    en: (p) =>
      `After “${p.aux ?? 'does'}” the verb goes back to its base form: “have”, never “has”. The helping verb already shows he/she/it.`,
    uk: (p) =>
      `Після «${p.aux ?? 'does'}» дієслово стоїть у початковій формі — «have», а не «has»: третю особу вже показує допоміжне дієслово.`,
  },
  'has-after-modal': t(
    (p) =>
      `${q(p.chosen)} has has, but after a modal verb it is always have, whatever the subject: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть has, а після модального дієслова завжди буде have, хоч би який був підмет: ${u(p.answer)}.`,
  ),
  'has-after-will': t(
    (p) =>
      `${q(p.chosen)} has has after will, but after will it is always have, for every subject: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після will стоїть has, а після will завжди буде have, хоч би який був підмет: ${u(p.answer)}.`,
  ),
  'have-agreement': t(
    (p) => `${q(p.chosen)} does not agree with ${q(p.subject)}: with ${p.person} we use ${q(p.needed)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: з підметами ${p.person} уживаємо ${u(p.needed)}.`,
  ),
  'if-for-unless': t(
    (p) =>
      `${q(p.chosen)} gives the wrong meaning: the result (${q(p.result)}) happens only if the condition does not, so we need unless (= if … not).`,
    (p) =>
      `З ${u(p.chosen)} речення означає протилежне: наслідок (${u(p.result)}) настане, лише якщо умова не виконається, тому потрібне unless (= «якщо не»).`,
  ),
  'imperative-in-reported-instruction': t(
    (p) =>
      `${q(p.chosen)} is the instruction as it was spoken. Reported after told or asked, it becomes not to + verb: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — так звучить прохання чи наказ у прямій мові. У непрямій мові після told чи asked заперечне прохання передаємо так: not to + початкова форма — ${u(p.answer)}.`,
  ),
  'indefinite-for-definite': t(
    (p) =>
      `${q(p.chosen)} means “one of many, not known yet”, but here ${why(p, 'en')}, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «якийсь один, ще не відомий», а тут ${why(p, 'uk')}, тому потрібен артикль ${u(p.answer)}.`,
  ),
  'infinitive-for-gerund': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, but ${q(p.verb)} is followed by the -ing form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а після ${u(p.verb)} наступне дієслово стоїть у формі на -ing: ${u(p.answer)}.`,
  ),
  'ing-after-did': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after did or didn't the verb is in the base form: ${q(p.verb)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після did чи didn't дієслово завжди стоїть у початковій формі: ${u(p.verb)}.`,
  ),
  'ing-after-modal': t(
    (p) => `${q(p.chosen)} is an -ing form, but after ${q(p.modal)} we use the base form: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — форма на -ing, а після ${u(p.modal)} уживаємо початкову форму: ${u(p.answer)}.`,
  ),
  'ing-after-tell-object': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after ${q(p.verb)} + a person we use to + the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.verb)} і співрозмовника дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'ing-after-to-tell': t(
    (p) =>
      `${q(p.chosen)} has -ing after to, but this to belongs to the infinitive, so the base form follows: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після to стоїть форма на -ing, але це to — частка інфінітива, тому після нього дієслово стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'ing-after-used-to': t(
    (p) => `${q(p.chosen)} has -ing after used to, but a past habit is used to + base form: ${q(p.answer)}.`,
    (p) =>
      `${/^used to /i.test(p.chosen) ? `У ${u(p.chosen)} після used to стоїть форма на -ing` : `${u(p.chosen)} — форма на -ing`}, а про звичку в минулому кажемо used to + початкова форма: ${u(p.answer)}.`,
  ),
  'ing-after-would-like': t(
    (p) => `${q(p.chosen)} is an -ing form, but would like is followed by to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після would like дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'ing-after-would-rather': t(
    (p) => `${q(p.chosen)} is an -ing form, but would rather is followed by the base form: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — форма на -ing, а після would rather стоїть початкова форма: ${u(p.answer)}.`,
  ),
  'ing-for-base': t(
    (p) => `${q(p.chosen)} is an -ing form, but after did the verb is in the base form: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — форма на -ing, а після did дієслово стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'ing-for-ed': t(
    (p) =>
      `${q(p.chosen)} describes what causes a feeling. The sentence says how a person feels, so we need the -ed adjective ${q(p.ed)}.`,
    (p) =>
      `${u(p.chosen)} описує те, що викликає почуття, а в реченні йдеться про те, що відчуває людина, тому потрібен прикметник на -ed: ${u(p.ed)}.`,
  ),
  'ing-for-participle': t(
    (p) =>
      p.needed
        ? `${q(p.chosen)} is the -ing form. After have/has/had we need the past participle: ${q(p.needed)}.`
        : `${q(p.chosen)} is the -ing form, but the passive is be + past participle: ${q(p.answer)}.`,
    (p) =>
      p.needed
        ? `${u(p.chosen)} — форма на -ing. Після have/has/had має стояти третя форма: ${u(p.needed)}.`
        : `${u(p.chosen)} — форма на -ing, а пасивний стан будуємо так: be + третя форма — ${u(p.answer)}.`,
  ),
  'ing-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is an -ing form. In have something done the last verb is the past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing. У конструкції have something done останнє дієслово стоїть у третій формі, бо роботу виконує хтось інший: ${u(p.answer)}.`,
  ),
  'ing-no-be': t(
    (p) =>
      /ing\b/.test(p.answer)
        ? `${q(p.chosen)} cannot be the verb on its own: an -ing form needs a form of be before it: ${q(p.answer)}.`
        : `${q(p.chosen)} cannot be the verb on its own: an -ing form needs am/is/are before it, and a habit or a fact takes the present simple: ${q(p.answer)}.`,
    (p) =>
      /ing\b/.test(p.answer)
        ? `Форма на -ing (${u(p.chosen)}) сама по собі не може бути присудком: перед нею має стояти форма be: ${u(p.answer)}.`
        : `Форма на -ing (${u(p.chosen)}) сама по собі не може бути присудком: перед нею мало б стояти am/is/are, а про звичку чи факт кажемо в present simple: ${u(p.answer)}.`,
  ),
  'ing-without-be': t(
    (p) =>
      `${q(p.chosen)} cannot be the verb on its own: an -ing form needs am/is/are before it${p.subject ? ` (after ${q(p.subject)})` : ''}. Here we need ${q(p.answer)}.`,
    (p) =>
      /ing\b/.test(p.answer)
        ? `Форма на -ing (${u(p.chosen)}) сама по собі не може бути присудком: перед нею має стояти форма be${p.subject ? ` (з підметом ${u(p.subject)})` : ''}. Тут потрібно ${u(p.answer)}.`
        : `Форма на -ing (${u(p.chosen)}) сама по собі не може бути присудком, а тривалий час (be + форма на -ing) тут не підходить: потрібен простий час — ${u(p.answer)}.`,
  ),
  'it-for-one': {
    en: (p) =>
      `After an adjective (the blue …, a cheaper …) we cannot use “${p.chosen}”; to replace “${p.noun}” we use “${p.answer}”.`,
    uk: (p) =>
      `Після прикметника (the blue …, a cheaper …) «${p.chosen}» не вживаємо; щоб не повторювати «${p.noun}», кажемо «${p.answer}».`,
  },
  'it-for-there': t(
    (p) =>
      `${q(p.chosen)} does not fit: the sentence says that ${p.noun ? q(p.noun) : 'something'} exists somewhere, and for that we use there + be.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: речення повідомляє, що десь є ${p.noun ? u(p.noun) : 'щось'}, а про це кажемо there + be.`,
  ),
  'its-for-it-is': t(
    (p) =>
      `${q(p.chosen)} (no apostrophe) only shows possession (its tail). Here we mean “it is”, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} без апострофа означає «його, її» (its tail — його хвіст). А тут потрібне «it is», тобто ${u(p.answer)}.`,
  ),
  'its-vs-it-is': t(
    (p) =>
      `${q(p.chosen)} means “it is”, which makes no sense here. To say that something belongs to it, write ${q(p.answer)}, with no apostrophe.`,
    (p) =>
      `${u(p.chosen)} — це скорочене «it is», а тут воно не має сенсу. Коли щось комусь належить («його, її»), пишемо ${u(p.answer)}, без апострофа.`,
  ),
  'lately-meaning': t(
    (p) =>
      `${q(p.chosen)} means “recently” (I haven’t seen him lately). The adverb of late is late itself: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «останнім часом» (I haven’t seen him lately). Прислівник від late має ту саму форму — late: ${u(p.answer)}.`,
  ),
  'like-after-as': t(
    (p) => `${q(p.chosen)} cannot replace the second as: the pattern is as ${p.adjective} as.`,
    (p) => `${u(p.chosen)} не може стояти на місці другого as: конструкція тут — «as ${p.adjective} as».`,
  ),
  'little-with-countable': t(
    (p) =>
      `${q(p.chosen)} goes with uncountable nouns, but the noun here is a countable plural, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо з незлічуваними іменниками, а тут іменник злічуваний у множині, тому потрібно ${u(p.answer)}.`,
  ),
  'missing-apostrophe': {
    en: (p) =>
      `Without an apostrophe, “${p.chosen}” is just a plural, not a possessive. To show that something belongs to ${p.owner}, write “${p.answer}”.`,
    uk: (p) =>
      `Без апострофа «${p.chosen}» — це просто множина, а не присвійна форма. Щоб показати, кому щось належить («${p.owner}»), пишемо «${p.answer}».`,
  },
  'missing-article': t(
    (p) => `${q(p.chosen)} (no article) does not work here: ${why(p, 'en')}, so we need ${q(p.answer)}.`,
    (p) => `Без артикля (${u(p.chosen)}) тут не можна: ${why(p, 'uk')}, тому потрібно ${u(p.answer)}.`,
  ),
  'missing-be': t(
    (p) =>
      /able to/.test(p.answer)
        ? `${q(p.chosen)} is missing be: after will we say be able to, so ${q(p.answer)}.`
        : /ing\b/.test(p.answer)
          ? `${q(p.chosen)} is missing be: the continuous needs be before the -ing form, so ${q(p.answer)}.`
          : `${q(p.chosen)} is missing be: after a modal the passive is be + past participle, so ${q(p.answer)}.`,
    (p) =>
      /able to/.test(p.answer)
        ? `У ${u(p.chosen)} бракує be: після will кажемо be able to, тож ${u(p.answer)}.`
        : /ing\b/.test(p.answer)
          ? `У ${u(p.chosen)} бракує be: у тривалому часі перед формою на -ing завжди стоїть be, тому ${u(p.answer)}.`
          : `У ${u(p.chosen)} бракує be: після модального дієслова пасивний стан будуємо так: be + третя форма — ${u(p.answer)}.`,
  ),
  'missing-been': t(
    (p) => `${q(p.chosen)} is missing been: after has/have the continuous is been + -ing, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує been: у present perfect continuous після has/have стоїть been, а потім форма на -ing — ${u(p.answer)}.`,
  ),
  'missing-the': t(
    (p) => `${q(p.chosen)} (no article) does not work here: ${why(p, 'en')}, so we need ${q(p.answer)}.`,
    (p) =>
      `Без артикля (${u(p.chosen)}) тут не можна: ${why(p, 'uk')}, тому потрібен артикль ${u(p.answer)}.`,
  ),
  'missing-to': t(
    (p) =>
      `${q(p.chosen)} is missing to: ${/able/.test(p.answer) ? 'be able is always followed by to' : 'going is followed by to before the verb'}, so ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to: ${/able/.test(p.answer) ? 'після be able завжди стоїть to' : 'між going і дієсловом завжди стоїть to'}, тому ${u(p.answer)}.`,
  ),
  'missing-to-after-tell': t(
    (p) => `${q(p.chosen)} is missing to: after ${q(p.verb)} + a person the verb takes to, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to: після ${u(p.verb)} і співрозмовника дієслово стоїть з to — ${u(p.answer)}.`,
  ),
  'modal-without-have-past': t(
    (p) =>
      `${q(p.chosen)} talks about now, but the sentence is about the past, so the modal needs have + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} з початковою формою стосується теперішнього, а речення — про минуле. Про минуле після модального дієслова кажемо have + третя форма: ${u(p.answer)}.`,
  ),
  'more-with-irregular': t(
    (p) =>
      `${q(p.chosen)} is not used: ${q(p.adjective)} has its own irregular form, so we do not add more or most: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — так не кажуть: ${u(p.adjective)} утворює ступені порівняння не за правилом, тому more чи most не додаємо: ${u(p.answer)}.`,
  ),
  'more-with-short-adjective': t(
    (p) =>
      `${q(p.chosen)} does not work: ${q(p.adjective)} is a short adjective, so its comparative ends in -er: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${u(p.adjective)} — короткий прикметник, тому вищий ступінь утворюємо із закінченням -er: ${u(p.answer)}.`,
  ),
  'more-with-short-adverb': t(
    (p) =>
      `${q(p.chosen)} does not work: ${q(p.adjective)} is a short adverb with the same form as the adjective, so it takes -er: ${q(p.comparative)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${u(p.adjective)} — короткий прислівник, який має ту саму форму, що й прикметник, тому додаємо -er: ${u(p.comparative)}.`,
  ),
  'most-with-short-adjective': t(
    (p) =>
      `${q(p.chosen)} does not work: ${q(p.adjective)} is a short adjective, so its superlative ends in -est: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${u(p.adjective)} — короткий прикметник, тому найвищий ступінь утворюємо із закінченням -est: ${u(p.answer)}.`,
  ),
  'must-have-against-evidence': t(
    (p) =>
      `${q(p.chosen)} would mean we are sure it did happen, but ${q(p.evidence)} shows it did not, so we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б «напевно, це сталося». Але ${u(p.evidence)} показує, що цього не було, тому потрібно ${u(p.answer)}.`,
  ),
  'mustnt-for-no-obligation': t(
    (p) =>
      `${q(p.chosen)} would mean it is forbidden. Here it is allowed, just not necessary, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає заборону («не можна»). А тут це дозволено, просто не обов’язково, тому потрібно ${u(p.answer)}.`,
  ),
  'negative-after-yes': t(
    (p) => `${q(p.chosen)} is negative, but after yes the short answer is positive: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — заперечна форма, а після yes коротка відповідь стверджувальна: ${u(p.answer)}.`,
  ),
  'no-contradicts': t(
    (p) =>
      `${q(p.chosen)} means “not anybody / not anything / not anywhere”, which contradicts ${q(p.cue)}. We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає ${indefiniteUk(p.chosen, 'no')}, а це суперечить іншій частині речення (${u(p.cue)}). Потрібно ${u(p.answer)}.`,
  ),
  'nonword-adverb': t(
    (p) =>
      p.adverb
        ? `${q(p.chosen)} is not a word: the adverb of ${p.adjective} has the same form, ${q(p.adverb)}.`
        : `${q(p.chosen)} is not a word: ${p.adjective} has the same form as an adverb, so its comparative is ${q(p.comparative)}.`,
    (p) =>
      p.adverb
        ? `Слова ${u(p.chosen)} в англійській немає: прислівник від ${u(p.adjective)} має ту саму форму — ${u(p.adverb)}.`
        : `Слова ${u(p.chosen)} в англійській немає: прислівник від ${u(p.adjective)} має ту саму форму, тому вищий ступінь — ${u(p.comparative)}.`,
  ),
  'object-for-possessive': t(
    (p) =>
      `${q(p.chosen)} is an object pronoun (him, her, them); it cannot say whose something is. We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — особовий займенник в об’єктному відмінку (him, her, them), він не показує, кому щось належить. Потрібно ${u(p.answer)}.`,
  ),
  'object-for-reflexive': {
    en: (p) =>
      `When the object is the same person as the subject “${p.subject}”, we need the reflexive “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Коли дія спрямована на того самого, хто її виконує (підмет «${p.subject}»), потрібен зворотний займенник «${p.reflexive}», а не «${p.chosen}».`,
  },
  'object-for-subject': {
    en: (p) =>
      `The gap is the subject of the verb, so we need “${p.pronoun}”; “${p.chosen}” is the object form.`,
    uk: (p) =>
      `Слово на місці пропуску — підмет, тому потрібен займенник у називному відмінку «${p.pronoun}». «${p.chosen}» — об’єктний відмінок, він буває лише додатком.`,
  },
  'one-for-plural': t(
    (p) =>
      `${q(p.chosen)} stands for one thing, but it replaces ${q(p.noun)}, a plural, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} заміняє іменник в однині, а тут ідеться про ${u(p.noun)} — іменник у множині, тому потрібно ${u(p.answer)}.`,
  ),
  'ones-for-singular': t(
    (p) =>
      `${q(p.chosen)} stands for several things, but it replaces one ${p.noun}, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} заміняє іменник у множині, а тут ідеться про один предмет (${u(p.noun)}), тому потрібно ${u(p.answer)}.`,
  ),
  'other-misuse': {
    en: (p) =>
      p.context === 'pron'
        ? `“other” needs a noun after it (other people). With no noun after the gap, the pronoun is “${p.answer}”.`
        : `“other” cannot stand before a singular noun without the/my (we say “another cup”, not “other cup”), so we need “${p.answer}”.`,
    uk: (p) =>
      p.context === 'pron'
        ? `Після «other» має стояти іменник (other people). Якщо іменника немає, потрібен займенник «${p.answer}».`
        : `«${p.chosen}» не ставимо перед іменником в однині без the чи my (кажемо another cup, а не other cup), тому потрібно «${p.answer}».`,
  },
  'others-misuse': {
    en: (p) =>
      `“others” is a pronoun that replaces a plural noun, so it is never followed by a noun and never means one thing. Here we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» — займенник, що заміняє іменник у множині: після нього іменник не ставимо, і одну річ він не означає. Тут потрібно «${p.answer}».`,
  },
  'overgeneralised-en': t(
    (p) =>
      `${q(p.chosen)} is not an English word: ${q(p.verb)} keeps the same form in all three forms, so the past participle is ${q(p.needed)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: у дієслова ${u(p.verb)} усі три форми однакові, тому третя форма — теж ${u(p.needed)}.`,
  ),
  'participle-for-past': {
    en: (p) =>
      `“${p.chosen}” is the past participle (third form) of “${p.verb}”; it needs have/has/had before it. Alone, the past simple is “${p.needed}”.`,
    uk: (p) =>
      `«${p.chosen}» — третя форма дієслова «${p.verb}», її вживаємо лише після have/has/had. Без допоміжного дієслова в past simple потрібна друга форма — «${p.needed}».`,
  },
  'participle-without-have': t(
    (p) =>
      `${q(p.chosen)} is missing have: to talk about the past, a modal verb needs have + past participle, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує have: про минуле після модального дієслова кажемо have + третя форма — ${u(p.answer)}.`,
  ),
  'passive-missing-be': t(
    (p) =>
      `${q(p.chosen)} is missing be: after going to (or a modal) the passive is be + past participle, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує be: після going to (чи модального дієслова) пасивний стан будуємо так: be + третя форма — ${u(p.answer)}.`,
  ),
  'past-after-did': {
    en: (p) =>
      `Did / didn't already shows the past, so the main verb stays in the base form: “${p.verb}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Did / didn't уже показує минулий час, тому смислове дієслово стоїть у початковій формі: «${p.verb}», а не «${p.chosen}».`,
  },
  'past-after-didnt': t(
    (p) =>
      `${q(p.chosen)} shows the past twice. Didn't already carries the past, so the verb stays in the base form: didn't ${p.base}, not didn't ${p.past}.`,
    (p) =>
      `У ${u(p.chosen)} минулий час показано двічі. Didn't уже вказує на минуле, тому дієслово стоїть у початковій формі: «didn't ${p.base}», а не «didn't ${p.past}».`,
  ),
  'past-after-have': t(
    (p) =>
      `${q(p.chosen)} uses ${q(p.past)}, the past simple; after have we need the past participle (third form), ${q(p.participle)}.`,
    (p) =>
      `${p.chosen === p.past ? `${u(p.chosen)} — друга форма` : `У ${u(p.chosen)} стоїть ${u(p.past)} — друга форма`} (past simple), а після have має стояти третя форма: ${u(p.participle)}.`,
  ),
  'past-after-to': t(
    (p) =>
      `${q(p.chosen)} has a past form after to; after to the verb is always in the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після to стоїть друга форма (минулий час), а після to дієслово завжди стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'past-after-would': t(
    (p) =>
      `${q(p.chosen)} has a past form after would, but after would the verb is always in the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після would стоїть форма минулого часу, а після would дієслово завжди стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'past-for-participle': t(
    (p) =>
      p.verb
        ? `${q(p.chosen)} is the past simple of ${q(p.verb)}. After have/has/had we need the past participle (third form): ${q(p.needed)}.`
        : `${q(p.chosen)} is the past simple of ${q(p.base ?? p.answer)}; here we need its past participle (third form), ${q(p.participle)}.`,
    (p) =>
      p.verb
        ? `${/\s/.test(p.chosen.trim()) ? `У ${u(p.chosen)} стоїть ` : `${u(p.chosen)} — `}друга форма (past simple) дієслова ${u(p.verb)}. Після have/has/had має стояти третя форма: ${u(p.needed)}.`
        : `${/\s/.test(p.chosen.trim()) ? `У ${u(p.chosen)} стоїть ` : `${u(p.chosen)} — `}друга форма (past simple) дієслова ${u(p.base ?? p.answer)}, а тут потрібна третя форма: ${u(p.participle)}.`,
  ),
  'past-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is the past simple; have something done takes the past participle ${q(p.participle)}.`,
    (p) =>
      `${u(p.chosen)} — друга форма (past simple), а в конструкції have something done останнє дієслово стоїть у третій формі: ${u(p.participle)}.`,
  ),
  'past-for-past-perfect': t(
    (p) =>
      p.marker
        ? `${q(p.chosen)} would put the two actions at the same time. ${q(p.marker)} shows this action was already over before then, so we need had + past participle.`
        : `${q(p.chosen)} is the past simple, but this if-clause is about a past that did not happen (the result has would have), so it needs the past perfect: ${q(p.answer)}.`,
    (p) =>
      p.marker
        ? `${u(p.chosen)} означало б, що обидві дії відбулися одночасно. А ${u(p.marker)} показує, що ця дія завершилася ще раніше, тому потрібен past perfect: had + третя форма.`
        : `${u(p.chosen)} — past simple, а ця умова стосується минулого, якого насправді не було (у головній частині would have), тому потрібен past perfect: ${u(p.answer)}.`,
  ),
  'past-habit-for-be-used-to': t(
    (p) =>
      `${q(p.chosen)} is a past habit that has stopped, but here the sentence says what is normal for the person now: be used to + -ing, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — про звичку в минулому, якої вже немає, а тут ідеться про те, до чого людина звикла зараз: be used to + форма на -ing — ${u(p.answer)}.`,
  ),
  'past-in-first-conditional': t(
    (p) =>
      `${q(p.chosen)} is in the past, but this is a real possibility in the future (the result has will), so the if-clause takes the present simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — минулий час, а йдеться про реальну можливість у майбутньому (у головній частині will), тому в частині з if потрібен present simple: ${u(p.answer)}.`,
  ),
  'past-in-zero-conditional': t(
    (p) =>
      `${q(p.chosen)} is in the past, but this is a general fact (it is always true), so both parts are in the present simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — минулий час, а тут ідеться про загальну істину (так буває завжди), тому обидві частини речення стоять у present simple: ${u(p.answer)}.`,
  ),
  'past-simple-after-wish-past': t(
    (p) =>
      `${q(p.marker)} is in the past, and wish moves the past one step back: had + past participle, not the past simple ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} — це минуле, а після wish час зсувається на крок назад, тому про минуле кажемо had + третя форма (past perfect), а не past simple ${u(p.chosen)}.`,
  ),
  'perfect-for-sequence': t(
    (p) =>
      `${q(p.chosen)} is the past perfect, but the actions are told in the order they happened (and then), so the later one takes the past simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — past perfect, а тут дії названо в тому порядку, в якому вони відбувалися (and then), тому наступна дія стоїть у past simple: ${u(p.answer)}.`,
  ),
  'plural-extra-es': t(
    (p) =>
      p.noun === p.plural
        ? `${q(p.chosen)} is not a word: ${q(p.noun)} has the same form in the plural (ten ${p.plural}).`
        : `${q(p.chosen)} is misspelt: ${q(p.noun)} takes just -s, not -es, so the plural is ${q(p.plural)}.`,
    (p) =>
      p.noun === p.plural
        ? `Слова ${u(p.chosen)} в англійській немає: ${u(p.noun)} у множині має ту саму форму (ten ${p.plural}).`
        : `${u(p.chosen)} написано з помилкою: ${u(p.noun)} у множині отримує лише -s, а не -es, тому правильно — ${u(p.plural)}.`,
  ),
  'plural-just-s': t(
    (p) => `${q(p.chosen)} just adds -s, but ${q(p.noun)} forms its plural differently: ${q(p.plural)}.`,
    (p) =>
      `У ${u(p.chosen)} до слова просто додано -s, а ${u(p.noun)} утворює множину інакше: ${u(p.plural)}.`,
  ),
  'plural-o': t(
    (p) =>
      `${q(p.chosen)} is misspelt. Nouns in -o differ: some add -es (potatoes, tomatoes, heroes), others just -s (photos, pianos, zoos). The plural of ${q(p.noun)} is ${q(p.plural)}.`,
    (p) =>
      `${u(p.chosen)} написано з помилкою. Іменники на -o утворюють множину по-різному: одні додають -es (potatoes, tomatoes, heroes), інші лише -s (photos, pianos, zoos). Множина слова ${u(p.noun)} — ${u(p.plural)}.`,
  ),
  'plural-verb-uncountable': t(
    (p) => `${q(p.noun)} is uncountable, so the verb is singular: ${q(p.answer)}, not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.noun)} — незлічуваний іменник, тому дієслово стоїть в однині: ${u(p.answer)}, а не ${u(p.chosen)}.`,
  ),
  'plural-y-after-vowel': {
    en: (p) => `When y comes after a vowel (a, e, o, u), we just add -s: “${p.plural}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Якщо перед y стоїть голосна (a, e, o, u), y не змінюється і ми просто додаємо -s: «${p.plural}», а не «${p.chosen}».`,
  },
  'positive-after-no': t(
    (p) => `${q(p.chosen)} is positive, but after no the short answer is negative: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} — стверджувальна форма, а після no коротка відповідь заперечна: ${u(p.answer)}.`,
  ),
  'possessive-for-personal': {
    en: (p) =>
      `“${p.chosen}” shows possession and needs a noun after it (${p.chosen} bag). Here we need the pronoun “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» — присвійний займенник: він показує, чиє щось, і після нього має стояти іменник (${p.chosen} bag). Тут потрібен особовий займенник «${p.pronoun}».`,
  },
  'present-after-wish': t(
    (p) =>
      `${q(p.chosen)} is in the present, but after wish (about now) the verb moves one step back, to the past simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а після wish (про теперішнє) час зсувається на крок назад, у past simple: ${u(p.answer)}.`,
  ),
  'present-for-past-habit': t(
    (p) =>
      `${q(p.chosen)} is in the present, but this is a past habit, so the negative is made with didn't: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а йдеться про звичку в минулому, тому заперечення утворюємо з didn't: ${u(p.answer)}.`,
  ),
  'present-for-past-plan': t(
    (p) =>
      `${q(p.chosen)} is in the present, but the plan was made in the past (and then something changed), so be goes into the past: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а план був у минулому (і потім щось змінилося), тому be теж стоїть у минулому часі: ${u(p.answer)}.`,
  ),
  'present-for-perfect': {
    en: (p) =>
      `“${p.chosen}” is a present form, but “${p.marker}” shows something that started in the past and is still true: English uses the present perfect here (Ukrainian uses the present).`,
    uk: (p) =>
      `«${p.chosen}» — теперішній час, але «${p.marker}» показує дію, що почалася в минулому й триває досі. Українською тут кажемо в теперішньому часі, а англійською потрібен present perfect.`,
  },
  'past-in-first-result': t(
    (p) =>
      `${q(p.chosen)} talks about an unreal past, but the if-clause is in the present simple (a real possibility in the future), so the result takes will: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} говорить про нереальне минуле, а в частині з if стоїть present simple (реальна можливість у майбутньому), тому в головній частині потрібне will: ${u(p.answer)}.`,
  ),
  'present-in-result': t(
    (p) =>
      `${q(p.chosen)} is in the present, but the result of a future condition needs will + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а наслідок умови, що стосується майбутнього, виражаємо так: will + початкова форма — ${u(p.answer)}.`,
  ),
  'present-in-second-conditional': t(
    (p) =>
      `${q(p.chosen)} is in the present, but the result has would, so the situation is imagined and the if-clause takes the past simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а в головній частині стоїть would, тобто ситуація уявна, тому в частині з if потрібен past simple: ${u(p.answer)}.`,
  ),
  'present-perfect-after-wish': t(
    (p) =>
      `${q(p.chosen)} is the present perfect, but a regret about ${q(p.marker)} takes had + past participle after wish: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — present perfect, а коли після wish шкодуємо про минуле (${u(p.marker)}), кажемо had + третя форма: ${u(p.answer)}.`,
  ),
  'pronoun-before-noun': t(
    (p) =>
      `${q(p.chosen)} stands without a noun (it’s ${p.pronoun}). A noun follows the gap, so we need ${q(p.adjective)}.`,
    (p) =>
      `${u(p.chosen)} — абсолютна форма присвійного займенника, її вживаємо без іменника (it’s ${p.pronoun}). А після пропуску стоїть іменник, тому потрібно ${u(p.adjective)}.`,
  ),
  'quite-for-rather': t(
    (p) =>
      `${q(p.chosen)} does not work in this pattern: ${p.rule === 'would-rather' ? 'we say would rather (I’d rather)' : p.rule === 'rather-than' ? 'we say rather than' : p.rule === 'rather-too' ? 'we say rather too, not quite too' : 'before a comparative (-er, more) we use rather'}. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} у цій конструкції не вживаємо: ${p.rule === 'would-rather' ? 'кажемо would rather (I’d rather)' : p.rule === 'rather-than' ? 'кажемо rather than' : p.rule === 'rather-too' ? 'кажемо rather too, а не quite too' : 'перед вищим ступенем (-er, more) ставимо rather'}. Тут потрібно ${u(p.answer)}.`,
  ),
  'rather-for-quite': {
    en: (p) =>
      `“${p.chosen}” does not fit here: ${p.rule === 'quite-a-few' ? 'the fixed phrases are quite a few and quite a while' : 'with words like right, sure, impossible, ready, and in not quite, quite means “completely”, and rather cannot replace it'}. The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» тут не підходить: ${p.rule === 'quite-a-few' ? 'сталі вирази — quite a few та quite a while' : 'зі словами right, sure, impossible, ready та в not quite слово quite означає «цілком», і rather його не замінить'}. Тут потрібно «${p.answer}».`,
  },
  'reflexive-for-personal': {
    en: (p) =>
      `“${p.chosen}” is reflexive: we use it only when the action goes back to the subject (she hurt herself). Here we need “${p.pronoun}”.`,
    uk: (p) =>
      `«${p.chosen}» — зворотний займенник, його вживаємо, лише коли дія спрямована на самого виконавця (she hurt herself — вона забилася). Тут потрібно «${p.pronoun}».`,
  },
  'reflexive-nonstandard': t(
    (p) => `${q(p.chosen)} is not a word in standard English; the reflexive pronoun is ${q(p.reflexive)}.`,
    (p) =>
      `Форми ${u(p.chosen)} у літературній англійській немає; правильний зворотний займенник — ${u(p.reflexive)}.`,
  ),
  'reflexive-wrong-person': {
    en: (p) =>
      `The reflexive pronoun must match the subject “${p.subject}”: “${p.reflexive}”, not “${p.chosen}”.`,
    uk: (p) =>
      `Зворотний займенник має узгоджуватися з підметом «${p.subject}»: «${p.reflexive}», а не «${p.chosen}».`,
  },
  'regularised-irregular-adjective': t(
    (p) =>
      `${q(p.chosen)} is not a word: ${q(p.adjective)} is irregular, and the right form is ${q(p.answer)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: ${u(p.adjective)} утворює ступені порівняння не за правилом, тут потрібно ${u(p.answer)}.`,
  ),
  'regularised-nonword': t(
    (p) =>
      `${q(p.chosen)} is not an English word: ${q(p.verb)} is an irregular verb, so it does not take -ed. The right form is ${q(p.needed)}.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: ${u(p.verb)} — неправильне дієслово, тому закінчення -ed не додаємо. Тут потрібна форма ${u(p.needed)}.`,
  ),
  'same-polarity-tag': t(
    (p) =>
      `${q(p.chosen)} repeats the sentence’s polarity. A tag turns it round: a positive sentence takes a negative tag, a negative one a positive tag, so ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} повторює форму речення, а розділове питання має бути протилежним за формою: після стверджувального речення — заперечне, після заперечного — стверджувальне. Отже, ${u(p.answer)}.`,
  ),
  'say-with-person': t(
    (p) =>
      `${q(p.what)} is the person spoken to, and a person right after the verb needs tell (or say to), not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.what)} — співрозмовник, тобто той, кому щось кажуть. Коли співрозмовник стоїть одразу після дієслова, потрібне tell (або say to), а не ${u(p.chosen)}.`,
  ),
  'say-with-tell-object': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.what)}: we tell a person (or the truth, a story, a joke), so we need tell.`,
    (p) =>
      `З ${u(p.what)} не вживаємо ${u(p.chosen)}: після tell називаємо співрозмовника (tell someone), а ще кажемо tell the truth, tell a story, tell a joke. Тому тут потрібне tell.`,
  ),
  'second-for-third-conditional': t(
    (p) =>
      `${q(p.chosen)} is would + base form, which is about now. The if-clause has had + past participle (an imagined past), so the result needs would have + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — would + початкова форма, а це про теперішнє. У частині з if стоїть had + третя форма (уявне минуле), тому в головній частині потрібне would have + третя форма: ${u(p.answer)}.`,
  ),
  'simple-for-action': t(
    (p) =>
      `${q(p.chosen)} treats ${q(p.verb)} as a state, but here it is an action happening ${p.marker}, so it takes the continuous: ${q(p.answer)}.`,
    (p) =>
      `У простому часі (${u(p.chosen)}) дієслово ${u(p.verb)} означає стан, а тут ідеться про дію, яка відбувається саме зараз (${u(p.marker)}), тому потрібен тривалий час: ${u(p.answer)}.`,
  ),
  'simple-for-background': t(
    (p) =>
      `${q(p.chosen)} would mean the action started after ${q(p.when)}. An action already in progress at that moment takes the past continuous (was/were + -ing): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б, що дія почалася лише після події ${u(p.when)}. Про дію, яка в той момент уже тривала, кажемо в past continuous (was/were + форма на -ing): ${u(p.answer)}.`,
  ),
  'simple-for-now': t(
    (p) =>
      `${q(p.marker)} means the action is happening right now, so we need the continuous (be + -ing), not ${q(p.chosen)}.`,
    (p) =>
      `${u(p.marker)} показує, що дія відбувається саме зараз, тому потрібен тривалий час (be + форма на -ing), а не ${u(p.chosen)}.`,
  ),
  'since-with-period': t(
    (p) =>
      `${q(p.chosen)} goes with a starting point (since 2019), but ${q(p.what)} is a length of time, so we need for.`,
    (p) =>
      `${u(p.chosen)} уживаємо з моментом, з якого щось почалося (since 2019), а ${u(p.what)} — це проміжок часу, тому потрібне for.`,
  ),
  'singular-after-number': t(
    (p) =>
      `${q(p.chosen)} is singular, but the sentence talks about more than one, so we need the plural ${q(p.plural)}.`,
    (p) =>
      `${u(p.chosen)} — однина, а в реченні йдеться про кілька предметів, тому потрібна множина: ${u(p.plural)}.`,
  ),
  'singular-possessive-for-plural': {
    en: (p) =>
      `The sentence talks about more than one owner, so we need the plural possessive “${p.answer}”, not the singular “${p.chosen}”.`,
    uk: (p) =>
      `У реченні йдеться про кількох власників, тому потрібна присвійна форма множини «${p.answer}», а не однини «${p.chosen}».`,
  },
  'singular-verb-plural-noun': {
    en: (p) =>
      `“${p.noun}” is plural in English, so the verb is plural too: “${p.answer}”, not “${p.chosen}”.`,
    uk: (p) =>
      `В англійській «${p.noun}» — іменник у множині, тому й дієслово стоїть у множині: «${p.answer}», а не «${p.chosen}».`,
  },
  'so-after-negative': t(
    (p) =>
      `${q(p.chosen)} agrees with a positive sentence, but the first sentence is negative, so we agree with Neither: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо, коли погоджуємося зі стверджувальним реченням, а перше речення заперечне, тому відповідаємо з Neither: ${u(p.answer)}.`,
  ),
  'so-before-a-lot': t(
    (p) => `${q(p.chosen)} does not go before a lot of: we say such a lot of.`,
    (p) => `${u(p.chosen)} не ставимо перед a lot of: кажемо «such a lot of».`,
  ),
  'so-before-noun': t(
    (p) =>
      `${q(p.chosen)} goes with an adjective on its own, but here a noun follows ${q(p.adjective)}, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} ставимо перед прикметником, після якого немає іменника, а тут після ${u(p.adjective)} стоїть іменник, тому потрібно ${u(p.answer)}.`,
  ),
  'some-contradicts': t(
    (p) =>
      `${q(p.chosen)} says there is somebody or something, which contradicts ${q(p.cue)}. We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає ${indefiniteUk(p.chosen, 'some')}, а це суперечить іншій частині речення (${u(p.cue)}). Потрібно ${u(p.answer)}.`,
  ),
  'some-in-negative': t(
    (p) => `${q(p.cue)} makes the sentence negative, so we use any, not ${q(p.chosen)}.`,
    (p) =>
      `Через ${u(p.cue)} речення заперечне, а в заперечних реченнях уживаємо «any», а не ${u(p.chosen)}.`,
  ),
  'spelling-ed': t(
    (p) => `${q(p.chosen)} is misspelt: ${ED_EN[p.rule] ?? ''} The right form is ${q(p.needed)}.`,
    (p) => `${u(p.chosen)} написано з помилкою: ${ED_UK[p.rule] ?? ''} Пишемо ${u(p.needed)}.`,
  ),
  'spelling-ing': t(
    (p) => `${q(p.chosen)} is misspelt: ${ING_EN[p.rule] ?? ''} The right form is ${q(p.needed)}.`,
    (p) => `${u(p.chosen)} написано з помилкою: ${ING_UK[p.rule] ?? ''} Пишемо ${u(p.needed)}.`,
  ),
  'spelling-s': t(
    (p) => `${q(p.chosen)} is misspelt: ${SPELL_EN[p.rule] ?? ''} The right form is ${q(p.needed)}.`,
    (p) => `${u(p.chosen)} написано з помилкою: ${SPELL_UK[p.rule] ?? ''} Пишемо ${u(p.needed)}.`,
  ),
  'statement-word-order': t(
    (p) =>
      `${q(p.chosen)} keeps statement order, but this is a question, so do/does comes before the subject: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} порядок слів як у розповідному реченні, а це питання, тому do/does стоїть перед підметом: ${u(p.answer)}.`,
  ),
  'stative-progressive': t(
    (p) =>
      `${q(p.chosen)} puts ${q(p.verb)} in the continuous, but ${q(p.verb)} is a state verb and is not used with -ing, even about now: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — тривалий час, а ${u(p.verb)} — дієслово стану, і в тривалих часах його не вживаємо, навіть коли йдеться про «зараз»: ${u(p.answer)}.`,
  ),
  'still-at-end-of-question': t(
    (p) =>
      `${q(p.chosen)} does not go at the end of a question about something we expect to have happened (Has she…?). There we use yet.`,
    (p) =>
      `${u(p.chosen)} не ставимо в кінці питання про те, що вже мало б статися (Has she…?). Там уживаємо yet.`,
  ),
  'still-in-positive-perfect': t(
    (p) =>
      `${q(p.chosen)} says something is still going on, but the action is finished, so between has/have and the participle we use already.`,
    (p) =>
      `${u(p.chosen)} означає, що щось досі триває, а тут дія вже завершилася, тому між has/have і третьою формою ставимо already.`,
  ),
  'subject-for-object': {
    en: (p) =>
      `After a verb or a preposition we need the object form “${p.pronoun}”, not the subject form “${p.chosen}”.`,
    uk: (p) =>
      `Після дієслова чи прийменника займенник стоїть в об’єктному відмінку: «${p.pronoun}», а не «${p.chosen}» (це називний відмінок, форма для підмета).`,
  },
  'such-before-much-many': t(
    (p) => `${q(p.chosen)} does not go before ${p.cue}; there we use so: so ${p.cue}.`,
    (p) => `${u(p.chosen)} не ставимо перед ${u(p.cue)}; тут потрібне so: «so ${p.cue}».`,
  ),
  'such-without-noun': t(
    (p) =>
      `${q(p.chosen)} needs a noun after the adjective (such a long day, such nice people), but there is no noun after ${q(p.adjective)}, so we need ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.chosen)} і прикметника має бути іменник (such a long day, such nice people), а після ${u(p.adjective)} іменника немає, тому потрібно ${u(p.answer)}.`,
  ),
  'superlative-for-comparative': t(
    (p) =>
      `The sentence compares two things with than, so we need the comparative ${q(p.comparative)}, not the superlative ${q(p.chosen)}.`,
    (p) =>
      `У реченні є than, тобто порівнюємо дві речі, тому потрібен вищий ступінь ${u(p.comparative)}, а не найвищий ${u(p.chosen)}.`,
  ),
  'superlative-in-as-as': t(
    (p) => `${q(p.chosen)} is a superlative, and as … as takes the plain adjective: ${q(p.adjective)}.`,
    (p) =>
      `${u(p.chosen)} — найвищий ступінь, а в конструкції as … as прикметник стоїть у звичайній формі: ${u(p.adjective)}.`,
  ),
  'tag-pronoun': t(
    (p) =>
      `${q(p.chosen)} repeats the noun, but a tag always uses a pronoun (he, she, it, they) for the subject: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} повторено іменник, а в розділовому питанні підмет завжди замінюємо особовим займенником (he, she, it, they): ${u(p.answer)}.`,
  ),
  'tell-with-to': t(
    (p) =>
      `${q(p.chosen)} takes the person directly, without to (told her, not told to her). With ${q(p.what)} we need say: ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.chosen)} співрозмовника називаємо без to (told her, а не told to her). Якщо співрозмовник стоїть із to (${u(p.what)}), потрібне say: ${u(p.answer)}.`,
  ),
  'tell-with-words': t(
    (p) =>
      `${q(p.chosen)} needs a person after it (tell someone). With the words themselves, like ${q(p.what)}, we use say.`,
    (p) =>
      `Після ${u(p.chosen)} має стояти співрозмовник (tell someone). Коли далі йдуть самі слова (${u(p.what)}), уживаємо say.`,
  ),
  'tell-without-person': t(
    (p) =>
      `${q(p.chosen)} needs the person before a that-clause (told me that…). With no person we use say: said that…`,
    (p) =>
      `Після ${u(p.chosen)} перед that має стояти співрозмовник (told me that…). Якщо співрозмовника не названо, уживаємо say: said that…`,
  ),
  'tense-marker-mismatch': t(
    (p) =>
      `${q(p.chosen)} is the wrong tense: ${q(p.marker)} needs the ${TENSE_EN[p.tense] ?? 'other tense'}.`,
    (p) =>
      `${u(p.chosen)} — не той час: ${u(p.marker)} вказує, що потрібен ${TENSE_UK[p.tense] ?? 'інший час'}.`,
  ),
  'than-after-as': t(
    (p) =>
      `${q(p.chosen)} goes only after a comparative (taller than). The pattern here is as ${p.adjective} as.`,
    (p) =>
      `${u(p.chosen)} ставимо лише після вищого ступеня (taller than). Тут конструкція «as ${p.adjective} as».`,
  ),
  'there-agreement': t(
    (p) =>
      p.number === 'plural'
        ? `${q(p.noun)} is plural, so we need the plural form ${q(p.answer)}, not ${q(p.chosen)}.`
        : p.number === 'uncountable'
          ? `${q(p.noun)} is uncountable, so it takes the singular ${q(p.answer)}, not ${q(p.chosen)}, even after some or a lot of.`
          : `${q(p.noun)} is one thing (singular), so we need ${q(p.answer)}, not ${q(p.chosen)}.`,
    (p) =>
      p.number === 'plural'
        ? `${u(p.noun)} — іменник у множині, тому потрібна форма множини ${u(p.answer)}, а не ${u(p.chosen)}.`
        : p.number === 'uncountable'
          ? `${u(p.noun)} — незлічуваний іменник, тому з ним уживаємо форму однини ${u(p.answer)}, а не ${u(p.chosen)}, навіть після some чи a lot of.`
          : `${u(p.noun)} — іменник в однині, тому потрібно ${u(p.answer)}, а не ${u(p.chosen)}.`,
  ),
  'there-for-it': t(
    (p) =>
      `${q(p.chosen)} only says that something exists (there is/are). Weather, time, days, distance and situations take it as the subject (it’s raining, it’s late): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} лише повідомляє, що щось є (there is/are). Коли йдеться про погоду, час, дні, відстань чи ситуацію, підметом стає «it» (it’s raining, it’s late): ${u(p.answer)}.`,
  ),
  'third-after-aux': t(
    (p) =>
      `${q(p.chosen)} has -s twice. After ${q(p.aux)} the verb goes back to its base form, because the auxiliary already carries the person: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} зайве закінчення -s. Після ${u(p.aux)} дієслово стоїть у початковій формі, бо особу вже показує допоміжне дієслово: ${u(p.answer)}.`,
  ),
  'third-after-do': t(
    (p) =>
      `${q(p.chosen)} has an ending it cannot have here: after do, does or did (and don't, doesn't, didn't) the verb is always in the base form, ${q(p.verb)}.`,
    (p) =>
      `У ${u(p.chosen)} зайве закінчення: після do, does чи did (і don't, doesn't, didn't) дієслово завжди стоїть у початковій формі — ${u(p.verb)}.`,
  ),
  'third-after-modal': t(
    (p) =>
      `${q(p.chosen)} has an -s, but after ${q(p.modal)} the verb never changes: we need the base form ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} має закінчення -s, а після ${u(p.modal)} дієслово завжди стоїть у початковій формі, без -s: ${u(p.answer)}.`,
  ),
  'third-after-to': t(
    (p) =>
      `${q(p.chosen)} has an -s after to, but after to the verb is always in the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} дієслово після to має закінчення -s, а після to дієслово завжди стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'to-after-ing-verb': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, but ${q(p.verb)} is followed by the -ing form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а після ${u(p.verb)} наступне дієслово стоїть у формі на -ing: ${u(p.answer)}.`,
  ),
  'to-after-modal': t(
    (p) =>
      p.answer.startsWith(p.modal)
        ? `${q(p.chosen)} has a to that does not belong here: ${q(p.modal)} is followed directly by the base form, ${q(p.answer)}.`
        : `${q(p.chosen)} has a to that does not belong here: ${q(p.modal)} is followed directly by the base form. Besides, the sentence needs ${q(p.answer)}.`,
    (p) =>
      p.answer.startsWith(p.modal)
        ? `У ${u(p.chosen)} зайве to: після ${u(p.modal)} одразу стоїть початкова форма дієслова — ${u(p.answer)}.`
        : `У ${u(p.chosen)} зайве to: після ${u(p.modal)} одразу стоїть початкова форма дієслова. Тут потрібно ${u(p.answer)}.`,
  ),
  'to-after-would-rather': t(
    (p) => `${q(p.chosen)} has to, but would rather is followed by the base form without to: ${q(p.answer)}.`,
    (p) => `У ${u(p.chosen)} зайве to: після would rather стоїть початкова форма без to — ${u(p.answer)}.`,
  ),
  'to-for-participle-causative': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive. When someone else does the job for us, have + object is followed by the past participle, without to: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to. Коли роботу для нас виконує хтось інший, після have і додатка стоїть третя форма, без to: ${u(p.answer)}.`,
  ),
  'to-infinitive-after-preposition': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, but after the preposition ${q(p.prep)} a verb takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а після прийменника ${u(p.prep)} дієслово завжди має форму на -ing: ${u(p.answer)}.`,
  ),
  'to-plus-ing': t(
    (p) => `${q(p.chosen)} has -ing after to. After ${q(p.verb)} we use to + the base form: ${q(p.needed)}.`,
    (p) =>
      `У ${u(p.chosen)} після to стоїть форма на -ing, а після ${u(p.verb)} дієслово стоїть з to у початковій формі: ${u(p.needed)}.`,
  ),
  'too-for-enough': t(
    (p) =>
      `${q(p.chosen)} would mean “more than is good”, but the sentence shows it works out (${q(p.cue)}). We need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б «занадто», а з речення видно, що все гаразд (${u(p.cue)}). Потрібно ${u(p.answer)}.`,
  ),
  'uncountable-after-many': {
    en: (p) =>
      `“${p.quantifier}” goes with countable plurals, but “${p.chosen}” is uncountable in English, so it cannot follow “${p.quantifier}”. We need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо зі злічуваними іменниками у множині, а «${p.chosen}» в англійській — незлічуваний іменник, тому після «${p.quantifier}» він стояти не може. Потрібно «${p.answer}».`,
  },
  'uncountable-plural': t(
    (p) => `${q(p.chosen)} does not exist: ${q(p.noun)} is uncountable in English and has no plural.`,
    (p) =>
      `Слова ${u(p.chosen)} в англійській немає: ${u(p.noun)} — незлічуваний іменник і форми множини не має (хоча українською тут може бути множина).`,
  ),
  'uncountable-quantifier-with-countable': {
    en: (p) =>
      `“${p.quantifier}” goes with uncountable nouns (money, milk, time), but the noun here is a countable plural, so we need “${p.answer}”.`,
    uk: (p) =>
      `«${p.quantifier}» уживаємо з незлічуваними іменниками (money, milk, time), а тут іменник злічуваний у множині, тому потрібно «${p.answer}».`,
  },
  'unless-for-if': t(
    (p) =>
      `${q(p.chosen)} means “if … not”, but the result (${q(p.result)}) follows when the condition does happen, so we need if.`,
    (p) =>
      `${u(p.chosen)} означає «якщо не», а наслідок (${u(p.result)}) настає саме тоді, коли умова виконується, тому потрібне if.`,
  ),
  'use-to-affirmative': t(
    (p) =>
      `${q(p.chosen)} is missing the d: in a positive sentence we write used to${/^used to$/.test(p.answer) ? '' : ` (${q(p.answer)})`}. Use to appears only after did or didn't.`,
    (p) =>
      `У ${u(p.chosen)} бракує літери d: у стверджувальному реченні пишемо used to${/^used to$/.test(p.answer) ? '' : ` (${u(p.answer)})`}. Use to буває лише після did чи didn't.`,
  ),
  'used-after-did': t(
    (p) =>
      `${q(p.chosen)} has a d too many: did already shows the past, so after did, didn't or Did…? it is use to: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} зайва літера d: did уже показує минулий час, тому після did, didn't чи Did…? пишемо use to: ${u(p.answer)}.`,
  ),
  'used-without-to': t(
    (p) => `${q(p.chosen)} is missing to: a past habit is used to + base form, ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to: про звичку в минулому кажемо used to + початкова форма — ${u(p.answer)}.`,
  ),
  'very-impossible': {
    en: (p) =>
      `“${p.chosen}” cannot be used in this pattern (${p.rule === 'rather-comparative' ? 'very does not go before a comparative' : 'it is not part of this fixed phrase'}). The right word is “${p.answer}”.`,
    uk: (p) =>
      `«${p.chosen}» тут не вживаємо (${p.rule === 'rather-comparative' ? 'перед вищим ступенем very не ставимо' : 'цей сталий вираз без very'}). Тут потрібно «${p.answer}».`,
  },
  'was-were-agreement': t(
    (p) =>
      `${q(p.chosen)} does not agree with ${q(p.subject)}: in the past, ${p.person} takes ${q(p.needed)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується з підметом ${u(p.subject)}: у минулому часі з підметами ${p.person} уживаємо ${u(p.needed)}.`,
  ),
  'where-for-non-place': t(
    (p) =>
      `${q(p.chosen)} refers only to places, and in ${q(p.head)} the word before the gap is not a place. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо лише після слова, що означає місце, а в ${u(p.head)} слово перед пропуском місця не означає. Тут потрібно ${u(p.answer)}.`,
  ),
  'which-for-person': t(
    (p) =>
      `${q(p.chosen)} is for things, and ${q(p.head)} is about a person. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо, коли йдеться про предмети, а в ${u(p.head)} ідеться про людину. Тут потрібно ${u(p.answer)}.`,
  ),
  'which-without-preposition': t(
    (p) =>
      `${q(p.chosen)} for a place needs a preposition (the house which I was born in); without one, we use ${q(p.answer)}.`,
    (p) =>
      `Коли ${u(p.chosen)} стосується місця, у реченні має бути прийменник (the house which I was born in); без прийменника вживаємо ${u(p.answer)}.`,
  ),
  'who-for-thing': t(
    (p) =>
      `${q(p.chosen)} is for people, and ${q(p.head)} is about a thing. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо, коли йдеться про людей, а в ${u(p.head)} ідеться не про людину. Тут потрібно ${u(p.answer)}.`,
  ),
  'who-for-whose': t(
    (p) =>
      `${q(p.chosen)} does not show whose something is. The noun after the gap belongs to the person (her bag, his father), so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не показує, чиє щось. А іменник після пропуску називає те, що належить цій людині (її сумка, його батько), тому потрібно ${u(p.answer)}.`,
  ),
  'who-takes-third-person': t(
    (p) =>
      `${q(p.chosen)} has no -s, but who as the subject takes the he/she form of the verb: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — без закінчення -s, а коли who — підмет, дієслово після нього має таку саму форму, як після he чи she: ${u(p.answer)}.`,
  ),
  'whole-without-determiner': t(
    (p) =>
      `${q(p.chosen)} must come after the, a or my (the whole day), so it cannot stand here. The right word is ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} ставимо лише після the, a чи my (the whole day), а тут їх немає. Тут потрібно ${u(p.answer)}.`,
  ),
  'whose-without-possession': t(
    (p) =>
      `${q(p.chosen)} means “of whom” and needs a noun after it for the thing that belongs to someone; here nothing is owned, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «чий», і після нього стоїть іменник — те, що комусь належить. Тут нічого нікому не належить, тому потрібно ${u(p.answer)}.`,
  ),
  'will-after-if': t(
    (p) =>
      `${q(p.chosen)} has will, but in the if-clause we talk about the future with the present simple: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а в частині з if про майбутнє кажемо в present simple: ${u(p.answer)}.`,
  ),
  'will-after-past-reporting': t(
    (p) =>
      `${q(p.chosen)} keeps will, but the reporting verb is in the past (said, wrote, promised), so will becomes would: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} залишилося will, а дієслово, яким передаємо чужі слова, стоїть у минулому часі (said, wrote, promised), тому will змінюється на would: ${u(p.answer)}.`,
  ),
  'will-after-wish': t(
    (p) => `${q(p.chosen)} has will, but a wish about now is followed by the past simple: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а коли після wish ідеться про теперішнє, дієслово стоїть у past simple: ${u(p.answer)}.`,
  ),
  'will-can': t(
    (p) =>
      `${q(p.chosen)} cannot follow will: two modals never stand together, so we say will be able to, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не може стояти після will: два модальні дієслова поспіль не вживаються, тому замість can кажемо be able to — ${u(p.answer)}.`,
  ),
  'will-in-second-conditional': t(
    (p) =>
      `${q(p.chosen)} has will, but the if-clause is in the past simple (an imagined situation), so the result needs would: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а в частині з if — past simple (уявна ситуація), тому в головній частині потрібне would: ${u(p.answer)}.`,
  ),
  'will-in-third-conditional': t(
    (p) => `${q(p.chosen)} has will, but an imagined past result takes would have: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а уявний наслідок у минулому виражаємо так: would have + третя форма — ${u(p.answer)}.`,
  ),
  'will-in-time-clause': t(
    (p) =>
      `${q(p.chosen)} has will, but after ${q(p.conj)} we talk about the future with the present simple: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а після ${u(p.conj)} про майбутнє кажемо в present simple: ${u(p.answer)}.`,
  ),
  'would-after-if': t(
    (p) =>
      /^had\b/i.test(p.answer)
        ? `${q(p.chosen)} puts would in the if-clause. Would never goes there: an imagined past takes the past perfect (had + past participle), ${q(p.answer)}.`
        : `${q(p.chosen)} puts would in the if-clause. Would never goes there: an imagined present or future takes the past simple, ${q(p.answer)}.`,
    (p) =>
      /^had\b/i.test(p.answer)
        ? `У ${u(p.chosen)} would стоїть у частині з if, а там його не буває: про уявне минуле кажемо в past perfect (had + третя форма) — ${u(p.answer)}.`
        : `У ${u(p.chosen)} would стоїть у частині з if, а там його не буває: про уявну ситуацію в теперішньому чи майбутньому кажемо в past simple — ${u(p.answer)}.`,
  ),
  'would-after-wish-past': t(
    (p) =>
      `${q(p.chosen)} has would, and wish + would is about a change we want in the future. A regret about ${q(p.marker)} takes had + past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть would, а wish + would — це про зміну, якої хочемо в майбутньому. Коли шкодуємо про минуле (${u(p.marker)}), кажемо had + третя форма: ${u(p.answer)}.`,
  ),
  'would-in-first-conditional': t(
    (p) =>
      `${q(p.chosen)} has would, but the if-clause is in the present (a real possibility), so the result takes will: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть would, а в частині з if — теперішній час (реальна можливість), тому в головній частині потрібне will: ${u(p.answer)}.`,
  ),
  'would-with-state': t(
    (p) =>
      `${q(p.chosen)} works only for repeated past actions; ${q(p.verb)} is a state, and past states take used to: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо лише для дій, що повторювалися в минулому, а ${u(p.verb)} — дієслово стану, і про стани в минулому кажемо з used to: ${u(p.answer)}.`,
  ),
  'wrong-auxiliary': t(
    (p) =>
      `${q(p.chosen)} changes the auxiliary. The question starts with ${q(p.aux)}, so the short answer repeats it: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — не те допоміжне дієслово. Питання починається з ${u(p.aux)}, тому в короткій відповіді повторюємо саме його: ${u(p.answer)}.`,
  ),
  'wrong-dependent-preposition': t(
    (p) =>
      p.kind === 'phrase'
        ? `${q(p.chosen)} does not go in this fixed phrase: we say ${q(p.head)}. Learn it as one chunk.`
        : `${q(p.head)} always goes with ${q(p.answer)}, not ${q(p.chosen)}. It is a fixed combination, so learn it as one chunk: ${p.head} ${p.answer}.`,
    (p) =>
      p.kind === 'phrase'
        ? `${u(p.chosen)} у цьому сталому виразі не вживаємо: кажемо ${u(p.head)}. Запам’ятайте цей вираз цілком.`
        : `Після ${u(p.head)} завжди стоїть прийменник ${u(p.answer)}, а не ${u(p.chosen)}. Це стале сполучення, тому запам’ятайте його цілком: «${p.head} ${p.answer}».`,
  ),
  'wrong-preposition-place': t(
    (p) => `${q(p.chosen)} does not go with ${q(p.phrase)}: English says ${q(`${p.answer} ${p.phrase}`)}.`,
    (p) =>
      `З ${u(p.phrase)} прийменник ${u(p.chosen)} не вживаємо: англійською кажуть ${u(`${p.answer} ${p.phrase}`)}.`,
  ),
  'wrong-preposition-time': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.expression)}: ${TIME_CAT[p.category]?.en ?? 'this is a fixed pattern'}, so ${q(`${p.answer} ${p.expression}`)}.`,
    (p) =>
      `З ${u(p.expression)} прийменник ${u(p.chosen)} не вживаємо: ${TIME_CAT[p.category]?.uk ?? 'це сталий вираз'}, тому ${u(`${p.answer} ${p.expression}`)}.`,
  ),
  'yet-before-negative': t(
    (p) =>
      `${q(p.chosen)} goes at the end of the sentence; before hasn't or haven't we use still: ${q(p.answer)}.`,
    (p) => `${u(p.chosen)} ставимо в кінці речення, а перед hasn't чи haven't ставимо still: ${u(p.answer)}.`,
  ),
  'yet-in-positive': t(
    (p) =>
      `${q(p.chosen)} goes at the end of negatives and questions. In a positive sentence, between has/have and the participle, we use already.`,
    (p) =>
      `${u(p.chosen)} ставимо в кінці заперечень і питань. У стверджувальному реченні між has/have і третьою формою вживаємо already.`,
  ),
  // Modal section (must/can't/might, may/might, should/ought to, needn't have, had better).
  'cant-against-evidence': t(
    (p) =>
      `${q(p.chosen)} says we are sure it is not true, but ${q(p.evidence)} shows that it is, so we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «не може бути, щоб це було так». Але ${u(p.evidence)} показує, що так і є, тому потрібно ${u(p.answer)}.`,
  ),
  'certainty-against-doubt': t(
    (p) =>
      `${q(p.chosen)} says the speaker is sure, but ${q(cueWords(p.cue))} shows they are not sure, so we use ${q(p.answer)} for something that is only possible.`,
    (p) =>
      `${u(p.chosen)} означає, що мовець упевнений. Але ${u(cueWords(p.cue))} показує, що певності немає, тому для того, що лише можливо, потрібно ${u(p.answer)}.`,
  ),
  'dont-with-modal': t(
    (p) =>
      `${q(p.chosen)} is not English: a modal verb makes its negative itself, with not after it (${p.modal}n't), never with don't: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — так не кажуть: модальне дієслово утворює заперечення саме, з not після себе (${p.modal}n't), без don't: ${u(p.answer)}.`,
  ),
  'had-after-modal': t(
    (p) =>
      `${q(p.chosen)} has had, but after a modal verb the perfect is always have + past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть had, а після модального дієслова завжди буде have + третя форма: ${u(p.answer)}.`,
  ),
  'had-better-negative': t(
    (p) =>
      `${q(p.chosen)} is not how had better makes its negative: not goes after better, and then the base form: had better not + verb, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — так заперечення з had better не утворюють: not ставимо після better, а далі початкова форма — had better not + дієслово: ${u(p.answer)}.`,
  ),
  'had-better-tense': t(
    (p) =>
      `${q(p.chosen)} changes had, but had better is a fixed phrase: it is always had (or 'd), for every subject and even about now or the future: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} змінено had, але had better — сталий вираз: завжди had (або 'd), з будь-яким підметом і навіть коли йдеться про тепер чи майбутнє: ${u(p.answer)}.`,
  ),
  'must-against-evidence': t(
    (p) =>
      `${q(p.chosen)} would mean we are sure it is true, but ${q(p.evidence)} shows it is not, so we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б, що ми впевнені: так і є. Але ${u(p.evidence)} показує, що це не так, тому потрібно ${u(p.answer)}.`,
  ),
  'neednt-have-not-done': t(
    (p) =>
      `${q(p.chosen)} means it was done although it was not necessary, but ${q(p.cue)} shows it was not done at all, so we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає, що дію виконали, хоч у цьому не було потреби. Але ${u(p.cue)} показує, що її зовсім не виконували, тому потрібно ${u(p.answer)}.`,
  ),
  'ought-without-to': t(
    (p) => `${q(p.chosen)} is missing to: we always say ought to + the base form: ${q(p.answer)}.`,
    (p) => `У ${u(p.chosen)} бракує to: завжди кажемо ought to + початкова форма: ${u(p.answer)}.`,
  ),
  'past-after-modal-have': t(
    (p) =>
      `${q(p.chosen)} has ${q(p.past)}, the past simple, after have; after modal + have we need the past participle (third form), ${q(p.participle)}: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після have стоїть друга форма ${u(p.past)}, а після модального дієслова й have потрібна третя форма — ${u(p.participle)}: ${u(p.answer)}.`,
  ),
  'possibility-against-certainty': t(
    (p) =>
      `${q(p.chosen)} says it is only possible, but ${q(p.cue)} shows the speaker is sure, so we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає, що це лише можливо. Але ${u(p.cue)} показує, що мовець упевнений, тому потрібно ${u(p.answer)}.`,
  ),
  'should-for-bad-idea': t(
    (p) =>
      `${q(p.chosen)} would advise doing it, but ${q(p.reason)} shows it is a bad idea, so the advice is negative: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} радить це зробити, але ${u(p.reason)} показує, що це погана ідея, тож порада заперечна: ${u(p.answer)}.`,
  ),
  'shouldnt-for-good-idea': t(
    (p) =>
      `${q(p.chosen)} would advise not doing it, but ${q(p.reason)} shows it is a good idea, so the advice is positive: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} радить цього не робити, але ${u(p.reason)} показує, що це добра ідея, тож порада стверджувальна: ${u(p.answer)}.`,
  ),
  // Mixed conditionals, it's time, wish + would (sections conditional / would).
  'mixed-past-result-for-now': t(
    (p) =>
      `${q(p.chosen)} is would have + past participle, a result in the past. ${q(p.marker)} puts the result in the present, so it takes would + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це would have + третя форма, тобто наслідок у минулому. А ${u(p.marker)} переносить наслідок у теперішнє, тому потрібне would + початкова форма: ${u(p.answer)}.`,
  ),
  'mixed-now-result-for-past': t(
    (p) =>
      `${q(p.chosen)} is would + base form, a result now. ${q(p.marker)} puts the result in the past, so it takes would have + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це would + початкова форма, тобто наслідок у теперішньому. А ${u(p.marker)} відносить наслідок у минуле, тому потрібне would have + третя форма: ${u(p.answer)}.`,
  ),
  'will-in-mixed-conditional': t(
    (p) =>
      `${q(p.chosen)} has will, which is for a real future. The if-clause is imagined (it did not happen or is not true), so the result takes would: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а will — про реальне майбутнє. Умова тут уявна (цього не сталося або це неправда), тому в головній частині потрібне would: ${u(p.answer)}.`,
  ),
  'will-after-its-time': t(
    (p) =>
      `${q(p.chosen)} has will, but after it's time + a subject the verb is in the past simple, although we mean now: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а після it's time з підметом дієслово стоїть у past simple, хоч ідеться про теперішнє: ${u(p.answer)}.`,
  ),
  'ing-after-its-time': t(
    (p) =>
      /^to /.test(p.answer)
        ? `${q(p.chosen)} is the -ing form, but it's time (for someone) is followed by to + base form: ${q(p.answer)}.`
        : `${q(p.chosen)} is the -ing form with no be, so it is not a verb form here. After it's time + a subject we use the past simple: ${q(p.answer)}.`,
    (p) =>
      /^to /.test(p.answer)
        ? `${u(p.chosen)} — форма на -ing, а після it's time (for someone) ставимо to + початкова форма: ${u(p.answer)}.`
        : `${u(p.chosen)} — форма на -ing без be, тож присудком вона бути не може. Після it's time з підметом потрібен past simple: ${u(p.answer)}.`,
  ),
  'past-after-time-to': t(
    (p) =>
      `${q(p.chosen)} is the past simple, which follows it's time only with a subject (it's time we went). Here there is no subject after time, so it takes to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — past simple, а він стоїть після it's time лише тоді, коли є підмет (it's time we went). Тут підмета після time немає, тому потрібно to + початкова форма: ${u(p.answer)}.`,
  ),
  'to-after-its-time-subject': t(
    (p) =>
      `${q(p.chosen)} is to + base form, but after it's time + a subject (we, you, she…) the verb is in the past simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це to + початкова форма, а коли після it's time стоїть підмет (we, you, she…), дієслово має бути в past simple: ${u(p.answer)}.`,
  ),
  'will-after-wish-would': t(
    (p) =>
      `${q(p.chosen)} has will, but after wish we use would when we want someone or something to change what they do: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а після wish, коли хочемо, щоб хтось (чи щось) змінив свою поведінку, ставимо would: ${u(p.answer)}.`,
  ),
  'present-after-wish-would': t(
    (p) =>
      `${q(p.chosen)} is in the present, but after wish a change we want in someone else's behaviour takes would + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а після wish, коли хочемо, щоб хтось інший поводився інакше, кажемо would + початкова форма: ${u(p.answer)}.`,
  ),
  'would-for-own-wish': t(
    (p) =>
      `${q(p.chosen)} has would, but wish + would is for other people's behaviour. About yourself and about states (be, have, know, can) we use the past simple: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть would, а wish + would — про поведінку інших. Про себе і про стани (be, have, know, can) кажемо в past simple: ${u(p.answer)}.`,
  ),
  // issue 16, verb / passive-voice / used-to topics (verbs-changing-meaning … phrasal-verbs)
  'ing-changes-meaning': t(
    (p) =>
      `${q(p.chosen)} gives ${p.verb} another meaning: ${p.verb} + -ing means that ${VERB_ING[p.verb]?.en ?? 'the action itself is meant'}. Here the sentence means that ${VERB_TO[p.verb]?.en ?? 'a purpose or a task is meant'}, so: ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} зміст був би інший: ${p.verb} + форма на -ing означає, що ${VERB_ING[p.verb]?.uk ?? 'ідеться про саму дію'}. А з речення видно, що ${VERB_TO[p.verb]?.uk ?? 'ідеться про мету чи справу'}, тому потрібне to + початкова форма: ${u(p.answer)}.`,
  ),
  'to-changes-meaning': t(
    (p) =>
      `${q(p.chosen)} gives ${p.verb} another meaning: ${p.verb} + to means that ${VERB_TO[p.verb]?.en ?? 'a purpose or a task is meant'}. Here the sentence means that ${VERB_ING[p.verb]?.en ?? 'the action itself is meant'}, so: ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} зміст був би інший: ${p.verb} + to означає, що ${VERB_TO[p.verb]?.uk ?? 'ідеться про мету чи справу'}. А з речення видно, що ${VERB_ING[p.verb]?.uk ?? 'ідеться про саму дію'}, тому потрібна форма на -ing: ${u(p.answer)}.`,
  ),
  'bare-after-meaning-verb': t(
    (p) =>
      `${q(p.chosen)} is the base form, which cannot follow ${p.verb} here: ${p.verb} takes either -ing or to + base form, and the meaning of this sentence needs ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, а одразу після ${p.verb} вона не стоїть: буває або форма на -ing, або to + початкова форма, і зміст цього речення вимагає ${u(p.answer)}.`,
  ),
  'past-after-used-to-preposition': t(
    (p) =>
      `${q(p.chosen)} is a past form. In get used to and be used to, to is a preposition, so the verb after it takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — друга форма (минулий час). У get used to і be used to слово to — прийменник, тому дієслово після нього має форму на -ing: ${u(p.answer)}.`,
  ),
  'wrong-get-form': t(
    (p) =>
      `${q(p.chosen)} is the wrong form of get here: ${GET_SLOT[p.slot]?.en ?? 'the words before the gap decide the form'}, so ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — не та форма get: ${GET_SLOT[p.slot]?.uk ?? 'форму підказують слова перед пропуском'}. Тут потрібно ${u(p.answer)}.`,
  ),
  'to-after-get-thing': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, as if ${q(p.object)} did the job itself. Someone else does it for us, so get + object is followed by the past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to: так виходить, ніби річ (${u(p.object)}) сама виконує роботу. Але роботу для нас робить хтось інший, тому після get і додатка стоїть третя форма: ${u(p.answer)}.`,
  ),
  'ing-after-get-thing': t(
    (p) =>
      `${q(p.chosen)} is an -ing form. When someone does a job on ${q(p.object)} for us, get + object is followed by the past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing. Коли з річчю (${u(p.object)}) для нас щось робить хтось інший, після get і додатка стоїть третя форма: ${u(p.answer)}.`,
  ),
  'past-after-get-thing': t(
    (p) =>
      `${q(p.chosen)} is the past simple. In get something done the last verb is the past participle, ${q(p.participle)}.`,
    (p) =>
      `${u(p.chosen)} — друга форма (past simple), а в конструкції get something done останнє дієслово стоїть у третій формі: ${u(p.participle)}.`,
  ),
  'participle-after-get-person': t(
    (p) =>
      `${q(p.chosen)} is a past participle, which would mean something is done to ${q(p.object)}. Here ${q(p.object)} does the job: get + person + to + base form, ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — третя форма: так виходить, ніби щось роблять із самою людиною (${u(p.object)}). Але тут ця людина сама виконує роботу, а це get + людина + to + початкова форма: ${u(p.answer)}.`,
  ),
  'base-after-get-person': t(
    (p) =>
      `${q(p.chosen)} has no to. After get + person (${q(p.object)}) the verb takes to: ${q(p.answer)}. Only have someone do goes without to.`,
    (p) =>
      `У ${u(p.chosen)} бракує to. Після get і людини (${u(p.object)}) дієслово стоїть з to: ${u(p.answer)}. Без to буває лише have someone do.`,
  ),
  'active-for-get-passive': t(
    (p) =>
      `${q(p.chosen)} is active, as if ${q(p.subject)} did the action. But it happened to ${q(p.subject)}, so we need the passive with get (get + past participle): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — активний стан: так виходить, ніби підмет (${u(p.subject)}) сам виконує дію. Але дія сталася з підметом, тому потрібен пасивний стан із get: get + третя форма — ${u(p.answer)}.`,
  ),
  'past-for-participle-get-passive': t(
    (p) =>
      `${q(p.chosen)} uses the past simple after get; the passive with get takes the past participle, ${q(p.participle)}: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після get стоїть друга форма, а пасивний стан із get будуємо так: get + третя форма (${u(p.participle)}) — ${u(p.answer)}.`,
  ),
  'ing-for-participle-get-passive': t(
    (p) =>
      `${q(p.chosen)} has an -ing form after get; the passive with get takes the past participle, ${q(p.participle)}: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після get стоїть форма на -ing, а пасивний стан із get будуємо так: get + третя форма (${u(p.participle)}) — ${u(p.answer)}.`,
  ),
  'reporting-simple-for-past': t(
    (p) =>
      `${q(p.chosen)} puts the action at the same time as the reporting (now), but ${q(p.marker)} puts it in the past, so we need the perfect infinitive: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} показує дію, одночасну з тим, що про неї кажуть (тепер), а ${u(p.marker)} відносить її в минуле, тому потрібен перфектний інфінітив (to have + третя форма): ${u(p.answer)}.`,
  ),
  'reporting-perfect-for-present': t(
    (p) =>
      `${q(p.chosen)} puts the state in the past, but ${q(p.marker)} says it is true now, so we need the simple infinitive: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} відносить стан у минуле, а ${u(p.marker)} показує, що це правда й тепер, тому потрібен простий інфінітив (to + початкова форма): ${u(p.answer)}.`,
  ),
  'reporting-active-for-passive': t(
    (p) =>
      `${q(p.chosen)} is active, as if ${q(p.subject)} did the action. It was done to ${q(p.subject)}, so we need the passive perfect infinitive: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — активний стан: так виходить, ніби підмет (${u(p.subject)}) сам виконав дію. Але дію виконали над підметом, тому потрібен пасивний перфектний інфінітив (to have been + третя форма): ${u(p.answer)}.`,
  ),
  'reporting-passive-for-active': t(
    (p) =>
      `${q(p.chosen)} is passive, as if something was done to ${q(p.subject)}. But ${q(p.subject)} did the action, and the verb has its own object, so: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — пасивний стан: так виходить, ніби щось зробили з підметом (${u(p.subject)}). Але дію виконав сам підмет, і в дієслова є свій додаток, тому: ${u(p.answer)}.`,
  ),
  'reporting-that-after-subject': t(
    (p) =>
      `${q(p.chosen)} cannot follow is said / is thought when the subject is ${q(p.subject)}: a that-clause goes after It is said. With a person or thing as subject we use to + infinitive: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} після is said / is thought не ставимо, коли підмет — ${u(p.subject)}: підрядне з that буває після It is said. Коли підмет — людина чи річ, уживаємо інфінітив із to: ${u(p.answer)}.`,
  ),
  'reporting-infinitive-after-it': t(
    (p) =>
      `${q(p.chosen)} cannot follow It is said / It is believed: after It + passive reporting verb comes a that-clause with its own subject and verb, so ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} після It is said / It is believed не вживаємо: після It і пасивного дієслова мовлення чи думки йде підрядне речення з that, у якому є свій підмет і присудок, тому ${u(p.answer)}.`,
  ),
  'wrong-particle': t(
    (p) => {
      const chosen = PHRASAL[`${p.verb} ${p.chosen}`];
      const right = PHRASAL[`${p.verb} ${p.answer}`];
      const why = chosen
        ? `${q(p.chosen)} makes ${q(`${p.verb} ${p.chosen}`)}, which means “${chosen.en}”: not what the sentence says`
        : `${q(p.chosen)} makes ${q(`${p.verb} ${p.chosen}`)}, which is not the phrasal verb for this meaning`;
      return `${why}. Here we need ${q(`${p.verb} ${p.answer}`)}${right ? `, “${right.en}”` : ''}.`;
    },
    (p) => {
      const chosen = PHRASAL[`${p.verb} ${p.chosen}`];
      const right = PHRASAL[`${p.verb} ${p.answer}`];
      const why = chosen
        ? `З ${u(p.chosen)} виходить ${u(`${p.verb} ${p.chosen}`)}, а це означає «${chosen.uk}», тобто не те, про що йдеться в реченні`
        : `З ${u(p.chosen)} виходить ${u(`${p.verb} ${p.chosen}`)}, а такого значення це сполучення не має`;
      return `${why}. Тут потрібне ${u(`${p.verb} ${p.answer}`)}${right ? ` — «${right.uk}»` : ''}.`;
    },
  ),
  // Issue 16, tenses and reported speech (ttense): kept together so parallel additions merge cleanly.
  'continuous-for-result': t(
    (p) =>
      `${q(p.chosen)} is the continuous, which talks about the activity itself. ${q(p.cue)} is a result (how many, how much, all of it), so we need the perfect simple: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — тривалий час, він показує саму дію. А ${u(p.cue)} — це результат (скільки зроблено, що вже готове), тому потрібен perfect simple: ${u(p.answer)}.`,
  ),
  'simple-for-unfinished': t(
    (p) =>
      `${q(p.chosen)} is the perfect simple, which says the job is done. But ${q(p.cue)} shows it is not finished, so we need the continuous: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — perfect simple: така форма означає, що справу завершено. Але ${u(p.cue)} показує, що її ще не закінчено, тому потрібен тривалий час: ${u(p.answer)}.`,
  ),
  'present-perfect-for-past-moment': t(
    (p) =>
      `${q(p.chosen)} is the present perfect, which runs up to now. But ${q(p.cue)} sets the story in the past, so the activity runs up to that past moment: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — present perfect, він охоплює час до теперішнього моменту. Але ${u(p.cue)} переносить розповідь у минуле, тож дія тривала до того моменту в минулому: ${u(p.answer)}.`,
  ),
  'past-continuous-for-duration-before': t(
    (p) =>
      `${q(p.chosen)} only shows an action in progress at one moment. ${q(p.cue)} says how long it had already gone on by then, so we need the past perfect continuous: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} лише показує, що дія відбувалася в певний момент. А ${u(p.cue)} каже, скільки часу вона вже тривала до того моменту, тому потрібен past perfect continuous: ${u(p.answer)}.`,
  ),
  'future-continuous-for-duration': t(
    (p) =>
      `${q(p.chosen)} only shows an action in progress at a future moment. ${q(p.cue)} says how long it will have gone on by then, so we need will have been + -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} лише показує дію, що відбуватиметься в певний момент у майбутньому. А ${u(p.cue)} каже, скільки часу вона триватиме до того моменту, тому потрібно will have been + форма на -ing: ${u(p.answer)}.`,
  ),
  'future-perfect-for-moment': t(
    (p) =>
      `${q(p.chosen)} says the action will be over by then. But ${q(p.cue)} is a moment when it will still be going on, so we need will be + -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає, що на той час дію вже буде завершено. Але ${u(p.cue)} — момент, коли вона ще триватиме, тому потрібно will be + форма на -ing: ${u(p.answer)}.`,
  ),
  'perfect-continuous-at-moment': t(
    (p) =>
      `${q(p.chosen)} measures a period (for…, how long), but the sentence gives no period: ${q(p.cue)} is one moment when the action is in progress, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} вимірює тривалість (for…, how long), але в реченні її немає: ${u(p.cue)} — це момент, коли дія саме відбуватиметься, тому потрібно ${u(p.answer)}.`,
  ),
  'continuous-for-count-future': t(
    (p) =>
      `${q(p.chosen)} shows an activity in progress, but ${q(p.cue)} is a result that will be complete by then, so we need will have + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} показує дію в процесі, а ${u(p.cue)} — результат, який на той час уже буде готовий, тому потрібно will have + третя форма: ${u(p.answer)}.`,
  ),
  'present-perfect-for-future': t(
    (p) =>
      `${q(p.chosen)} is about the time up to now, but ${q(p.cue)} looks ahead to a moment in the future, so we need will have been + -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} стосується часу до теперішнього моменту, а ${u(p.cue)} вказує на момент у майбутньому, тому потрібно will have been + форма на -ing: ${u(p.answer)}.`,
  ),
  'question-order-in-reported-question': t(
    (p) =>
      `${q(p.chosen)} keeps question order (${q(p.aux)} before the subject). A reported question is no longer a question: subject + verb, as in a statement: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} залишився питальний порядок слів (${u(p.aux)} перед підметом). Непряме питання — вже не питання, тому порядок слів як у розповідному реченні (підмет + присудок): ${u(p.answer)}.`,
  ),
  'that-for-if': t(
    (p) =>
      `${q(p.chosen)} introduces a reported statement, but here we report a yes/no question (asked, wanted to know), and such a question is introduced by if or whether: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} вводить переказане твердження, а тут переказуємо загальне питання (asked, wanted to know), яке вводимо словом if або whether: ${u(p.answer)}.`,
  ),
  'wh-word-for-if': t(
    (p) =>
      `${q(p.chosen)} asks for a piece of information, but the original question was a yes/no question, so it is reported with if: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} питає про конкретну інформацію, а первісне питання було загальним (відповідь «так» чи «ні»), тому в непрямій мові його вводимо словом if: ${u(p.answer)}.`,
  ),
  'dont-after-to': t(
    (p) =>
      `${q(p.chosen)} puts don't after to. In a reported command the negative is not + to + base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після to стоїть don't. Заперечний наказ у непрямій мові будуємо так: not to + початкова форма — ${u(p.answer)}.`,
  ),
  'no-backshift-reported': t(
    (p) =>
      `${q(p.chosen)} keeps the tense of the words as they were said, but ${q(p.cue)} shows that situation is over now, so the reported words move one tense back: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} зберігає час прямої мови, але ${u(p.cue)} показує, що тієї ситуації вже немає, тому в непрямій мові час зсувається на крок у минуле: ${u(p.answer)}.`,
  ),
  'wrong-shift-reported': t(
    (p) =>
      `${q(p.chosen)} does not fit here: ${q(p.original)} in the words as they were said becomes ${q(p.needed)} when we report them at another time or place.`,
    (p) =>
      p.chosen === p.original
        ? `${u(p.chosen)} — так було в прямій мові. Коли переказуємо чужі слова пізніше чи в іншому місці, це слово стає ${u(p.needed)}.`
        : `${u(p.chosen)} тут не підходить: ${u(p.original)} із прямої мови, коли переказуємо чужі слова пізніше чи в іншому місці, стає ${u(p.needed)}.`,
  ),
  'wrong-preposition-movement': t(
    (p) =>
      `${q(p.chosen)} means ${MOVE[p.chosen]?.en ?? 'another direction'}, but here the movement is ${MOVE[p.answer]?.en ?? 'different'}: ${q(`${p.answer} ${p.phrase}`)}.`,
    (p) =>
      `${u(p.chosen)} означає ${MOVE[p.chosen]?.uk ?? 'інший напрямок'}, а тут рух ${MOVE[p.answer]?.uk ?? 'інший'}: ${u(`${p.answer} ${p.phrase}`)}.`,
  ),
  // Noun / basics / adjective topics of issue 16: kept together so parallel additions merge cleanly.
  'each-for-every': t(
    (p) =>
      `${q(p.chosen)} does not fit here: ${EACH_EVERY_REASON[p.reason]?.en ?? 'this phrase takes every'}, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${EACH_EVERY_REASON[p.reason]?.uk ?? 'у цьому звороті вживаємо every'}, тому потрібно ${u(p.answer)}.`,
  ),
  'every-for-each': t(
    (p) =>
      `${q(p.chosen)} does not fit here: ${EACH_EVERY_REASON[p.reason]?.en ?? 'this phrase takes each'}, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${EACH_EVERY_REASON[p.reason]?.uk ?? 'у цьому звороті вживаємо each'}, тому потрібно ${u(p.answer)}.`,
  ),
  'a-lot-of-after-word': t(
    (p) =>
      `${q(p.chosen)} cannot follow ${q(p.word)}: after ${p.word} we use much (uncountable) or many (countable plural), so ${q(`${p.word} ${p.answer}`)}.`,
    (p) =>
      `Після ${u(p.word)} не ставимо ${u(p.chosen)}: тут можливі лише much (з незлічуваними іменниками) або many (зі злічуваними в множині), тобто ${u(`${p.word} ${p.answer}`)}.`,
  ),
  'many-with-uncountable': t(
    (p) =>
      `${q(p.chosen)} goes with countable plurals (many books), but ${q(p.noun)} is uncountable, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо зі злічуваними іменниками у множині (many books), а ${u(p.noun)} — незлічуваний іменник, тому потрібно ${u(p.answer)}.`,
  ),
  'much-in-affirmative': t(
    (p) =>
      `${q(p.chosen)} sounds wrong in an ordinary positive sentence: in everyday English we say a lot of ${p.noun}, and keep much for negatives and questions (not much ${p.noun}, how much ${p.noun}?).`,
    (p) =>
      `${u(p.chosen)} у звичайному стверджувальному реченні звучить неприродно: у розмовній англійській кажуть «a lot of ${p.noun}», а much залишають для заперечень і питань (not much ${p.noun}, how much ${p.noun}?).`,
  ),
  'much-with-countable': t(
    (p) =>
      `${q(p.chosen)} goes with uncountable nouns (much time), but ${q(p.noun)} is a countable plural, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} уживаємо з незлічуваними іменниками (much time), а ${u(p.noun)} — злічуваний іменник у множині, тому потрібно ${u(p.answer)}.`,
  ),
  'wrong-partitive': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.noun)}: English never says ${q(`${p.chosen} of ${p.noun}`)}, but ${q(`${p.answer} of ${p.noun}`)}. Learn the pair as one phrase.`,
    (p) =>
      `${u(p.chosen)} з ${u(p.noun)} не поєднується: англійською не кажуть ${u(`${p.chosen} of ${p.noun}`)}, а кажуть ${u(`${p.answer} of ${p.noun}`)}. Запам’ятайте це сполучення цілком.`,
  ),
  'the-for-general': t(
    (p) =>
      `${q(p.chosen)} points to particular ${p.noun} that we both know, but the sentence speaks about ${p.noun} in general, so we use no article.`,
    (p) =>
      `Артикль ${u(p.chosen)} вказує на конкретні, відомі обом співрозмовникам речі, а в реченні йдеться про ${u(p.noun)} загалом, тому артикль не потрібен.`,
  ),
  'zero-for-specific': t(
    (p) =>
      `Without an article (${q(p.chosen)}) ${q(p.noun)} would mean ${p.noun} in general, but ${q(p.cue)} shows we mean particular ones, so we need ${q(p.answer)}.`,
    (p) =>
      `Без артикля (${u(p.chosen)}) ${u(p.noun)} означало б ці речі загалом, але ${u(p.cue)} показує, що йдеться про конкретні, тому потрібно ${u(p.answer)}.`,
  ),
  'the-for-purpose': t(
    (p) =>
      `${q(p.chosen)} would mean the building itself, but here the person goes there for its usual purpose (to study, to sleep, to work, to pray, as a prisoner), so we say ${p.place} with no article.`,
    (p) =>
      `З ${u(p.chosen)} ішлося б про саму будівлю, а тут людина перебуває там із тією метою, для якої це місце існує (вчитися, спати, працювати, молитися, відбувати покарання), тому кажемо ${u(p.place)} без артикля.`,
  ),
  'zero-for-building': t(
    (p) =>
      `Without the article (${q(p.chosen)}) we would mean going there for its usual purpose, but this person goes to the building for another reason (a visit, a meeting, repairs), so we need ${q(`${p.answer} ${p.place}`)}.`,
    (p) =>
      `Без артикля (${u(p.chosen)}) ішлося б про те, що людина перебуває там із звичною метою, а тут вона приходить до будівлі з іншою справою (відвідати, поговорити, щось полагодити), тому потрібно ${u(`${p.answer} ${p.place}`)}.`,
  ),
  'superlative-in-the-the': t(
    (p) =>
      `${q(p.chosen)} is a superlative, but the pattern “the …, the …” always takes comparatives (the more …, the better), so ${q(p.adjective)} becomes ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це найвищий ступінь, а в конструкції «the …, the …» завжди стоїть вищий ступінь (the more …, the better), тому від ${u(p.adjective)} потрібно ${u(p.answer)}.`,
  ),
  // Issue 16, n2 (comparative-modifiers, superlative-ever-present-perfect, whatever-whoever-wherever).
  'comparative-modifier-form': t(
    (p) =>
      `${q(p.chosen)} is wrong here: ${beforeComparative(p.chosen, p.comparative).en}. Before a comparative we use much, far, a lot, a bit, slightly or even: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить: ${beforeComparative(p.chosen, p.comparative).uk}. Перед вищим ступенем уживаємо much, far, a lot, a bit, slightly або even: ${u(p.answer)}.`,
  ),
  'double-comparative': t(
    (p) =>
      p.chosen.endsWith(`more ${p.comparative}`)
        ? `${q(p.chosen)} marks the comparative twice: ${q(p.comparative)} is already a comparative (it means “more …”), so more before it is wrong. We need ${q(p.answer)}.`
        : `${q(p.chosen)} would make “more ${p.comparative}”: ${q(p.comparative)} is already a comparative (it means “more …”), so a second more is wrong. We need ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} вищий ступінь позначено двічі: ${u(p.comparative)} — уже вищий ступінь (він і означає «більш …»), тому more перед ним зайве. Потрібно ${u(p.answer)}.`,
  ),
  'modifier-without-comparative': t(
    (p) =>
      `${q(p.chosen)} has the plain adjective ${q(p.adjective)}, but a comparison with than needs the comparative ${q(p.comparative)}. We need ${q(p.answer)}.`,
    (p) =>
      `${p.chosen === p.adjective ? `${u(p.chosen)} — прикметник у звичайній формі` : `У ${u(p.chosen)} прикметник ${u(p.adjective)} стоїть у звичайній формі`}, а порівняння з than вимагає вищого ступеня, тому потрібно ${u(p.answer)}.`,
  ),
  'modifier-size-mismatch': t(
    (p) =>
      p.given === 'small'
        ? `${q(p.chosen)} says the difference is small, but ${q(p.cue)} shows that it is big, so we need ${q(p.answer)}.`
        : `${q(p.chosen)} says the difference is big, but ${q(p.cue)} shows that it is small, so we need ${q(p.answer)}.`,
    (p) =>
      p.given === 'small'
        ? `${u(p.chosen)} означає, що різниця невелика, а ${u(p.cue)} показує, що вона велика, тому потрібно ${u(p.answer)}.`
        : `${u(p.chosen)} означає, що різниця велика, а ${u(p.cue)} показує, що вона невелика, тому потрібно ${u(p.answer)}.`,
  ),
  'not-nearly-form': t(
    (p) =>
      p.chosen.toLowerCase() === 'nearly not'
        ? `${q(p.chosen)} has the words in the wrong order: not comes first, not nearly as … as. We need ${q(p.answer)}.`
        : `${q(p.chosen)} does not go before as … as. To say that the difference is big, we put not nearly before as … as (isn’t nearly as good as): ${q(p.answer)}.`,
    (p) =>
      p.chosen.toLowerCase() === 'nearly not'
        ? `У ${u(p.chosen)} неправильний порядок слів: спершу not, потім nearly — not nearly as … as. Потрібно ${u(p.answer)}.`
        : `${u(p.chosen)} перед as … as не вживаємо. Щоб сказати, що різниця велика, перед as … as ставимо not nearly (isn’t nearly as good as): ${u(p.answer)}.`,
  ),
  'present-after-first-time': t(
    (p) =>
      `${q(p.chosen)} is a present tense, but after It’s the first (second, third…) time we use the present perfect, because we count the times up to now: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час. Українською кажемо «я тут уперше», але англійською після It’s the first (second, third…) time уживаємо present perfect, бо рахуємо, скільки разів це сталося досі: ${u(p.answer)}.`,
  ),
  'ever-word-mismatch': t(
    (p) =>
      `${q(p.chosen)} means “${EVER_MEANS[p.chosen.toLowerCase()]?.en ?? 'something else'}”, but here the gap stands for ${EVER_NEEDS[p.needed]?.en ?? 'something else'}. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає ${EVER_MEANS[p.chosen.toLowerCase()]?.uk ?? 'інше'}, а тут пропуск позначає ${EVER_NEEDS[p.needed]?.uk ?? 'інше'}. Тому потрібно ${u(p.answer)}.`,
  ),
  // Linking words, question words, relative clauses, inversion, clefts, participle clauses (issue 16, tlink).
  'cleft-it-needed': t(
    (p) =>
      `${q(p.chosen)} does not fit here. To pick out one part of a sentence we say It is / It was + that part + that/who …, so the sentence starts with ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} тут не підходить. Щоб виділити одну частину речення, кажемо It is / It was + ця частина + that/who …, тому речення починається з ${u(p.answer)}.`,
  ),
  'cleft-what-needed': t(
    (p) =>
      `A sentence like this cannot start with ${q(p.chosen)}. To save the important part for the end (What I need is a holiday), we start with ${q(p.answer)}, which means “the thing that”.`,
    (p) =>
      `Таке речення не може починатися з ${u(p.chosen)}. Щоб залишити головне на кінець (What I need is a holiday), його починаємо з ${u(p.answer)} — це означає «те, що».`,
  ),
  'inversion-missing': t(
    (p) =>
      `After ${q(p.adverbial)} at the start of a sentence, the word order is like in a question: the auxiliary comes before the subject. ${q(p.chosen)} keeps the normal order; we need ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.adverbial)} на початку речення порядок слів такий, як у питанні: допоміжне дієслово стоїть перед підметом. У ${u(p.chosen)} звичайний порядок, а потрібно ${u(p.answer)}.`,
  ),
  'inversion-not-needed': t(
    (p) =>
      `After ${q(p.opener)} the word order stays normal, with the subject first: this opening does not limit or deny the action, so it takes no question order. ${q(p.chosen)} is the question order; we need ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.opener)} порядок слів звичайний, підмет стоїть першим: цей вираз не заперечує й не обмежує дію, тому інверсії не потребує. ${u(p.chosen)} — це порядок слів питання, а потрібно ${u(p.answer)}.`,
  ),
  'inversion-tense-mismatch': t(
    (p) =>
      `The tense of ${q(p.chosen)} does not fit ${q(p.marker)}. After inversion the auxiliary keeps the tense of the sentence, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не узгоджується в часі з ${u(p.marker)}. В інверсії допоміжне дієслово стоїть у тому самому часі, що й решта речення, тому потрібно ${u(p.answer)}.`,
  ),
  'aux-before-wrong-form': t(
    (p) =>
      `${q(p.chosen)} does not go with ${q(p.form)} after the gap: do, does, did and modals such as will, can and would take the base form; have, has and had take the past participle. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не поєднується з ${u(p.form)} після пропуску: після do, does, did і модальних дієслів (will, can, would) стоїть початкова форма, після have, has, had — третя форма. Тому потрібно ${u(p.answer)}.`,
  ),
  'linker-form-mismatch': t(
    (p) =>
      `${q(p.chosen)} needs ${LINK_NEEDS[p.needs]?.en ?? 'another kind of phrase'} after it, but here ${LINK_FOLLOWS[p.follows]?.en ?? 'something else'} follows. So the right word is ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.chosen)} має стояти ${LINK_NEEDS[p.needs]?.uk ?? 'інша конструкція'}, а тут після пропуску ${LINK_FOLLOWS[p.follows]?.uk ?? 'щось інше'}. Тому потрібно ${u(p.answer)}.`,
  ),
  'linker-meaning-mismatch': t(
    (p) =>
      `${q(p.chosen)} ${LINK_MEANING[p.given]?.en ?? 'has another meaning'}, but here ${LINK_NEEDED[p.needed]?.en ?? 'the sentence needs another link'}. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} ${LINK_MEANING[p.given]?.uk ?? 'має інше значення'}, а тут ${LINK_NEEDED[p.needed]?.uk ?? 'потрібен інший зв’язок'}. Тому потрібно ${u(p.answer)}.`,
  ),
  'participle-active-for-passive': t(
    (p) =>
      `${q(p.chosen)} is active: it would mean that ${q(p.subject)} does the action. Here the action is done to ${q(p.subject)}, so we need the past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — активна форма: виходило б, що дію виконує сам підмет ${u(p.subject)}. А тут дію виконують над ним, тому потрібна пасивна форма (з третьою формою дієслова): ${u(p.answer)}.`,
  ),
  'participle-passive-for-active': t(
    (p) =>
      `${q(p.chosen)} is passive (something done to ${q(p.subject)}), but here ${q(p.subject)} does the action, and its object follows the gap. So we need an active form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} має пасивне значення (дію виконують над підметом ${u(p.subject)}), а тут підмет сам виконує дію, і після пропуску стоїть додаток. Тому потрібна активна форма: ${u(p.answer)}.`,
  ),
  'participle-base-form': t(
    (p) =>
      `${q(p.chosen)} is the base form, and it cannot start a participle clause. We use -ing for an active action at the same time, the past participle for a passive one, having + past participle for an earlier one: here ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, з неї дієприслівниковий зворот не починається. Для одночасної активної дії беремо форму на -ing, для пасивної — третю форму, для попередньої — having + третя форма: тут ${u(p.answer)}.`,
  ),
  'participle-time-mismatch': t(
    (p) =>
      `${q(p.chosen)} shows an action finished before the main one, but ${q(p.marker)} shows that the two happen at the same time. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} показує дію, що закінчилася раніше за головну, а ${u(p.marker)} показує, що обидві дії відбуваються одночасно. Тому потрібно ${u(p.answer)}.`,
  ),
  'question-word-mismatch': t(
    (p) =>
      `${q(p.chosen)} asks about ${ASKS[p.asks]?.en ?? 'something else'}, but the reply is about ${ASKS[p.needed]?.en ?? 'something else'}. So the question needs ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} питає про ${ASKS[p.asks]?.uk ?? 'щось інше'}, а відповідь — про ${ASKS[p.needed]?.uk ?? 'щось інше'}. Тому в питанні потрібно ${u(p.answer)}.`,
  ),
  'that-in-non-defining': t(
    (p) =>
      `${q(p.chosen)} cannot start a clause after a comma, one that adds extra information about ${q(p.head)}. After a comma we use who, which, whose or where: here ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не вживаємо в підрядному реченні після коми, яке лише додає відомості про ${u(p.head)}. Після коми вживаємо who, which, whose або where: тут ${u(p.answer)}.`,
  ),
  'what-as-relative': t(
    (p) =>
      `${q(p.chosen)} cannot follow a noun: it means “the thing that” and has no noun before it. After ${q(p.head)} we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «те, що» і не пояснює слів перед собою, тому після ${u(p.head)} його не ставимо: тут потрібно ${u(p.answer)}.`,
  ), // Issue 16, new-report (causative, verb + object + to, reporting verbs, subjunctive).
  'to-after-causative': t(
    (p) =>
      `${q(p.chosen)} has to, but after ${q(p.verb)} + a person the verb takes no to, only the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} зайве to: після ${u(p.verb)} і людини дієслово стоїть у початковій формі, без to — ${u(p.answer)}.`,
  ),
  'ing-after-causative': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after ${q(p.verb)} + a person the verb takes the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.verb)} і людини дієслово стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'past-after-causative': t(
    (p) =>
      `${q(p.chosen)} is the past simple. After ${q(p.verb)} + a person the second verb does not change for the past; only ${q(p.verb)} shows the tense: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — друга форма (past simple). Після ${u(p.verb)} і людини друге дієслово час не змінює: минуле показує лише ${u(p.verb)}, тому ${u(p.answer)}.`,
  ),
  'bare-after-passive-made': t(
    (p) =>
      `${q(p.chosen)} has no to. Make someone do takes no to, but in the passive (was made, were made) to comes back: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to. У make someone do частки to немає, але в пасивному стані (was made, were made) вона з’являється: ${u(p.answer)}.`,
  ),
  'ing-after-passive-made': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after was made / were made the verb takes to + the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після was made / were made дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'bare-after-verb-object': t(
    (p) =>
      `${q(p.chosen)} has no to. After ${q(p.verb)} + a person the verb takes to + the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує to. Після ${u(p.verb)} і людини дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'subject-pronoun-for-object': t(
    (p) =>
      `${q(p.chosen)} uses ${q(p.pronoun)}, a subject pronoun. After ${q('want')}, ${q('ask')} and similar verbs the person is an object, so we say ${q(p.object)}: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть ${u(p.pronoun)} — займенник у називному відмінку. Після want, ask та подібних дієслів людина — це додаток, тож потрібен об’єктний відмінок ${u(p.object)}: ${u(p.answer)}.`,
  ),
  'that-clause-after-want': t(
    (p) =>
      `${q(p.chosen)} is a that-clause, but ${q(p.verb)} is not followed by that + a clause. We say ${q(p.verb)} + person + to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — підрядне речення з that, а після ${u(p.verb)} його не вживаємо. Правильна будова: ${u(p.verb)} + людина + to + початкова форма — ${u(p.answer)}.`,
  ),
  'ing-after-verb-object': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after ${q(p.verb)} + a person the verb takes to + the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.verb)} і людини дієслово стоїть з to (to + початкова форма): ${u(p.answer)}.`,
  ),
  'bare-after-reporting-verb': t(
    (p) =>
      `${q(p.chosen)} is a bare base form, which cannot follow ${q(p.verb)}. Here the verb needs ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма без to, а після ${u(p.verb)} вона не вживається. Тут потрібно ${u(p.answer)}.`,
  ),
  'to-for-preposition-ing': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, but ${q(p.verb)} is followed by ${q(p.prep)} + -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а після ${u(p.verb)} вживаємо прийменник ${u(p.prep)} і форму на -ing: ${u(p.answer)}.`,
  ),
  'base-after-reporting-preposition': t(
    (p) =>
      `${q(p.chosen)} puts the base form after ${q(p.prep)}. A verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} після прийменника ${u(p.prep)} стоїть початкова форма, а після прийменника дієслово має форму на -ing: ${u(p.answer)}.`,
  ),
  'to-in-subjunctive': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, but after ${q(beforeThat(p.trigger))} + that + a subject the verb is the plain base form (or should + base form): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а після ${u(beforeThat(p.trigger))} + that + підмет дієслово стоїть у початковій формі (або should + початкова форма): ${u(p.answer)}.`,
  ),
  'ing-in-subjunctive': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, which cannot be the verb of the that-clause. After ${q(beforeThat(p.trigger))} + that the verb is the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, присудком підрядного речення вона бути не може. Після ${u(beforeThat(p.trigger))} + that дієслово стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'will-in-subjunctive': t(
    (p) =>
      `${q(p.chosen)} uses will, but after ${q(beforeThat(p.trigger))} + that we do not use will: the verb is the base form (or should + base form): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} містить will, а після ${u(beforeThat(p.trigger))} + that will не вживаємо: дієслово стоїть у початковій формі (або should + початкова форма) — ${u(p.answer)}.`,
  ),
  'past-in-subjunctive': t(
    (p) =>
      `${q(p.chosen)} is the past simple, but ${q(p.trigger)} is in the present and asks for something to happen, so the verb is the base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — друга форма (past simple), а ${u(p.trigger)} стоїть у теперішньому часі й вимагає, щоб щось відбулося, тому дієслово стоїть у початковій формі: ${u(p.answer)}.`,
  ),
  'suppose-without-d': t(
    (p) =>
      `${q(p.chosen)} has suppose without -d. The phrase is be supposed to, with the past participle supposed (we hear no d before to, but we write it): ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує -d: правильний зворот — be supposed to, із третьою формою supposed (перед to звук [d] майже не чути, але на письмі він є): ${u(p.answer)}.`,
  ),
  'supposed-without-be': t(
    (p) =>
      `${q(p.chosen)} has no be. Supposed to needs am / is / are or was / were before it: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} бракує be. Перед supposed to обов’язково стоїть am / is / are або was / were: ${u(p.answer)}.`,
  ),
  'supposing-for-supposed': t(
    (p) =>
      `${q(p.chosen)} uses supposing, an -ing form. For what is expected or arranged we say be supposed to, with the past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть supposing — форма на -ing. Коли йдеться про те, що від когось очікують чи що заплановано, кажемо be supposed to, із третьою формою: ${u(p.answer)}.`,
  ),
  'present-after-if-only': t(
    (p) =>
      `${q(p.chosen)} is in the present, but after if only the verb moves one step back: a wish about now (${q(p.cue)}) takes the past simple, and a wish about someone's annoying habit takes would: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — теперішній час, а після if only час зсувається на крок назад: бажання про теперішнє (${u(p.cue)}) — це past simple, а бажання, щоб хтось змінив дратівливу звичку, — would: ${u(p.answer)}.`,
  ),
  'would-after-if-only-state': t(
    (p) =>
      `${q(p.chosen)} has would, but if only + would is about someone else's behaviour we want to change. ${q(p.cue)} is a situation now, so it takes the past simple: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть would, а if only + would — про чужу поведінку, яку хочемо змінити. ${u(p.cue)} — це ситуація зараз, тому потрібен past simple: ${u(p.answer)}.`,
  ),
  'past-simple-after-if-only-regret': t(
    (p) =>
      `${q(p.chosen)} is the past simple, which after if only wishes about now. ${q(p.cue)} is already in the past, so a regret about it takes had + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — past simple, а після if only він означає бажання про теперішнє. ${u(p.cue)} — це вже минуле. Коли шкодуємо про минуле, кажемо had + третя форма: ${u(p.answer)}.`,
  ),
  'would-after-if-only-regret': t(
    (p) =>
      `${q(p.chosen)} has would, which wishes for a change from now on. ${q(p.cue)} is already in the past, so a regret about it takes had + past participle: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть would — так бажають змін надалі. А ${u(p.cue)} — це вже минуле. Коли шкодуємо про минуле, кажемо had + третя форма: ${u(p.answer)}.`,
  ),
  'will-after-if-only': t(
    (p) =>
      `${q(p.chosen)} has will, which is never used after if only. When someone's habit (${q(p.cue)}) annoys us and we want it to change, we say if only + would: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} стоїть will, а після if only will не вживаємо. Коли чиясь звичка (${u(p.cue)}) дратує і ми хочемо, щоб вона змінилася, кажемо if only + would: ${u(p.answer)}.`,
  ),
  // issue 16, new-c1: seem + (perfect) infinitive, might/must/can't have, need doing, be about to …
  'simple-infinitive-for-past': t(
    (p) =>
      `${q(p.chosen)} is to + base form, which says something is true now. ${q(p.marker)} puts it earlier than now, so we need to have + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це to + початкова форма, вона про те, що є зараз. А ${u(p.marker)} показує, що це сталося раніше, тому потрібно to have + третя форма: ${u(p.answer)}.`,
  ),
  'perfect-infinitive-for-now': t(
    (p) =>
      `${q(p.chosen)} is to have + past participle, which puts the action before now. ${q(p.marker)} says it is true now, so we need to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це to have + третя форма, вона про те, що сталося раніше. А ${u(p.marker)} показує, що йдеться про теперішнє, тому потрібно to + початкова форма: ${u(p.answer)}.`,
  ),
  'broken-infinitive': t(
    (p) =>
      `${q(p.chosen)} is not an infinitive: it is either to + base form (to leave) or to have + past participle (to have left), never to + -ing, to having or to have + base form. Here: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — такої форми інфінітива немає: буває або to + початкова форма (to leave), або to have + третя форма (to have left), але не to + форма на -ing, не to having і не to have + початкова форма. Тут: ${u(p.answer)}.`,
  ),
  'about-to-form': t(
    (p) =>
      /^to /.test(p.chosen)
        ? `${q(p.chosen)} has the -ing form after to, but be about to is followed by the base form: about ${p.answer}.`
        : `${q(p.chosen)} is missing to: we say be about to + base form: about ${p.answer}.`,
    (p) =>
      /^to /.test(p.chosen)
        ? `У ${u(p.chosen)} після to стоїть форма на -ing, а після be about to потрібна початкова форма: ${u(`about ${p.answer}`)}.`
        : `У ${u(p.chosen)} бракує to: кажемо be about to + початкова форма: ${u(`about ${p.answer}`)}.`,
  ),
  'point-of-form': t(
    (p) =>
      /^to /.test(p.chosen)
        ? `${q(p.chosen)} is not how the phrase goes: it is always on the point of, and of is followed by the -ing form: on the point ${p.answer}.`
        : `${q(p.chosen)} has the base form after of, but after a preposition like of the verb takes the -ing form: on the point ${p.answer}.`,
    (p) =>
      /^to /.test(p.chosen)
        ? `${u(p.chosen)} — так цей зворот не будують: він завжди on the point of, а після of дієслово стоїть у формі на -ing: ${u(`on the point ${p.answer}`)}.`
        : `У ${u(p.chosen)} після of стоїть початкова форма, а після прийменника of дієслово має бути у формі на -ing: ${u(`on the point ${p.answer}`)}.`,
  ),
  'due-to-form': t(
    (p) =>
      /^to /.test(p.chosen)
        ? `${q(p.chosen)} has the -ing form after to, but be due to (planned for a fixed time) is followed by the base form: due ${p.answer}.`
        : `${q(p.chosen)} is missing to: for a plan with a fixed time we say be due to + base form: due ${p.answer}.`,
    (p) =>
      /^to /.test(p.chosen)
        ? `У ${u(p.chosen)} після to стоїть форма на -ing, а після be due to (заплановано на певний час) потрібна початкова форма: ${u(`due ${p.answer}`)}.`
        : `У ${u(p.chosen)} бракує to: про те, що заплановано на певний час, кажемо be due to + початкова форма: ${u(`due ${p.answer}`)}.`,
  ),
  'active-infinitive-after-need-thing': t(
    (p) =>
      `${q(p.chosen)} would mean that ${p.subject} does it itself. Something has to be done to ${p.subject}, so we use need + -ing or need to be + past participle: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означало б, що дію виконує сам підмет ${u(p.subject)}. А тут цю дію треба виконати над підметом, тому кажемо need + форма на -ing або need to be + третя форма: ${u(p.answer)}.`,
  ),
  'ing-after-need-person': t(
    (p) =>
      `${q(p.chosen)} is the -ing form, which after need says something is done to the subject. Here ${q(p.subject)} has to do it, so we use need to + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після need вона означає, що щось роблять із самим підметом. Тут підмет ${u(p.subject)} сам має це зробити, тому кажемо need to + початкова форма: ${u(p.answer)}.`,
  ),
  'bare-after-need': t(
    (p) =>
      `${q(p.chosen)} is the base form alone, but need is a main verb here: it takes to + base form, or -ing for a thing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — сама лише початкова форма, а need тут смислове дієслово: після нього to + початкова форма (або форма на -ing, коли йдеться про річ): ${u(p.answer)}.`,
  ),
  'to-after-would-rather-subject': t(
    (p) =>
      `${q(p.chosen)} has to, but after would rather + another person (${p.subject}) the verb has no to: it is in the past simple for now or later, in the past perfect for the past: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} зайве to: після would rather та іншої людини (${u(p.subject)}) to не ставимо, а дієслово стоїть у past simple (про тепер чи потім) або в past perfect (про минуле): ${u(p.answer)}.`,
  ),
  'would-rather-subject-form': t(
    (p) =>
      `${q(p.chosen)} is not the form that follows would rather + another person (${p.subject}): we use the past simple for now or later (I'd rather you went) and the past perfect for the past (I'd rather you had gone): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — не та форма, що стоїть після would rather та іншої людини (${u(p.subject)}): про тепер чи потім кажемо past simple (I'd rather you went), про минуле — past perfect (I'd rather you had gone): ${u(p.answer)}.`,
  ),
  'would-rather-same-form': t(
    (p) =>
      `${q(p.chosen)} is not the form that follows would rather when the subject is the same person: it takes the base form, and the negative is not + base form: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — не та форма: коли підмет той самий, після would rather стоїть початкова форма, а заперечення — not + початкова форма: ${u(p.answer)}.`,
  ),
  'be-to-form': t(
    (p) =>
      `${q(p.chosen)} is not a form of be to: after be we need to + base form for a plan or an order (is to visit), or to have + past participle for a plan that did not happen (was to have visited): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} у звороті be to не вживаємо: після be ставимо to + початкова форма, коли йдеться про план чи розпорядження (is to visit), або to have + третя форма, коли план не здійснився (was to have visited): ${u(p.answer)}.`,
  ),
  'it-for-so': t(
    (p) =>
      `${q(p.chosen)} cannot stand for a whole answer: after think, hope, expect, suppose and be afraid a short answer uses so (yes) or not (no), never it: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не може замінити цілу відповідь: після think, hope, expect, suppose і be afraid у короткій відповіді кажемо so («так») або not («ні»), але не it: ${u(p.answer)}.`,
  ),
  'that-for-so': t(
    (p) =>
      `${q(p.chosen)} is not used in this short answer: after think, expect and suppose the word that stands for the whole yes-answer is so: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} у такій короткій відповіді не вживаємо: після think, expect і suppose цілу відповідь «так» заміняє so: ${u(p.answer)}.`,
  ),
  'not-for-yes': t(
    (p) =>
      `${q(p.chosen)} would make the answer no, but ${q(p.reason)} shows the speaker means yes, so the short answer takes so: ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} відповідь означала б «ні», а ${u(p.reason)} показує, що мовець має на увазі «так», тому потрібно so: ${u(p.answer)}.`,
  ),
  'so-for-no': t(
    (p) =>
      `${q(p.chosen)} would make the answer yes, but ${q(p.reason)} shows the speaker means no, so after hope and be afraid we use not: ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} відповідь означала б «так», а ${u(p.reason)} показує, що мовець має на увазі «ні», тому після hope і be afraid потрібно not: ${u(p.answer)}.`,
  ),
  'not-after-dont-think': t(
    (p) =>
      `${q(p.chosen)} after don't think makes a double negative. The not is already in don't, so the short answer is I don't think so: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} після don't think — це подвійне заперечення. Заперечення вже є в don't, тому коротка відповідь — I don't think so: ${u(p.answer)}.`,
  ),
  // Issue 16, new basics / noun / pronoun topics (articles-general-specific … each-other-reflexive).
  'most-of-before-bare-noun': t(
    (p) =>
      `${q(p.chosen)} needs the, my, these or a pronoun after it (most of the people, most of them). Before a plain noun like ${q(p.noun)}, which means people or things in general, we use ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.chosen)} має стояти the, my, these чи займенник (most of the people, most of them). Перед іменником без них, як-от ${u(p.noun)}, коли йдеться про людей чи речі загалом, уживаємо ${u(p.answer)}.`,
  ),
  'most-without-of': t(
    (p) =>
      `${q(p.chosen)} cannot stand right before ${q(p.det)}: when we mean a part of a group or thing we name (the …, my …, them, it), we need of: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не ставимо безпосередньо перед ${u(p.det)}: коли йдеться про частину конкретної групи чи речі (the …, my …, them, it), потрібне of: ${u(p.answer)}.`,
  ),
  'the-most-for-most': t(
    (p) =>
      `${q(p.chosen)} is the superlative (the most beautiful, the most money of all), but the sentence does not compare anything: it says “the biggest part” of ${q(p.noun)}, and for that we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — це найвищий ступінь (the most beautiful), але в реченні нічого не порівнюють: ідеться про більшість (${u(p.noun)}), а для цього вживаємо ${u(p.answer)}.`,
  ),
  'superlative-without-the': t(
    (p) =>
      `${q(p.chosen)} before ${q(p.adjective)} and a noun is a superlative without its article: the superlative of a long adjective is the most + adjective, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} перед ${u(p.adjective)} та іменником — це найвищий ступінь без артикля, а найвищий ступінь довгого прикметника будуємо так: the most + прикметник. Тому потрібно ${u(p.answer)}.`,
  ),
  'most-of-before-adjective': t(
    (p) =>
      `${q(p.chosen)} is for a part of a group (most of the people), and it cannot come before an adjective like ${q(p.adjective)}. Here the sentence compares, ${q(p.answer)} + adjective is the superlative.`,
    (p) =>
      `${u(p.chosen)} означає частину групи (most of the people) і не стоїть перед прикметником ${u(p.adjective)}. Тут ідеться про порівняння, а найвищий ступінь будуємо так: ${u(p.answer)} + прикметник.`,
  ),
  'none-before-noun': t(
    (p) =>
      `${q(p.chosen)} stands alone or before of (none of them, there is none left); it never comes straight before a noun like ${q(p.noun)}. Before a noun we say ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} стоїть окремо або перед of (none of them, there is none left), але ніколи безпосередньо перед іменником, як-от ${u(p.noun)}. Перед іменником кажемо ${u(p.answer)}.`,
  ),
  'no-without-noun': t(
    (p) =>
      `${q(p.chosen)} always needs a noun after it (no milk, no time). Here nothing follows, so we use the pronoun ${q(p.answer)}.`,
    (p) =>
      `Після ${u(p.chosen)} завжди має стояти іменник (no milk, no time). Тут іменника немає, тому вживаємо займенник ${u(p.answer)}.`,
  ),
  'no-before-of': t(
    (p) =>
      `${q(p.chosen)} cannot come before of: we say none of them, none of the students. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не ставимо перед of: кажемо none of them, none of the students. Тому потрібно ${u(p.answer)}.`,
  ),
  'any-without-negative': t(
    (p) =>
      `${q(p.chosen)} means “not one” only together with a negative verb (I don't have any). Here the verb is positive (${q(p.cue)}), so the negative word must be ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} має значення «жодного» лише із заперечним дієсловом (I don't have any). А тут дієслово стверджувальне (${u(p.cue)}), тому заперечення дає саме ${u(p.answer)}.`,
  ),
  'no-after-negative': t(
    (p) =>
      `The verb is already negative (${q(p.cue)}), and standard English does not add a second negative like ${q(p.chosen)}. After not we use ${q(p.answer)}.`,
    (p) =>
      `Дієслово вже заперечне (${u(p.cue)}), а в літературній англійській друге заперечення, як-от ${u(p.chosen)}, не додаємо. Після not уживаємо ${u(p.answer)}.`,
  ),
  'plural-in-compound-adjective': t(
    (p) =>
      `${q(p.chosen)} puts ${q(p.unit)} in the plural. A number + noun joined by hyphens before another noun works like an adjective, and adjectives have no plural: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} слово ${u(p.unit)} стоїть у множині. Число й іменник, з’єднані дефісом перед іншим іменником, стають прикметником, а прикметник форми множини не має: ${u(p.answer)}.`,
  ),
  'compound-without-noun': t(
    (p) =>
      `${q(p.chosen)} is a compound adjective: it needs a noun after it (a ten-minute walk, a five-year-old child). Here no noun follows, so we say the number with the plural ${q(p.unit)}: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — складений прикметник, після нього має стояти іменник (a ten-minute walk, a five-year-old child). Тут іменника немає, тому кажемо число з ${u(p.unit)} у множині: ${u(p.answer)}.`,
  ),
  'which-for-relative-adverb': t(
    (p) =>
      `${q(p.chosen)} would have to be the subject or the object of the clause after it, or come with a preposition (in which), but that clause is already complete. After ${q(p.head)} we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} мало б бути підметом чи додатком у підрядному реченні або стояти з прийменником (in which), а підрядне речення тут повне й без нього. Після ${u(p.head)} потрібно ${u(p.answer)}.`,
  ),
  'adverb-for-relative-pronoun': t(
    (p) =>
      `${q(p.chosen)} means “in/at/for which” and cannot be the subject or the object of a verb. Here the clause has no subject or object of its own, so after ${q(p.head)} we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «в/на/з якого» і не може бути підметом чи додатком. А тут у підрядному реченні бракує саме підмета чи додатка, тому після ${u(p.head)} потрібно ${u(p.answer)}.`,
  ),
  'wrong-relative-adverb': t(
    (p) =>
      `${q(p.chosen)} does not fit ${q(p.head)}: ${p.needs === 'place' ? 'it is a place, and for places we use where' : p.needs === 'time' ? 'it is a time, and for times we use when' : 'it is a reason, and after reason we use why'}. So we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не пасує до ${u(p.head)}: ${p.needs === 'place' ? 'це місце, а після назви місця вживаємо where' : p.needs === 'time' ? 'це час, а після слів про час уживаємо when' : 'це причина, а після reason уживаємо why'}. Тому потрібно ${u(p.answer)}.`,
  ),
  'relative-adverb-with-preposition': t(
    (p) =>
      `${q(p.chosen)} already contains the preposition (where = in which), and the clause ends with ${q(p.preposition)}. With the preposition at the end we use ${q(p.answer)}: ${p.head} ${p.answer} … ${p.preposition}.`,
    (p) =>
      `${u(p.chosen)} уже містить прийменник (where = in which), а підрядне речення закінчується на ${u(p.preposition)}. Коли прийменник стоїть у кінці, уживаємо ${u(p.answer)}: ${p.head} ${p.answer} … ${p.preposition}.`,
  ),
  'reflexive-for-each-other': t(
    (p) =>
      `${q(p.chosen)} would mean that each of ${q(p.subject)} does it to himself or herself. Here they do it to one another, so we need ${q(p.answer)}.`,
    (p) =>
      `З ${u(p.chosen)} виходило б, що кожен із них (${u(p.subject)}) робить це сам собі. А тут вони роблять це один одному, тому потрібно ${u(p.answer)}.`,
  ),
  'each-other-for-reflexive': t(
    (p) =>
      `${q(p.chosen)} means “one another”, but here each of ${q(p.subject)} does it to himself or herself, so we need the reflexive pronoun ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «один одного», а тут кожен із них (${u(p.subject)}) робить це сам із собою, тому потрібен зворотний займенник ${u(p.answer)}.`,
  ),
  'it-for-any-one': t(
    (p) =>
      `${q(p.chosen)} points back to one particular thing we already know. Here the sentence means any ${p.noun}, not a particular one, so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} вказує на конкретний предмет, про який уже йшлося. А тут ідеться про будь-який такий предмет (${u(p.noun)}), а не про певний, тому потрібно ${u(p.answer)}.`,
  ),
  // Issue 16, modal (n1): offers and suggestions, requests and permission, will/would for habits and guesses.
  'to-after-opener': t(
    (p) =>
      `${q(p.chosen)} has a to that does not belong here: after ${q(p.opener)} the verb follows directly, in the base form: ${q(p.answer)}.`,
    (p) =>
      `У ${u(p.chosen)} зайве to: після ${u(p.opener)} дієслово стоїть одразу, у початковій формі — ${u(p.answer)}.`,
  ),
  'ing-after-opener': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after ${q(p.opener)} the verb is in the base form: ${q(p.answer)}.${SUGGESTION_OPENER.test(p.opener) ? ' Only after How about / What about does it take -ing.' : ''}`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.opener)} дієслово стоїть у початковій формі: ${u(p.answer)}.${SUGGESTION_OPENER.test(p.opener) ? ' Форма на -ing потрібна лише після How about / What about.' : ''}`,
  ),
  'base-after-how-about': t(
    (p) =>
      `${q(p.chosen)} is the base form, but ${q(p.opener)} ends in the preposition about, and a verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — початкова форма, а ${u(p.opener)} закінчується прийменником about, і дієслово після прийменника має форму на -ing: ${u(p.answer)}.`,
  ),
  'to-after-how-about': t(
    (p) =>
      `${q(p.chosen)} is to + base form, but ${q(p.opener)} ends in the preposition about, and a verb after a preposition takes -ing: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а ${u(p.opener)} закінчується прийменником about, і дієслово після прийменника має форму на -ing: ${u(p.answer)}.`,
  ),
  'may-you-request': t(
    (p) =>
      `${q(p.chosen)} is not how we ask someone to do something: may asks permission for ourselves (May I …?), never a favour from the other person. To ask someone, we say ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} так не просять: may уживаємо, коли просимо дозволу для себе (May I …?), а не коли просимо співрозмовника щось зробити. Прохання до когось починаємо з ${u(p.answer)}.`,
  ),
  'do-with-modal-question': t(
    (p) =>
      `${q(p.chosen)} is not English: a modal verb such as ${p.modal} makes its question itself, by going before the subject, never with do: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — так не кажуть: модальне дієслово (${p.modal}) саме утворює питання, стаючи перед підметом, без do: ${u(p.answer)}.`,
  ),
  'could-in-permission-answer': t(
    (p) =>
      `${q(p.chosen)} does not answer a request for permission: could in the question only makes it polite, and the answer gives or refuses permission now, with can or can't: ${q(p.answer)}.`,
    (p) =>
      `У відповіді на прохання про дозвіл ${u(p.chosen)} не вживаємо: could у питанні лише робить його ввічливішим, а відповідаємо про «тут і зараз» — can (можна) чи can't (не можна): ${u(p.answer)}.`,
  ),
  'will-for-past-habit': t(
    (p) =>
      `${q(p.chosen)} describes what someone typically does now, but the sentence is about the past (${q(p.cue)}). For a repeated action in the past we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} описує те, що людина зазвичай робить тепер, а речення про минуле (${u(p.cue)}). Про дію, яка повторювалася в минулому, кажемо ${u(p.answer)}.`,
  ),
  'would-for-present-habit': t(
    (p) =>
      `${q(p.chosen)} describes a habit in the past, but the sentence is about now (${q(p.cue)}). For what someone typically does these days we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} описує звичку в минулому, а речення про теперішнє (${u(p.cue)}). Про те, що людина зазвичай робить тепер, кажемо ${u(p.answer)}.`,
  ),
  'can-for-assumption': t(
    (p) =>
      `${q(p.chosen)} says that something is possible in general, not what we believe is true in this one case. For a confident guess about now (${q(p.cue)}) we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає, що щось загалом можливе, а не що ми вважаємо правдою в цьому конкретному випадку. Коли впевнено здогадуємося про теперішнє (${u(p.cue)}), кажемо ${u(p.answer)}.`,
  ),
  'plural-possessive-for-singular': t(
    (p) =>
      `${q(p.chosen)} is the possessive of the plural, as if there were several owners. The sentence is about one ${p.owner}, so we add ’s to the singular: ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — присвійна форма множини, ніби власників кілька. А в реченні йдеться про одного власника (${u(p.owner)}), тому додаємо ’s до однини: ${u(p.answer)}.`,
  ),
  // Issue 16, would (g2): Would you mind if I opened … / Do you mind if I open …
  'ing-after-mind-if': t(
    (p) =>
      `${q(p.chosen)} is an -ing form, but after ${q(p.opener)} comes a clause with its own subject, and a subject needs a tense: ${/^Would/.test(p.opener) ? 'after Would you mind if the past simple' : 'after Do you mind if the present simple'}, ${q(p.answer)}. The -ing form follows mind only when there is no if: Would you mind opening …?`,
    (p) =>
      `${u(p.chosen)} — форма на -ing, а після ${u(p.opener)} іде підрядне речення зі своїм підметом, і дієслово має стояти в часі: ${/^Would/.test(p.opener) ? 'після Would you mind if — past simple' : 'після Do you mind if — present simple'}, ${u(p.answer)}. Форма на -ing стоїть одразу після mind, коли немає if: Would you mind opening …?`,
  ),
  'to-after-mind-if': t(
    (p) =>
      `${q(p.chosen)} is a to-infinitive, which cannot follow a subject: after ${q(p.opener)} the verb is in a tense (${/^Would/.test(p.opener) ? 'the past simple after Would you mind if' : 'the present simple after Do you mind if'}): ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} — інфінітив із to, а він не стоїть одразу після підмета: після ${u(p.opener)} дієслово має стояти в часі (${/^Would/.test(p.opener) ? 'після Would you mind if — past simple' : 'після Do you mind if — present simple'}): ${u(p.answer)}.`,
  ),
  // Issue 16, g4 (relative-pronouns … no-none-not-any grown toward 600).
  'which-for-whose': t(
    (p) =>
      `${q(p.chosen)} does not show whose something is. The noun after the gap belongs to what comes before it (${q(p.head)}), so we need ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} не показує, чиє щось. Іменник після пропуску належить тому, що назване перед ним (${u(p.head)}), тому потрібно ${u(p.answer)}.`,
  ),
  // Issue 16, h3 (some-any grown to 650+).
  'some-for-any-choice': t(
    (p) =>
      `${q(p.chosen)} means a certain amount or one thing we do not name. Here (${q(p.cue)}) the sentence means “it doesn’t matter which, every one will do”, and for that we use ${q(p.answer)}.`,
    (p) =>
      `${u(p.chosen)} означає «якась кількість» або «якийсь один, якого ми не називаємо». А тут (${u(p.cue)}) ідеться про «будь-який, неважливо який», і для цього вживаємо ${u(p.answer)}.`,
  ),
  'any-in-request': t(
    (p) =>
      `This is a request or an offer (${q(p.cue)}), and we expect the answer “yes”, so we use ${q(p.answer)}. ${q(p.chosen)} would sound as if we doubt there is any at all.`,
    (p) =>
      `Це прохання чи пропозиція (${u(p.cue)}), і ми очікуємо відповіді «так», тому вживаємо ${u(p.answer)}. ${u(p.chosen)} звучало б так, ніби ми сумніваємося, що це взагалі є.`,
  ),
};

/** What each preposition of movement means, for wrong-preposition-movement (issue 16, ttense). */
const MOVE: Record<string, { en: string; uk: string }> = {
  into: { en: 'from outside to inside', uk: '«усередину» (ззовні всередину)' },
  'out of': { en: 'from inside to outside', uk: '«назовні» (зсередини назовні)' },
  across: {
    en: 'from one side of a flat surface or a line to the other',
    uk: '«на інший бік» (поверхні чи лінії)',
  },
  along: {
    en: 'following a line, from one part of it to another',
    uk: '«уздовж» (по лінії, не перетинаючи її)',
  },
  through: {
    en: 'in at one side and out at the other of something that surrounds you',
    uk: '«крізь» (зайти з одного боку й вийти з іншого)',
  },
  over: { en: 'above something, or up and down the other side of it', uk: '«понад, через верх»' },
  under: { en: 'below something', uk: '«під» (нижче чогось)' },
  up: { en: 'to a higher place', uk: '«угору»' },
  down: { en: 'to a lower place', uk: '«униз»' },
  past: { en: 'going by something without stopping', uk: '«повз» (не зупиняючись)' },
  towards: {
    en: 'in the direction of something, not necessarily reaching it',
    uk: '«у напрямку до» (не обов’язково доходячи)',
  },
  onto: { en: 'to a position on a surface', uk: '«на поверхню»' },
  off: { en: 'away from a surface', uk: '«з поверхні»' },
};

// issue 16: meanings the templates above name (defined after TEMPLATES; read only when a template runs).
/** stop/remember/forget/regret/try + -ing: what the -ing form means ("… means that …"). */
const VERB_ING: Record<string, { en: string; uk: string }> = {
  stop: {
    en: 'the activity ends (it is given up or it finishes)',
    uk: 'дія припиняється (звичку кинули або дія закінчилася)',
  },
  remember: { en: 'you have a memory of something that happened', uk: 'людина пам’ятає те, що вже було' },
  forget: {
    en: 'you (never) lose the memory of something that happened',
    uk: 'людина (не) забуде того, що вже було',
  },
  regret: { en: 'you are sorry about something you did', uk: 'людина шкодує про те, що зробила' },
  try: { en: 'you do something as an experiment', uk: 'людина пробує щось як експеримент' },
};
/** stop/remember/forget/regret/try + to: what the to-infinitive means. */
const VERB_TO: Record<string, { en: string; uk: string }> = {
  stop: {
    en: 'someone stops in order to do something else',
    uk: 'людина зупиняється, щоб зробити щось інше',
  },
  remember: {
    en: 'someone does not forget a task they have to do',
    uk: 'людина не забуває зробити те, що треба',
  },
  forget: {
    en: 'a task was not done because it slipped someone’s mind',
    uk: 'людина не зробила того, що треба, бо забула',
  },
  regret: { en: 'bad news is politely announced', uk: 'ввічливо й офіційно повідомляють погану новину' },
  try: {
    en: 'someone makes an effort to do something',
    uk: 'людина намагається щось зробити, докладає зусиль',
  },
};
/** What the gap before "used to" needs: the form of get. */
const GET_SLOT: Record<string, { en: string; uk: string }> = {
  base: {
    en: 'after will, to, can, can’t or do/does/did the verb is in the base form',
    uk: 'після will, to, can, can’t чи do/does/did дієслово стоїть у початковій формі',
  },
  ing: {
    en: 'after am/is/are or was/were (a process going on) we need the -ing form',
    uk: 'після am/is/are чи was/were (процес триває) потрібна форма на -ing',
  },
  past: {
    en: 'the sentence is about a finished past process, so we need the past simple',
    uk: 'ідеться про процес, який завершився в минулому, тому потрібен past simple',
  },
  participle: {
    en: 'after have/has (present perfect) we need the past participle',
    uk: 'після have/has (present perfect) потрібна третя форма',
  },
};
/** Phrasal verbs the phrasal-verbs topic offers, with what they mean. */
const PHRASAL: Record<string, { en: string; uk: string }> = {
  'look after': { en: 'take care of', uk: 'доглядати, піклуватися' },
  'look for': { en: 'try to find', uk: 'шукати' },
  'look up': {
    en: 'find information in a dictionary or online',
    uk: 'знайти інформацію в словнику чи в інтернеті',
  },
  'look forward': { en: 'wait for something with pleasure', uk: 'з радістю чекати' },
  'give up': { en: 'stop doing something or stop trying', uk: 'кинути, припинити робити; здатися' },
  'give back': { en: 'return something', uk: 'повернути' },
  'give away': { en: 'give something for free', uk: 'віддати безкоштовно' },
  'turn down': { en: 'refuse an offer; make quieter', uk: 'відхилити пропозицію; зробити тихіше' },
  'turn up': { en: 'make louder; arrive', uk: 'зробити гучніше; з’явитися' },
  'turn off': { en: 'switch off', uk: 'вимкнути' },
  'turn on': { en: 'switch on', uk: 'увімкнути' },
  'find out': { en: 'learn a fact', uk: 'дізнатися' },
  'put off': { en: 'postpone', uk: 'відкласти на пізніше' },
  'put on': { en: 'start wearing', uk: 'одягнути, вдягнути' },
  'put up': { en: 'tolerate (put up with); let someone stay', uk: 'терпіти (put up with); прихистити' },
  'put away': { en: 'put something where it is kept', uk: 'прибрати на місце' },
  'run out': { en: 'have none left (run out of)', uk: 'закінчитися (run out of — у когось закінчилося)' },
  'run into': { en: 'meet by chance', uk: 'випадково зустріти' },
  'get on': { en: 'have a good relationship (get on with)', uk: 'ладнати з кимось (get on with)' },
  'get over': { en: 'recover from', uk: 'оговтатися, одужати' },
  'get up': { en: 'get out of bed', uk: 'вставати з ліжка' },
  'get back': { en: 'return', uk: 'повернутися' },
  'take off': { en: 'leave the ground; remove clothes', uk: 'злетіти; зняти одяг' },
  'take up': { en: 'start a hobby', uk: 'почати займатися чимось' },
  'take after': {
    en: 'look or behave like an older relative',
    uk: 'бути схожим на когось зі старших родичів',
  },
  'carry on': { en: 'continue', uk: 'продовжувати' },
  'call back': { en: 'phone someone again', uk: 'передзвонити' },
  'call off': { en: 'cancel', uk: 'скасувати' },
  'pick up': { en: 'collect someone or something', uk: 'забрати, заїхати по когось' },
  'set up': { en: 'start a business or organisation', uk: 'заснувати, започаткувати' },
  'break down': { en: 'stop working (a machine)', uk: 'зламатися (про техніку)' },
  'break up': { en: 'end a relationship', uk: 'розійтися, розлучитися' },
  'come across': { en: 'find by chance', uk: 'випадково натрапити' },
  'fill in': { en: 'complete a form', uk: 'заповнити (бланк)' },
  'grow up': { en: 'become an adult', uk: 'вирости, подорослішати' },
  'bring up': { en: 'raise a child; mention', uk: 'виховувати; згадати' },
  'go off': { en: 'ring (an alarm); go bad (food)', uk: 'задзвонити (будильник); зіпсуватися (їжа)' },
  'hold on': { en: 'wait a moment', uk: 'зачекати хвилинку' },
  'work out': { en: 'do exercise; find the answer', uk: 'тренуватися; з’ясувати' },
  'wake up': { en: 'stop sleeping', uk: 'прокинутися' },
  'check in': { en: 'register at a hotel or airport', uk: 'зареєструватися (в готелі чи аеропорту)' },
  'check out': { en: 'leave a hotel after paying', uk: 'виписатися з готелю' },
  'show up': { en: 'arrive, appear', uk: 'з’явитися, прийти' },
  'throw away': { en: 'put in the bin', uk: 'викинути' },
  'try on': { en: 'put on clothes to see if they fit', uk: 'приміряти' },
  'go on': { en: 'continue', uk: 'продовжувати' },
  'let down': { en: 'disappoint', uk: 'підвести, розчарувати' },
  'blow out': { en: 'put out a flame by blowing', uk: 'задути (свічку, вогонь)' },
  'go up': { en: 'rise, become higher (prices)', uk: 'зрости, піднятися (про ціни)' },
  'hang up': { en: 'end a phone call', uk: 'покласти слухавку, завершити дзвінок' },
  'cut down': { en: 'have less of something (cut down on)', uk: 'зменшити, скоротити (cut down on)' },
  'set off': { en: 'start a journey', uk: 'вирушити в дорогу' },
  'nod off': { en: 'fall asleep without meaning to', uk: 'задрімати' },
  'switch on': { en: 'make a machine or light start working', uk: 'увімкнути' },
  'switch off': { en: 'make a machine or light stop working', uk: 'вимкнути' },
  'fall out': {
    en: 'stop being friends after an argument (fall out with)',
    uk: 'посваритися (fall out with)',
  },
  'look into': { en: 'examine, investigate', uk: 'розібратися, вивчити (питання)' },
  'point out': { en: 'show or tell someone something they missed', uk: 'вказати, звернути увагу' },
  'make up': { en: 'invent a story or excuse', uk: 'вигадати' },
  'clear up': { en: 'make a place tidy', uk: 'прибрати' },
  'calm down': { en: 'become less nervous or angry', uk: 'заспокоїтися' },
  'sign up': { en: 'join a course or activity', uk: 'записатися' },
  'sort out': { en: 'put in order; deal with', uk: 'розібрати, упорядкувати; владнати' },
  'warm up': { en: 'make food warm again', uk: 'розігріти' },
  'dress up': { en: 'put on a costume or special clothes', uk: 'вбратися, перевдягнутися' },
  'stay up': { en: 'not go to bed', uk: 'не лягати спати' },
  'think up': { en: 'invent an idea or a name', uk: 'придумати' },
  'write down': { en: 'write on paper so as not to forget', uk: 'записати' },
  'fill up': { en: 'make full', uk: 'заповнити вщерть, заправити' },
  'turn out': { en: 'prove to be in the end', uk: 'виявитися' },
  'hold up': { en: 'delay', uk: 'затримати' },
  'come up': { en: 'think of an idea (come up with)', uk: 'придумати (come up with)' },
  'save up': { en: 'keep money for something', uk: 'відкладати гроші, збирати' },
  'drop off': { en: 'take someone somewhere and leave them there', uk: 'підвезти й висадити' },
  'cheer up': { en: 'become happier', uk: 'повеселішати' },
  'leave out': { en: 'not include', uk: 'пропустити, не включити' },
  'take over': { en: 'take control of something', uk: 'перебрати (справу, керування)' },
  'pay back': { en: 'return money you owe', uk: 'повернути борг' },
  'get off': { en: 'leave a bus, train or plane', uk: 'вийти (з автобуса, поїзда)' },
  'hand in': { en: 'give work to the person who asked for it', uk: 'здати (роботу)' },
  'tidy up': { en: 'make a place neat', uk: 'прибрати' },
};
