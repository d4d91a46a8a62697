import { d, type Item, type Wrong } from '../../engine.ts';

/** A linker that does not fit the words after the gap: it needs a clause, a noun, a verb … there. */
export const formMismatch = (choice: string, needs: string, follows: string): Wrong =>
  d(choice, 'linker-form-mismatch', { needs, follows });

/** One gap item of the built (not line-based) linker topics: one trigger, the words that tell the linker. */
export const gapItem = (
  text: string,
  answer: string,
  wrong: Wrong[],
  ruleId: string,
  trigger: string,
  skeleton: string,
): Item => ({ text, answer, wrong, ruleId, trigger: [trigger], skeleton });

/**
 * The wrong choice where a topic sets two linkers apart by meaning ({ as: 'role', like: 'similarity' }):
 * the other linker, whose meaning is given where the key's is needed.
 */
export function otherMeaning(meanings: Record<string, string>): (key: string) => Wrong[] {
  const [a = '', b = ''] = Object.keys(meanings);
  return (key) => {
    const other = key === a ? b : a;
    return [
      d(other, 'linker-meaning-mismatch', { given: meanings[other] ?? '', needed: meanings[key] ?? '' }),
    ];
  };
}
