/**
 * The lines of several authored lists as one list, each line with its list's tag and a number counted from
 * its list's own hundred (the first list from 0, the second from 100, …), so that lines of different lists
 * (each under a hundred lines) never share a skeleton number.
 */
export function taggedLines<const K>(
  lists: readonly (readonly [kind: K, lines: readonly string[]])[],
): { line: string; kind: K; i: number }[] {
  return lists.flatMap(([kind, lines], n) => lines.map((line, i) => ({ line, kind, i: n * 100 + i })));
}
