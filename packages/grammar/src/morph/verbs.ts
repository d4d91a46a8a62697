import irregularTable from 'english-verbs-irregular/dist/verbs.json' with { type: 'json' };

/**
 * Our own conjugator (no npm conjugator was fully right): regular spelling rules plus the table of
 * english-verbs-irregular, corrected where it is odd (bet → only "betted", slit → "slitted", the US
 * "gotten" listed first). UK spelling is the default (travelled); US forms are accepted variants, so a
 * variant is never offered as a wrong choice.
 */
const TABLE = irregularTable as unknown as Record<string, [string, string][]>;

/** Corrections and main-form choices: [past, participle] pairs, the first pair being the main form. */
const OVERRIDES: Record<string, [string, string][]> = {
  be: [
    ['was', 'been'],
    ['were', 'been'],
  ],
  get: [
    ['got', 'got'],
    ['got', 'gotten'],
  ],
  learn: [
    ['learnt', 'learnt'],
    ['learned', 'learned'],
  ],
  dream: [
    ['dreamt', 'dreamt'],
    ['dreamed', 'dreamed'],
  ],
  burn: [
    ['burnt', 'burnt'],
    ['burned', 'burned'],
  ],
  spell: [
    ['spelt', 'spelt'],
    ['spelled', 'spelled'],
  ],
  smell: [
    ['smelt', 'smelt'],
    ['smelled', 'smelled'],
  ],
  kneel: [
    ['knelt', 'knelt'],
    ['kneeled', 'kneeled'],
  ],
  dive: [
    ['dived', 'dived'],
    ['dove', 'dived'],
  ],
  prove: [
    ['proved', 'proved'],
    ['proved', 'proven'],
  ],
  show: [
    ['showed', 'shown'],
    ['showed', 'showed'],
  ],
  shine: [
    ['shone', 'shone'],
    ['shined', 'shined'],
  ],
  spit: [
    ['spat', 'spat'],
    ['spit', 'spit'],
  ],
  wake: [
    ['woke', 'woken'],
    ['waked', 'waked'],
  ],
  bet: [
    ['bet', 'bet'],
    ['betted', 'betted'],
  ],
  slit: [['slit', 'slit']],
  wet: [
    ['wet', 'wet'],
    ['wetted', 'wetted'],
  ],
  fit: [
    ['fitted', 'fitted'],
    ['fit', 'fit'],
  ],
  knit: [
    ['knitted', 'knitted'],
    ['knit', 'knit'],
  ],
  input: [
    ['input', 'input'],
    ['inputted', 'inputted'],
  ],
  benefit: [
    ['benefited', 'benefited'],
    ['benefitted', 'benefitted'],
  ],
  combat: [
    ['combated', 'combated'],
    ['combatted', 'combatted'],
  ],
  forecast: [
    ['forecast', 'forecast'],
    ['forecasted', 'forecasted'],
  ],
  thrive: [
    ['thrived', 'thrived'],
    ['throve', 'thriven'],
  ],
  stink: [
    ['stank', 'stunk'],
    ['stunk', 'stunk'],
  ],
  hang: [['hung', 'hung']],
  strike: [
    ['struck', 'struck'],
    ['struck', 'stricken'],
  ],
  bear: [
    ['bore', 'borne'],
    ['bore', 'born'],
  ],
  sweat: [
    ['sweated', 'sweated'],
    ['sweat', 'sweat'],
  ],
  focus: [
    ['focused', 'focused'],
    ['focussed', 'focussed'],
  ],
  worship: [
    ['worshipped', 'worshipped'],
    ['worshiped', 'worshiped'],
  ],
  program: [['programmed', 'programmed']],
};

/** Two-syllable verbs stressed on the last syllable double their final consonant (prefer → preferred). */
const DOUBLE_STRESSED = new Set(
  'prefer refer confer defer transfer deter incur occur admit commit permit submit omit emit transmit regret begin forget forbid control patrol upset equip compel expel propel rebel acquit outwit recur reset offset outbid abet embed excel repel dispel overlap unwrap unplug rebut befit'.split(
    ' ',
  ),
);

/** Verbs that double an unstressed final consonant all the same (UK; US "worshiped" is a variant). */
const DOUBLE_UNSTRESSED = new Set('worship kidnap handicap program input output format'.split(' '));

/** UK doubles a final -l after one vowel (travel → travelled); US does not (traveled): both accepted. */
const UK_DOUBLE_L = new Set(
  'travel cancel label model signal level marvel quarrel fuel dial total counsel channel tunnel pedal shovel snorkel funnel grovel rival equal'.split(
    ' ',
  ),
);

/** Verbs ending in -c take -k- before -ed/-ing (panic → panicked, panicking). */
const C_TO_CK = new Set(['panic', 'picnic', 'mimic', 'traffic', 'frolic']);

/** Treat "qu" as one consonant: quit → quitting, quiz → quizzed. */
const shape = (base: string): string => base.replace(/qu/g, 'kw');

function doublesFinal(base: string): boolean {
  if (UK_DOUBLE_L.has(base)) return false;
  if (DOUBLE_STRESSED.has(base) || DOUBLE_UNSTRESSED.has(base)) return true;
  const s = shape(base);
  // One syllable ending consonant-vowel-consonant (not w, x, y): stop → stopped; rain, play, fix do not.
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(s);
}

/** The regular "-ed" spelling (UK), whether or not the verb is really regular. */
function regularPast(base: string): string {
  if (/e$/.test(base)) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (C_TO_CK.has(base)) return `${base}ked`;
  if (UK_DOUBLE_L.has(base)) return `${base}led`;
  if (doublesFinal(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do' || base === 'go') return `${base}es`;
  if (/(s|x|z|ch|sh)$/.test(base))
    return base.endsWith('z') && doublesFinal(base) ? `${base}zes` : `${base}es`;
  if (/[^aeiou]o$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingForm(base: string): string {
  if (base === 'be') return 'being';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/(ee|ye|oe)$/.test(base)) return `${base}ing`;
  if (/e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (C_TO_CK.has(base)) return `${base}king`;
  if (UK_DOUBLE_L.has(base)) return `${base}ling`;
  if (doublesFinal(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  ing: string;
  /** Every accepted past form, the main one first (learn → learnt, learned). */
  pastVariants: string[];
  /** Every accepted past participle, the main one first (get → got, gotten). */
  participleVariants: string[];
  /** True when the main past or participle is not the regular -ed form. */
  irregular: boolean;
}

const cache = new Map<string, VerbForms>();

export function verbForms(base: string): VerbForms {
  const hit = cache.get(base);
  if (hit) return hit;
  const regular = regularPast(base);
  const pairs = OVERRIDES[base] ?? TABLE[base];
  let forms: VerbForms;
  if (pairs && pairs.length > 0) {
    const [past, participle] = pairs[0] as [string, string];
    forms = {
      base,
      third: thirdPerson(base),
      past,
      participle,
      ing: ingForm(base),
      pastVariants: [...new Set(pairs.map((p) => p[0]))],
      participleVariants: [...new Set(pairs.map((p) => p[1]))],
      irregular: past !== regular || participle !== regular,
    };
  } else {
    const variants = UK_DOUBLE_L.has(base) ? [regular, `${base}ed`] : [regular];
    forms = {
      base,
      third: thirdPerson(base),
      past: regular,
      participle: regular,
      ing: ingForm(base),
      pastVariants: variants,
      participleVariants: variants,
      irregular: false,
    };
  }
  cache.set(base, forms);
  return forms;
}

export const isAcceptedPast = (base: string, form: string): boolean =>
  verbForms(base).pastVariants.includes(form);
export const isAcceptedParticiple = (base: string, form: string): boolean =>
  verbForms(base).participleVariants.includes(form);

/** Every form of any verb in the table: a "regularised" wrong form must not be one of them. */
const KNOWN_FORMS = new Set(
  [...Object.values(TABLE), ...Object.values(OVERRIDES)].flatMap((pairs) => pairs.flat()),
);

/**
 * -ed spellings that are real words of another verb or sense (seed, singed, leaded petrol, stringed
 * instruments, putted in golf, eyes teared): never offered as "the wrong form".
 */
const REAL_ED_WORDS = new Set(
  'founded wounded lied laid sawed bored fined grinded shined hanged leaved ringed winded bared flied payed putted singed stringed swinged teared leaded creeped bended seed costed forecasted casted springed hided spitted bidded'.split(
    ' ',
  ),
);

/** "goed", "buyed": the wrong -ed form of an irregular verb, or null when that would be a real or accepted word. */
export function regularisedNonword(base: string): { past: string; participle: string } | null {
  const forms = verbForms(base);
  if (!forms.irregular || base === 'be') return null;
  const wrong = regularPast(base);
  if (forms.pastVariants.includes(wrong) || forms.participleVariants.includes(wrong)) return null;
  if (KNOWN_FORMS.has(wrong) || REAL_ED_WORDS.has(wrong)) return null;
  return { past: wrong, participle: wrong };
}
