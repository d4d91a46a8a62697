/** Random per page load; with the topic and round it names one session for the answer statistics. */
const pageId = Math.random().toString(36).slice(2, 10);

/**
 * The `session` prop of `exercise_answer` and `exercise_finished` events: the server scores each answer
 * against the learner's other answers in the same session (issue 20, docs/content-quality.md).
 */
export const sessionKey = (topicSlug: string, round: number): string => `${pageId}:${topicSlug}:${round}`;
