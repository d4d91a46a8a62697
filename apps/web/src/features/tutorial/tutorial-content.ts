/**
 * The tutorial's two fixed exercises (DECISIONS "Tutorial": fixed exercises and fixed explanation texts,
 * no generation). The sentences are English by nature; the explanations live in the locale files under
 * `tutorial.steps.<n>`.
 */
export const TUTORIAL_STEPS = [
  {
    text: 'She ___ to work by bus every day.',
    choices: ['go', 'goes', 'going'],
    answer: 'goes',
    goal: 'right',
  },
  { text: 'I have ___ apple in my bag.', choices: ['a', 'an', 'the'], answer: 'an', goal: 'wrong' },
] as const;
