/**
 * The curriculum map (issue 16): the units of a standard A1–C1 grammar course, each with the topics that
 * practise it. A unit with no topic is a gap, listed as one in docs/curriculum.md (written from this file by
 * `npm run content:curriculum`); the catalogue test fails on a topic no unit names or a slug that does not
 * exist, so the map and the catalogue cannot drift apart.
 */
export type Cefr = 'A1' | 'A2' | 'B1' | 'B2' | 'C1';

export interface CourseUnit {
  cefr: Cefr;
  unit: string;
  topics: string[];
}

export const COURSE_UNITS: readonly CourseUnit[] = [
  // A1
  { cefr: 'A1', unit: 'The verb be: am / is / are', topics: ['verb-to-be', 'be-negative', 'be-questions'] },
  { cefr: 'A1', unit: 'Articles a / an', topics: ['a-an'] },
  { cefr: 'A1', unit: 'Plural nouns', topics: ['plural-nouns'] },
  { cefr: 'A1', unit: 'This / that / these / those', topics: ['this-that-these-those'] },
  {
    cefr: 'A1',
    unit: 'Subject and object pronouns, possessives',
    topics: ['subject-object-pronouns', 'possessive-adjectives-pronouns', 'possessive-s'],
  },
  { cefr: 'A1', unit: 'Have got / have', topics: ['have-got', 'have-has'] },
  {
    cefr: 'A1',
    unit: 'There is / there are',
    topics: ['there-is-there-are', 'there-was-there-were', 'it-or-there'],
  },
  {
    cefr: 'A1',
    unit: 'Present simple: forms, spelling, do / does',
    topics: [
      'present-simple',
      'third-person-s-spelling',
      'do-does',
      'present-simple-negative',
      'present-simple-questions',
    ],
  },
  {
    cefr: 'A1',
    unit: 'Present continuous',
    topics: [
      'present-continuous',
      'ing-form-spelling',
      'present-continuous-negative',
      'present-continuous-questions',
    ],
  },
  {
    cefr: 'A1',
    unit: 'Prepositions of place and time',
    topics: ['prepositions-of-place', 'prepositions-of-time'],
  },
  { cefr: 'A1', unit: 'Question words', topics: ['question-words'] },
  { cefr: 'A1', unit: 'Can / can’t (ability)', topics: ['modal-base-form'] },
  // A2
  {
    cefr: 'A2',
    unit: 'Was / were',
    topics: ['was-were', 'wasnt-werent', 'was-were-questions', 'am-is-are-or-was-were'],
  },
  {
    cefr: 'A2',
    unit: 'Past simple: regular and irregular verbs',
    topics: [
      'past-simple',
      'past-simple-spelling',
      'past-simple-negative',
      'past-simple-questions',
      'irregular-verbs-past',
      'irregular-verbs-a-b-b',
      'irregular-verbs-a-a-a',
      'was-were-or-did',
      'be-or-do',
    ],
  },
  {
    cefr: 'A2',
    unit: 'Countable and uncountable nouns; some / any; much / many / a lot of',
    topics: ['countable-uncountable', 'some-any', 'quantifiers', 'much-many-a-lot-of'],
  },
  { cefr: 'A2', unit: 'Containers and pieces (a loaf of, a piece of)', topics: ['partitives'] },
  {
    cefr: 'A2',
    unit: 'Articles: a / an / the / no article',
    topics: ['articles', 'articles-with-place-names', 'zero-article-transport-meals'],
  },
  {
    cefr: 'A2',
    unit: 'Comparatives and superlatives',
    topics: ['comparative-adjectives', 'superlative-adjectives', 'as-as'],
  },
  {
    cefr: 'A2',
    unit: 'Future: going to and will',
    topics: ['going-to', 'going-to-negative-questions', 'will-future', 'will-negative'],
  },
  { cefr: 'A2', unit: 'Should / ought to (advice)', topics: ['should-ought-to'] },
  {
    cefr: 'A2',
    unit: 'Requests, permission, offers and suggestions (can / could / may, shall, let’s)',
    topics: ['can-could-requests-permission', 'shall-offers-suggestions'],
  },
  { cefr: 'A2', unit: 'Short answers and subject questions', topics: ['short-answers', 'subject-questions'] },
  { cefr: 'A2', unit: 'Reflexive pronouns', topics: ['reflexive-pronouns'] },
  { cefr: 'A2', unit: 'Because / because of / so', topics: ['because-because-of-so'] },
  { cefr: 'A2', unit: 'Would like / would rather', topics: ['would-like-would-rather'] },
  // B1
  {
    cefr: 'B1',
    unit: 'Past continuous; past simple or continuous',
    topics: ['past-continuous', 'past-simple-or-continuous', 'past-continuous-negative-questions'],
  },
  {
    cefr: 'B1',
    unit: 'Present perfect; been / gone; already / yet / still; since / for',
    topics: [
      'present-perfect',
      'present-perfect-negative',
      'present-perfect-questions',
      'been-or-gone',
      'already-yet-still',
      'since-or-for',
      'irregular-past-participles',
      'irregular-verbs-a-b-c',
      'irregular-verbs-a-b-a',
    ],
  },
  { cefr: 'B1', unit: 'Present perfect or past simple', topics: ['present-perfect-vs-past-simple'] },
  {
    cefr: 'B1',
    unit: 'Comparative modifiers (much / far / a bit bigger); the best … I have ever …',
    topics: ['comparative-modifiers', 'superlative-ever-present-perfect'],
  },
  {
    cefr: 'B1',
    unit: 'Present simple or continuous; action and state verbs',
    topics: ['present-simple-vs-continuous', 'action-and-stative-verbs'],
  },
  {
    cefr: 'B1',
    unit: 'Future: present continuous for arrangements, time clauses, future continuous',
    topics: ['present-continuous-for-future', 'future-time-clauses', 'future-continuous'],
  },
  {
    cefr: 'B1',
    unit: 'Used to; be used to; get used to; would for past habits',
    topics: ['used-to', 'be-used-to-vs-used-to', 'get-used-to', 'would-vs-used-to'],
  },
  {
    cefr: 'B1',
    unit: 'Zero, first and second conditional; unless',
    topics: ['zero-conditional', 'first-conditional', 'second-conditional', 'unless-or-if'],
  },
  {
    cefr: 'B1',
    unit: 'Must / have to / mustn’t / don’t have to; be able to',
    topics: ['have-to', 'mustnt-or-dont-have-to', 'be-able-to'],
  },
  { cefr: 'B1', unit: 'Had better', topics: ['had-better'] },
  {
    cefr: 'B1',
    unit: 'Adjectives and adverbs; -ed / -ing adjectives; too / enough; so / such',
    topics: [
      'adjectives-and-adverbs',
      'comparative-adverbs',
      'ed-ing-adjectives',
      'too-enough',
      'so-such',
      'quite-rather',
    ],
  },
  {
    cefr: 'B1',
    unit: 'Few / a few, little / a little; all / every / whole; each / every',
    topics: ['few-little', 'all-every-whole', 'each-every'],
  },
  {
    cefr: 'B1',
    unit: 'Other / another; one / ones; indefinite pronouns; both / either / neither',
    topics: ['other-another-others', 'one-ones', 'indefinite-pronouns', 'both-either-neither'],
  },
  { cefr: 'B1', unit: 'Relative pronouns who / which / that / whose / where', topics: ['relative-pronouns'] },
  {
    cefr: 'B1',
    unit: 'The passive: present and past simple, future, with modals',
    topics: ['passive-present-past-simple', 'passive-future', 'passive-with-modals'],
  },
  {
    cefr: 'B1',
    unit: 'Verb + -ing or to-infinitive; gerund after prepositions',
    topics: ['verb-ing-or-to-infinitive', 'gerund-after-prepositions'],
  },
  {
    cefr: 'B1',
    unit: 'Make or do; say or tell; tell / ask someone to do',
    topics: ['make-or-do', 'say-or-tell', 'tell-ask-someone-to-do'],
  },
  {
    cefr: 'B1',
    unit: 'Question tags; so do I / neither do I; indirect questions',
    topics: ['question-tags', 'so-do-i-neither-do-i', 'indirect-questions'],
  },
  { cefr: 'B1', unit: 'Purpose: to / in order to / so that', topics: ['so-that-in-order-to'] },
  { cefr: 'B1', unit: 'Phrasal verbs', topics: ['phrasal-verbs'] },
  {
    cefr: 'B1',
    unit: 'Prepositions after adjectives, verbs and nouns',
    topics: ['dependent-prepositions', 'mixed-prepositions'],
  },
  { cefr: 'B1', unit: 'Prepositions of movement', topics: ['prepositions-of-movement'] },
  { cefr: 'B1', unit: 'Mixed tenses', topics: ['mixed-tenses'] },
  {
    cefr: 'B1',
    unit: 'Most / most of; no / none / not any; compound adjectives (a ten-minute walk)',
    topics: ['most-most-of-the', 'no-none-not-any', 'compound-adjectives-numbers'],
  },
  {
    cefr: 'B1',
    unit: 'Relative adverbs where / when / why; each other or -selves',
    topics: ['relative-adverbs-where-when-why', 'each-other-reflexive'],
  },
  {
    cefr: 'B1',
    unit: 'Verb + object + to-infinitive; make / let / have + object + base form',
    topics: ['verb-object-infinitive', 'causative-make-let-have'],
  },
  {
    cefr: 'B1',
    unit: 'Time linkers: by / until; during / for / while; as / like',
    topics: ['by-until', 'during-for-while', 'as-like'],
  },
  {
    cefr: 'B1',
    unit: 'Both … and, either … or, neither … nor, not only … but also',
    topics: ['correlative-conjunctions'],
  },
  // B2
  {
    cefr: 'B2',
    unit: 'Past perfect; past perfect or past simple; past perfect continuous',
    topics: ['past-perfect', 'past-perfect-or-past-simple', 'past-perfect-continuous'],
  },
  {
    cefr: 'B2',
    unit: 'Present perfect continuous; simple or continuous',
    topics: [
      'present-perfect-continuous',
      'present-perfect-continuous-questions',
      'present-perfect-simple-vs-continuous',
    ],
  },
  {
    cefr: 'B2',
    unit: 'Future perfect; future in the past; was going to',
    topics: ['future-perfect', 'future-in-the-past', 'was-going-to'],
  },
  { cefr: 'B2', unit: 'Third conditional', topics: ['third-conditional'] },
  {
    cefr: 'B2',
    unit: 'In case, as long as, provided; even though / even if',
    topics: ['in-case-vs-if', 'as-long-as-provided-that', 'even-though-even-if'],
  },
  {
    cefr: 'B2',
    unit: 'Be supposed to; be about to; need + -ing',
    topics: ['be-supposed-to', 'be-about-to', 'need-doing'],
  },
  { cefr: 'B2', unit: 'Mixed conditionals', topics: ['mixed-conditionals'] },
  {
    cefr: 'B2',
    unit: 'Wish and if only; it’s time',
    topics: ['wish-past-simple', 'wish-past-perfect', 'wish-would', 'if-only', 'its-time'],
  },
  { cefr: 'B2', unit: 'Would you mind', topics: ['would-you-mind'] },
  {
    cefr: 'B2',
    unit: 'Modals of deduction and possibility, present and past',
    topics: [
      'must-cant-be-deduction',
      'may-might-possibility',
      'must-have-cant-have',
      'might-could-have-past',
    ],
  },
  {
    cefr: 'B2',
    unit: 'Should have / could have; needn’t have / didn’t need to',
    topics: ['should-have-could-have', 'neednt-have-didnt-need-to'],
  },
  {
    cefr: 'B2',
    unit: 'The passive: continuous and perfect; with get',
    topics: ['passive-present-continuous', 'passive-present-perfect', 'passive-with-get'],
  },
  {
    cefr: 'B2',
    unit: 'Causative have / get something done',
    topics: ['have-something-done', 'get-something-done'],
  },
  {
    cefr: 'B2',
    unit: 'Reported speech: questions and commands',
    topics: ['reported-questions', 'reported-commands'],
  },
  {
    cefr: 'B2',
    unit: 'Reported statements and tense backshift; reporting verbs',
    topics: ['reported-statements', 'reported-speech-time-words', 'reporting-verbs-patterns'],
  },
  {
    cefr: 'B2',
    unit: 'Defining and non-defining relative clauses',
    topics: ['defining-non-defining-relative-clauses'],
  },
  { cefr: 'B2', unit: 'Although / despite / however', topics: ['although-despite-however'] },
  { cefr: 'B2', unit: 'Verbs whose meaning changes with -ing or to', topics: ['verbs-changing-meaning'] },
  {
    cefr: 'B2',
    unit: 'Articles: general and specific meaning; institutions',
    topics: ['articles-general-specific', 'articles-institutions'],
  },
  { cefr: 'B2', unit: 'The … the … comparatives', topics: ['the-the-comparatives'] },
  { cefr: 'B2', unit: 'Order of adjectives', topics: ['adjective-order'] },
  // C1
  { cefr: 'C1', unit: 'Future perfect continuous', topics: ['future-perfect-continuous'] },
  {
    cefr: 'C1',
    unit: 'Reporting verbs in the passive (it is said that, he is thought to)',
    topics: ['passive-reporting-verbs'],
  },
  { cefr: 'C1', unit: 'Participle clauses', topics: ['participle-clauses'] },
  { cefr: 'C1', unit: 'Inversion after negative adverbials', topics: ['inversion-negative-adverbials'] },
  { cefr: 'C1', unit: 'Cleft sentences', topics: ['cleft-sentences'] },
  { cefr: 'C1', unit: 'Whereas / while for contrast', topics: ['whereas-while-contrast'] },
  {
    cefr: 'C1',
    unit: 'Modal verbs: will / would for habits and assumptions',
    topics: ['will-would-habits-assumptions'],
  },
  {
    cefr: 'C1',
    unit: 'Whatever / whoever / wherever / whenever / however',
    topics: ['whatever-whoever-wherever'],
  },
  {
    cefr: 'C1',
    unit: 'Subjunctive and formal structures (I suggest he go, it is essential that)',
    topics: ['subjunctive-formal'],
  },
  { cefr: 'C1', unit: 'Ellipsis and substitution (so / not, do so)', topics: ['ellipsis-substitution'] },
  {
    cefr: 'C1',
    unit: 'Seem / appear / be said + perfect infinitive',
    topics: ['perfect-infinitive-seem'],
  },
  { cefr: 'C1', unit: 'Be to for plans and orders', topics: ['be-to-formal'] },
  { cefr: 'C1', unit: 'Would rather + another subject', topics: ['would-rather-someone'] },
];
