/**
 * The curriculum map (issue 16): the units of a standard A1–C1 grammar course, each with the topics that
 * practise it. A unit with no topic is a gap, listed as one in docs/curriculum.md (written from this file by
 * `npm run content:curriculum`); the catalogue test fails on a topic no unit names or a slug that does not
 * exist, so the map and the catalogue cannot drift apart.
 */
import { tableRows } from './lexicon/table.ts';

export type Cefr = 'A1' | 'A2' | 'B1' | 'B2' | 'C1';

export interface CourseUnit {
  cefr: Cefr;
  unit: string;
  topics: string[];
}

const LEVELS: readonly Cefr[] = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** One unit a line, in course order: level | unit | the slugs of the topics that practise it. */
const UNITS = `
A1 | The verb be: am / is / are | verb-to-be be-negative be-questions
A1 | Articles a / an | a-an
A1 | Plural nouns | plural-nouns
A1 | This / that / these / those | this-that-these-those
A1 | Subject and object pronouns, possessives | subject-object-pronouns possessive-adjectives-pronouns possessive-s
A1 | Have got / have | have-got have-has
A1 | There is / there are | there-is-there-are there-was-there-were it-or-there
A1 | Present simple: forms, spelling, do / does | present-simple third-person-s-spelling do-does present-simple-negative present-simple-questions
A1 | Present continuous | present-continuous ing-form-spelling present-continuous-negative present-continuous-questions
A1 | Prepositions of place and time | prepositions-of-place prepositions-of-time
A1 | Question words | question-words
A1 | Can / can’t (ability) | modal-base-form
A2 | Was / were | was-were wasnt-werent was-were-questions am-is-are-or-was-were
A2 | Past simple: regular and irregular verbs | past-simple past-simple-spelling past-simple-negative past-simple-questions irregular-verbs-past irregular-verbs-a-b-b irregular-verbs-a-a-a was-were-or-did be-or-do
A2 | Countable and uncountable nouns; some / any; much / many / a lot of | countable-uncountable some-any quantifiers much-many-a-lot-of
A2 | Containers and pieces (a loaf of, a piece of) | partitives
A2 | Articles: a / an / the / no article | articles articles-with-place-names zero-article-transport-meals
A2 | Comparatives and superlatives | comparative-adjectives superlative-adjectives as-as
A2 | Future: going to and will | going-to going-to-negative-questions will-future will-negative
A2 | Should / ought to (advice) | should-ought-to
A2 | Requests, permission, offers and suggestions (can / could / may, shall, let’s) | can-could-requests-permission shall-offers-suggestions
A2 | Short answers and subject questions | short-answers subject-questions
A2 | Reflexive pronouns | reflexive-pronouns
A2 | Because / because of / so | because-because-of-so
A2 | Would like / would rather | would-like-would-rather
B1 | Past continuous; past simple or continuous | past-continuous past-simple-or-continuous past-continuous-negative-questions
B1 | Present perfect; been / gone; already / yet / still; since / for | present-perfect present-perfect-negative present-perfect-questions been-or-gone already-yet-still since-or-for irregular-past-participles irregular-verbs-a-b-c irregular-verbs-a-b-a
B1 | Present perfect or past simple | present-perfect-vs-past-simple
B1 | Comparative modifiers (much / far / a bit bigger); the best … I have ever … | comparative-modifiers superlative-ever-present-perfect
B1 | Present simple or continuous; action and state verbs | present-simple-vs-continuous action-and-stative-verbs
B1 | Future: present continuous for arrangements, time clauses, future continuous | present-continuous-for-future future-time-clauses future-continuous
B1 | Used to; be used to; get used to; would for past habits | used-to be-used-to-vs-used-to get-used-to would-vs-used-to
B1 | Zero, first and second conditional; unless | zero-conditional first-conditional second-conditional unless-or-if
B1 | Must / have to / mustn’t / don’t have to; be able to | have-to mustnt-or-dont-have-to be-able-to
B1 | Had better | had-better
B1 | Adjectives and adverbs; -ed / -ing adjectives; too / enough; so / such | adjectives-and-adverbs comparative-adverbs ed-ing-adjectives too-enough so-such quite-rather
B1 | Few / a few, little / a little; all / every / whole; each / every | few-little all-every-whole each-every
B1 | Other / another; one / ones; indefinite pronouns; both / either / neither | other-another-others one-ones indefinite-pronouns both-either-neither
B1 | Relative pronouns who / which / that / whose / where | relative-pronouns
B1 | The passive: present and past simple, future, with modals | passive-present-past-simple passive-future passive-with-modals
B1 | Verb + -ing or to-infinitive; gerund after prepositions | verb-ing-or-to-infinitive gerund-after-prepositions
B1 | Make or do; say or tell; tell / ask someone to do | make-or-do say-or-tell tell-ask-someone-to-do
B1 | Question tags; so do I / neither do I; indirect questions | question-tags so-do-i-neither-do-i indirect-questions
B1 | Purpose: to / in order to / so that | so-that-in-order-to
B1 | Phrasal verbs | phrasal-verbs
B1 | Prepositions after adjectives, verbs and nouns | dependent-prepositions mixed-prepositions
B1 | Prepositions of movement | prepositions-of-movement
B1 | Mixed tenses | mixed-tenses
B1 | Most / most of; no / none / not any; compound adjectives (a ten-minute walk) | most-most-of-the no-none-not-any compound-adjectives-numbers
B1 | Relative adverbs where / when / why; each other or -selves | relative-adverbs-where-when-why each-other-reflexive
B1 | Verb + object + to-infinitive; make / let / have + object + base form | verb-object-infinitive causative-make-let-have
B1 | Time linkers: by / until; during / for / while; as / like | by-until during-for-while as-like
B1 | Both … and, either … or, neither … nor, not only … but also | correlative-conjunctions
B2 | Past perfect; past perfect or past simple; past perfect continuous | past-perfect past-perfect-or-past-simple past-perfect-continuous
B2 | Present perfect continuous; simple or continuous | present-perfect-continuous present-perfect-continuous-questions present-perfect-simple-vs-continuous
B2 | Future perfect; future in the past; was going to | future-perfect future-in-the-past was-going-to
B2 | Third conditional | third-conditional
B2 | In case, as long as, provided; even though / even if | in-case-vs-if as-long-as-provided-that even-though-even-if
B2 | Be supposed to; be about to; need + -ing | be-supposed-to be-about-to need-doing
B2 | Mixed conditionals | mixed-conditionals
B2 | Wish and if only; it’s time | wish-past-simple wish-past-perfect wish-would if-only its-time
B2 | Would you mind | would-you-mind
B2 | Modals of deduction and possibility, present and past | must-cant-be-deduction may-might-possibility must-have-cant-have might-could-have-past
B2 | Should have / could have; needn’t have / didn’t need to | should-have-could-have neednt-have-didnt-need-to
B2 | The passive: continuous and perfect; with get | passive-present-continuous passive-present-perfect passive-with-get
B2 | Causative have / get something done | have-something-done get-something-done
B2 | Reported speech: questions and commands | reported-questions reported-commands
B2 | Reported statements and tense backshift; reporting verbs | reported-statements reported-speech-time-words reporting-verbs-patterns
B2 | Defining and non-defining relative clauses | defining-non-defining-relative-clauses
B2 | Although / despite / however | although-despite-however
B2 | Verbs whose meaning changes with -ing or to | verbs-changing-meaning
B2 | Articles: general and specific meaning; institutions | articles-general-specific articles-institutions
B2 | The … the … comparatives | the-the-comparatives
B2 | Order of adjectives | adjective-order
C1 | Future perfect continuous | future-perfect-continuous
C1 | Reporting verbs in the passive (it is said that, he is thought to) | passive-reporting-verbs
C1 | Participle clauses | participle-clauses
C1 | Inversion after negative adverbials | inversion-negative-adverbials
C1 | Cleft sentences | cleft-sentences
C1 | Whereas / while for contrast | whereas-while-contrast
C1 | Modal verbs: will / would for habits and assumptions | will-would-habits-assumptions
C1 | Whatever / whoever / wherever / whenever / however | whatever-whoever-wherever
C1 | Subjunctive and formal structures (I suggest he go, it is essential that) | subjunctive-formal
C1 | Ellipsis and substitution (so / not, do so) | ellipsis-substitution
C1 | Seem / appear / be said + perfect infinitive | perfect-infinitive-seem
C1 | Be to for plans and orders | be-to-formal
C1 | Would rather + another subject | would-rather-someone
`;

export const COURSE_UNITS: readonly CourseUnit[] = tableRows(UNITS).map((row) => {
  const [cefr = '', unit = '', topics = ''] = row;
  const level = LEVELS.find((l) => l === cefr);
  if (!level) throw new Error(`curriculum: no level in "${row.join(' | ')}"`);
  return { cefr: level, unit, topics: topics ? topics.split(' ') : [] };
});
