/** People as antecedents, with every pronoun form, so frames can refer back to them. */

import { z } from 'zod';
import { byKind, table } from './data.ts';
import data from './pronouns.data.json' with { type: 'json' };
export interface Antecedent {
  np: string;
  sub: string;
  obj: string;
  adj: string;
  pron: string;
  refl: string;
  plural: boolean;
}
const p = (
  np: string,
  sub: string,
  obj: string,
  adj: string,
  pron: string,
  refl: string,
  plural = false,
): Antecedent => ({ np, sub, obj, adj, pron, refl, plural });
const HE = (np: string) => p(np, 'he', 'him', 'his', 'his', 'himself');
const SHE = (np: string) => p(np, 'she', 'her', 'her', 'hers', 'herself');
const THEY = (np: string) => p(np, 'they', 'them', 'their', 'theirs', 'themselves', true);

export const PEOPLE: Antecedent[] = table(
  'PEOPLE',
  data.PEOPLE,
  z.tuple([z.enum(['HE', 'SHE', 'THEY']), z.string()]),
).map(byKind({ HE, SHE, THEY }));
export const ME = p('I', 'I', 'me', 'my', 'mine', 'myself');
export const US = p('we', 'we', 'us', 'our', 'ours', 'ourselves', true);
export const YOU = p('you', 'you', 'you', 'your', 'yours', 'yourself');

/** A verb in the present agreeing with the person: "misses" / "miss". */
export const agree = (person: Antecedent, third: string, base: string): string =>
  person.plural || person.sub === 'I' || person.sub === 'you' ? base : third;
