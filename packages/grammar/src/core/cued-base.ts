/**
 * An authored base of a verb-form topic: the sentence with `{}` where the form goes (and the person's
 * tokens), the verb the form is made from, and the words that call for the form (the trigger the
 * explanation quotes).
 */
export interface CuedBase {
  t: string;
  v: string;
  cue: string;
}

/** One base: `cuedBase('The doctor suggested that {s} {} at home.', 'stay', 'suggested that')`. */
export const cuedBase = (t: string, v: string, cue: string): CuedBase => ({ t, v, cue });
