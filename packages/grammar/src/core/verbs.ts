import irregularTable from 'english-verbs-irregular/dist/verbs.json' with { type: 'json' };

/**
 * Our own conjugator (no npm one was fully right): regular spelling rules plus the irregular table of
 * english-verbs-irregular, which also lists every accepted variant (learned/learnt), so a variant is never
 * offered as a wrong choice. UK spelling is the default (travelled); US forms count as accepted variants.
 */
const IRREGULAR = irregularTable as unknown as Record<string, [string, string][]>;

/** Main forms where the table's first pair is not the one a learner's book teaches. */
const PREFERRED: Record<string, [string, string]> = {
  get: ['got', 'got'],
  learn: ['learnt', 'learnt'],
  dream: ['dreamt', 'dreamt'],
  burn: ['burnt', 'burnt'],
  spell: ['spelt', 'spelt'],
  smell: ['smelt', 'smelt'],
  be: ['was', 'been'],
  wake: ['woke', 'woken'],
  hang: ['hung', 'hung'],
  dive: ['dived', 'dived'],
  prove: ['proved', 'proved'],
  show: ['showed', 'shown'],
};

const _VOWEL = /[aeiou]/;
/** Two-syllable verbs stressed on the last syllable double their final consonant (prefer → preferred). */
const DOUBLE_STRESSED = new Set([
  'prefer',
  'refer',
  'admit',
  'commit',
  'permit',
  'regret',
  'occur',
  'begin',
  'forget',
  'control',
  'patrol',
  'upset',
]);
/** UK doubles a final l after one vowel (travel → travelled); US does not (traveled): both are accepted. */
const UK_DOUBLE_L = new Set([
  'travel',
  'cancel',
  'label',
  'model',
  'signal',
  'level',
  'marvel',
  'quarrel',
  'fuel',
  'dial',
  'total',
]);
const NO_DOUBLE = new Set([
  'visit',
  'open',
  'listen',
  'happen',
  'offer',
  'enter',
  'answer',
  'order',
  'remember',
  'wonder',
  'gather',
  'cover',
  'deliver',
  'develop',
  'limit',
  'edit',
  'suffer',
  'discover',
  'consider',
  'borrow',
  'follow',
  'allow',
  'show',
  'snow',
  'fix',
  'mix',
  'relax',
  'play',
  'enjoy',
  'stay',
  'pray',
  'obey',
  'destroy',
]);

function doublesFinal(base: string): boolean {
  if (NO_DOUBLE.has(base) || UK_DOUBLE_L.has(base)) return false;
  if (DOUBLE_STRESSED.has(base)) return true;
  // One syllable ending consonant-vowel-consonant (not w, x, y): stop → stopped.
  const m = /^[^aeiou]*[aeiou][^aeiouwxy]$/.exec(base);
  return m !== null && (base.match(/[aeiou]+/g)?.length ?? 0) === 1;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/c$/.test(base) && ['panic', 'picnic', 'mimic', 'traffic'].includes(base)) return `${base}ked`;
  if (UK_DOUBLE_L.has(base)) return `${base}led`;
  if (doublesFinal(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do') return 'does';
  if (base === 'go') return 'goes';
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingForm(base: string): string {
  if (base === 'be') return 'being';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base) && !['see', 'agree', 'free', 'flee'].includes(base))
    return `${base.slice(0, -1)}ing`;
  if (UK_DOUBLE_L.has(base)) return `${base}ling`;
  if (['panic', 'picnic', 'mimic'].includes(base)) return `${base}king`;
  if (doublesFinal(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  ing: string;
  pastVariants: string[];
  participleVariants: string[];
  irregular: boolean;
}

const cache = new Map<string, VerbForms>();

export function verbForms(base: string): VerbForms {
  const hit = cache.get(base);
  if (hit) return hit;
  const pairs = IRREGULAR[base];
  let forms: VerbForms;
  if (pairs && pairs.length > 0) {
    const [past, participle] = PREFERRED[base] ?? (pairs[0] as [string, string]);
    const pastVariants = [...new Set([past, ...pairs.map((p) => p[0])])];
    const participleVariants = [...new Set([participle, ...pairs.map((p) => p[1])])];
    forms = {
      base,
      third: thirdPerson(base),
      past,
      participle,
      ing: ingForm(base),
      pastVariants,
      participleVariants,
      irregular: true,
    };
  } else {
    const past = regularPast(base);
    const variants = UK_DOUBLE_L.has(base) ? [past, `${base}ed`] : [past];
    forms = {
      base,
      third: thirdPerson(base),
      past,
      participle: past,
      ing: ingForm(base),
      pastVariants: variants,
      participleVariants: variants,
      irregular: false,
    };
  }
  cache.set(base, forms);
  return forms;
}

export const isAcceptedPast = (base: string, form: string) => verbForms(base).pastVariants.includes(form);
export const isAcceptedParticiple = (base: string, form: string) =>
  verbForms(base).participleVariants.includes(form);

/** Every form of any verb in the table: a "regularised" wrong form must not be one of them. */
const KNOWN_FORMS = new Set(Object.values(IRREGULAR).flatMap((pairs) => pairs.flat()));

/** "goed", "buyed": the wrong -ed form of an irregular verb, or null if that would be a real word. */
export function regularisedNonword(base: string): string | null {
  const forms = verbForms(base);
  if (!forms.irregular) return null;
  const wrong = regularPast(base);
  if (
    forms.pastVariants.includes(wrong) ||
    forms.participleVariants.includes(wrong) ||
    KNOWN_FORMS.has(wrong)
  )
    return null;
  if (REAL_WORDS.has(wrong)) return null;
  return wrong;
}

/** -ed spellings that happen to be real words of another verb (found = past of find; also "to found"). */
const REAL_WORDS = new Set([
  'founded',
  'wounded',
  'lied',
  'laid',
  'sawed',
  'bored',
  'fined',
  'grinded',
  'shined',
  'hanged',
  'leaved',
  'ringed',
  'winded',
  'bared',
]);
