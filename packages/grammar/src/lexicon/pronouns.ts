/** People as antecedents, with every pronoun form, so frames can refer back to them. */
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

export const PEOPLE: Antecedent[] = [
  HE('Tom'),
  HE('my brother'),
  HE('Mr Brown'),
  HE('your dad'),
  HE('our neighbour Oleh'),
  HE('my grandfather'),
  SHE('Anna'),
  SHE('my sister'),
  SHE('Mrs Green'),
  SHE('your mum'),
  SHE('our teacher Olena'),
  SHE('my grandmother'),
  THEY('my parents'),
  THEY('the children'),
  THEY('Tom and Anna'),
  THEY('our neighbours'),
  THEY('my cousins'),
];
export const ME = p('I', 'I', 'me', 'my', 'mine', 'myself');
export const US = p('we', 'we', 'us', 'our', 'ours', 'ourselves', true);
export const YOU = p('you', 'you', 'you', 'your', 'yours', 'yourself');

/** A verb in the present agreeing with the person: "misses" / "miss". */
export const agree = (person: Antecedent, third: string, base: string): string =>
  person.plural || person.sub === 'I' || person.sub === 'you' ? base : third;
