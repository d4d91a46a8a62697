import { callApi } from '../../lib/api.ts';

/** PATCH /api/users/quiz-string: the quiz's answers, saved once; answers the updated user. */
export const saveQuiz = (quizString: string) => callApi('users.saveQuiz', { body: { quizString } });
