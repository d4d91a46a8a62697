/**
 * The contracts' constants, with no schema and no zod: what the web needs at run time on screens that
 * never validate a payload (hub, demo, exercise, settings) imports from `@gapwise/contracts/constants`.
 * The schema modules import these from here, so each list is written once.
 */

/** The three topics a visitor can practise without signing in (the demo). */
export const DEMO_TOPIC_SLUGS = ['articles', 'countable-uncountable', 'do-does'] as const;

/** Topics whose per-answer ("smart") counts are kept (docs/product-rules.md#stars-and-scores). */
export const SMART_TOPIC_SLUGS = [
  'articles',
  'all-every-whole',
  'would-vs-used-to',
  'other-another-others',
  'quantifiers',
  'quite-rather',
  'do-does',
  'have-has',
  'mixed-prepositions',
  'prepositions-of-place',
  'prepositions-of-time',
  'there-is-there-are',
  'there-was-there-were',
  'this-that-these-those',
  'verb-to-be',
] as const;

/** Sections the lists leave out (they have their own screens). */
export const UNLISTED_SECTION_SLUGS = ['tutorial', 'playground'] as const;

/** The most topic records one merge (progress made before signing in, carried by a link) may carry. */
export const SECTION_RECORDS_MERGE_MAX = 500;

/** The two one-time plans (DECISIONS "Money"), served to the web app from here. */
export const PLANS = [
  { id: 'one-year-pass', price: 8, originalPrice: 18, currency: 'USD', days: 365, isPopular: false },
  { id: 'lifetime-pass', price: 14, originalPrice: 34, currency: 'USD', days: null, isPopular: true },
] as const;

/**
 * The 39 explanation languages (docs/product-rules.md#explanation-languages): code, English name, native
 * name.
 */
export const LANGUAGES = [
  ['en', 'English', 'English'],
  ['uk', 'Ukrainian', 'Українська'],
  ['be', 'Belarusian', 'Беларуская'],
  ['es', 'Spanish', 'Español'],
  ['fr', 'French', 'Français'],
  ['de', 'German', 'Deutsch'],
  ['it', 'Italian', 'Italiano'],
  ['pt', 'Portuguese', 'Português'],
  ['pl', 'Polish', 'Polski'],
  ['ro', 'Romanian', 'Română'],
  ['nl', 'Dutch', 'Nederlands'],
  ['sv', 'Swedish', 'Svenska'],
  ['da', 'Danish', 'Dansk'],
  ['fi', 'Finnish', 'Suomi'],
  ['no', 'Norwegian', 'Norsk'],
  ['cs', 'Czech', 'Čeština'],
  ['sk', 'Slovak', 'Slovenčina'],
  ['sl', 'Slovenian', 'Slovenščina'],
  ['hu', 'Hungarian', 'Magyar'],
  ['el', 'Greek', 'Ελληνικά'],
  ['bg', 'Bulgarian', 'Български'],
  ['hr', 'Croatian', 'Hrvatski'],
  ['lt', 'Lithuanian', 'Lietuvių'],
  ['lv', 'Latvian', 'Latviešu'],
  ['et', 'Estonian', 'Eesti'],
  ['mk', 'Macedonian', 'Македонски'],
  ['sr', 'Serbian', 'Српски'],
  ['tr', 'Turkish', 'Türkçe'],
  ['ka', 'Georgian', 'ქართული'],
  ['az', 'Azerbaijani', 'Azərbaycanca'],
  ['kk', 'Kazakh', 'Қазақша'],
  ['hy', 'Armenian', 'Հայերեն'],
  ['ar', 'Arabic', 'العربية'],
  ['zh', 'Chinese', '中文'],
  ['hi', 'Hindi', 'हिन्दी'],
  ['ja', 'Japanese', '日本語'],
  ['ko', 'Korean', '한국어'],
  ['vi', 'Vietnamese', 'Tiếng Việt'],
  ['id', 'Indonesian', 'Bahasa Indonesia'],
] as const;

export const FUNNEL_STEPS = [
  'visit',
  'signin-started',
  'signin-completed',
  'onboarding-completed',
  'exercise_finished',
  'checkout-opened',
  'paid',
] as const;

/** At most this many items in one review session. */
export const REVIEW_SESSION_MAX = 20;

/** At most this many anonymous mistakes merged at sign-in (the browser keeps the latest ones). */
export const REVIEW_MERGE_MAX = 100;
