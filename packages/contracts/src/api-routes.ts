import type { z } from 'zod';
import type * as admin from './admin.ts';
import type * as auth from './auth.ts';
import type * as billing from './billing.ts';
import type * as events from './events.ts';
import type * as explanations from './explanations.ts';
import type * as feedback from './feedback.ts';
import type * as geo from './geo.ts';
import type * as learning from './learning.ts';
import type * as progress from './progress.ts';
import type * as reviews from './reviews.ts';
import type * as signals from './signals.ts';
import type * as users from './users.ts';

/**
 * The API's route map: the one place a path is written. The server's test checks that it registers every
 * route here with this method and path (api-routes.routes.test.ts); the web calls only through it
 * (`callApi` in apps/web/src/lib/api.ts), so a path cannot drift on either side. Paths are relative to
 * /api. Zod-free at run time (the types below are erased), so it is part of `@gapwise/contracts/constants`.
 *
 * Adding a route: one line here (name, method, path), one entry in `ApiRouteTypes` naming the schemas
 * the server validates it with, then `app.<method>(API_ROUTES['name'].path, …)` on the server.
 */
export const API_ROUTES = {
  // learning
  'sections.list': { method: 'GET', path: '/sections' },
  'catalogue.figures': { method: 'GET', path: '/catalogue/figures' },
  'topics.get': { method: 'GET', path: '/topics/:slug' },
  'exercises.check': { method: 'POST', path: '/exercises/:id/check' },
  'playground.get': { method: 'GET', path: '/playground/:slug' },
  'explanations.generate': { method: 'POST', path: '/openai/generate-explanation' },
  'explanations.rate': { method: 'POST', path: '/explanations/rating' },
  'explanations.followUp': { method: 'POST', path: '/explanations/follow-up' },
  // spaced review of mistakes
  'reviews.record': { method: 'POST', path: '/reviews/answers' },
  'reviews.summary': { method: 'GET', path: '/reviews/summary' },
  'reviews.session': { method: 'GET', path: '/reviews/session' },
  'reviews.answer': { method: 'POST', path: '/reviews/:id/answer' },
  'reviews.merge': { method: 'POST', path: '/reviews/merge' },
  'progress.overview': { method: 'GET', path: '/progress/overview' },
  // accounts
  'auth.generateOtp': { method: 'POST', path: '/auth/generate-otp' },
  'auth.loginWithEmail': { method: 'POST', path: '/auth/login-with-email' },
  'auth.loginWithSocial': { method: 'POST', path: '/auth/login-with-social' },
  'auth.config': { method: 'GET', path: '/auth/config' },
  'auth.refresh': { method: 'POST', path: '/auth/refresh' },
  'auth.logout': { method: 'POST', path: '/auth/logout' },
  'users.me': { method: 'GET', path: '/users/by-access-token' },
  'users.count': { method: 'GET', path: '/users/count' },
  'users.saveQuiz': { method: 'PATCH', path: '/users/quiz-string' },
  'users.saveSectionRecord': { method: 'PATCH', path: '/users/section-records' },
  'users.mergeSectionRecords': { method: 'POST', path: '/users/section-records/merge' },
  // commerce
  'payment.plans': { method: 'GET', path: '/payment/plans' },
  'payment.checkout': { method: 'POST', path: '/payment/liqpay-checkout' },
  'payment.status': { method: 'GET', path: '/payment/liqpay-check-payment-status/:orderId' },
  'payment.history': { method: 'GET', path: '/payment/history' },
  // feedback, events, geo
  'feedback.contact': { method: 'POST', path: '/contact' },
  'feedback.reportExercise': { method: 'POST', path: '/exercises/:id/report' },
  'events.send': { method: 'POST', path: '/events' },
  'geo.country': { method: 'GET', path: '/geo' },
  // admin
  'admin.overview': { method: 'GET', path: '/admin/overview' },
  'admin.explanations': { method: 'GET', path: '/admin/explanations' },
  'admin.funnel': { method: 'GET', path: '/admin/funnel' },
  'admin.audit': { method: 'GET', path: '/admin/audit' },
  'admin.users': { method: 'GET', path: '/admin/users' },
  'admin.user': { method: 'GET', path: '/admin/users/:id' },
  'admin.setPremium': { method: 'POST', path: '/admin/users/:id/premium' },
  'admin.payments': { method: 'GET', path: '/admin/payments' },
  'admin.payment': { method: 'GET', path: '/admin/payments/:id' },
  'admin.reversePayment': { method: 'POST', path: '/admin/payments/:id/reverse' },
  'admin.content': { method: 'GET', path: '/admin/content' },
  'admin.topicExercises': { method: 'GET', path: '/admin/topics/:slug/exercises' },
  'admin.setExerciseDisabled': { method: 'PUT', path: '/admin/exercises/:id/disabled' },
  'admin.reports': { method: 'GET', path: '/admin/reports' },
  'admin.resolveReport': { method: 'POST', path: '/admin/reports/:id/resolve' },
  'admin.queue': { method: 'GET', path: '/admin/queue' },
  'admin.queueDecision': { method: 'POST', path: '/admin/queue/:id/decision' },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: `/${string}` }
>;

export type ApiRouteName = keyof typeof API_ROUTES;

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** What each route takes (body, query) and answers, from the schemas the server validates it with. */
export interface ApiRouteTypes {
  'sections.list': { answer: Out<typeof learning.sectionsSchema> };
  'catalogue.figures': { answer: Out<typeof learning.catalogueFiguresSchema> };
  'topics.get': {
    query: In<typeof learning.topicQuerySchema>;
    answer: Out<typeof learning.topicWithExercisesSchema>;
  };
  'exercises.check': {
    body: In<typeof learning.checkAnswerBodySchema>;
    answer: Out<typeof learning.checkAnswerResultSchema>;
  };
  'playground.get': { answer: Out<typeof learning.playgroundTopicSchema> };
  'explanations.generate': {
    body: In<typeof explanations.generateExplanationBodySchema>;
    answer: Out<typeof explanations.explanationResultSchema>;
  };
  'progress.overview': {
    query: In<typeof progress.progressOverviewQuerySchema>;
    answer: Out<typeof progress.progressOverviewSchema>;
  };
  'explanations.followUp': {
    body: In<typeof explanations.explanationFollowUpBodySchema>;
    answer: Out<typeof explanations.explanationFollowUpResultSchema>;
  };
  'explanations.rate': {
    body: In<typeof signals.explanationRatingBodySchema>;
    answer: Out<typeof signals.explanationRatingResultSchema>;
  };
  'reviews.record': {
    body: In<typeof reviews.recordAnswerBodySchema>;
    answer: Out<typeof reviews.recordAnswerResultSchema>;
  };
  'reviews.summary': { answer: Out<typeof reviews.reviewSummarySchema> };
  'reviews.session': {
    query: In<typeof reviews.reviewSessionQuerySchema>;
    answer: Out<typeof reviews.reviewSessionSchema>;
  };
  'reviews.answer': {
    body: In<typeof reviews.reviewAnswerBodySchema>;
    answer: Out<typeof reviews.reviewAnswerResultSchema>;
  };
  'reviews.merge': {
    body: In<typeof reviews.reviewMergeBodySchema>;
    answer: Out<typeof reviews.reviewMergeResultSchema>;
  };
  'auth.generateOtp': {
    body: In<typeof auth.generateOtpBodySchema>;
    answer: Out<typeof auth.generateOtpResultSchema>;
  };
  'auth.loginWithEmail': {
    body: In<typeof auth.loginWithEmailBodySchema>;
    answer: Out<typeof auth.loginResultSchema>;
  };
  'auth.loginWithSocial': {
    body: In<typeof auth.loginWithSocialBodySchema>;
    answer: Out<typeof auth.loginResultSchema>;
  };
  'auth.config': { answer: Out<typeof auth.authConfigSchema> };
  'auth.refresh': { answer: Out<typeof auth.loginResultSchema> };
  'auth.logout': { answer: Out<typeof auth.logoutResultSchema> };
  'users.me': { answer: Out<typeof users.userSchema> };
  'users.count': { answer: Out<typeof auth.usersCountSchema> };
  'users.saveQuiz': { body: In<typeof auth.saveQuizStringBodySchema>; answer: Out<typeof users.userSchema> };
  'users.saveSectionRecord': {
    body: In<typeof users.saveSectionRecordBodySchema>;
    answer: Out<typeof users.userSchema>;
  };
  'users.mergeSectionRecords': {
    body: In<typeof users.mergeSectionRecordsBodySchema>;
    answer: Out<typeof users.userSchema>;
  };
  'payment.plans': { answer: Out<typeof billing.plansSchema> };
  'payment.checkout': {
    body: In<typeof billing.checkoutBodySchema>;
    answer: Out<typeof billing.checkoutResultSchema>;
  };
  'payment.status': { answer: Out<typeof billing.paymentStatusResultSchema> };
  'payment.history': { answer: Out<typeof billing.paymentHistorySchema> };
  'feedback.contact': {
    body: In<typeof feedback.contactBodySchema>;
    answer: Out<typeof feedback.contactResultSchema>;
  };
  'feedback.reportExercise': {
    body: In<typeof feedback.exerciseReportBodySchema>;
    answer: Out<typeof feedback.exerciseReportResultSchema>;
  };
  'events.send': { body: In<typeof events.eventsBodySchema>; answer: Out<typeof events.eventsResultSchema> };
  'geo.country': { answer: Out<typeof geo.geoCountrySchema> };
  'admin.overview': { answer: Out<typeof admin.adminOverviewSchema> };
  'admin.explanations': { answer: Out<typeof admin.adminExplanationsSchema> };
  'admin.funnel': {
    query: In<typeof admin.adminFunnelQuerySchema>;
    answer: Out<typeof admin.adminFunnelSchema>;
  };
  'admin.audit': { answer: Out<typeof admin.adminAuditSchema> };
  'admin.users': {
    query: In<typeof admin.adminUsersQuerySchema>;
    answer: Out<typeof admin.adminUsersSchema>;
  };
  'admin.user': { answer: Out<typeof admin.adminUserDetailSchema> };
  'admin.setPremium': {
    body: In<typeof admin.premiumChangeBodySchema>;
    answer: Out<typeof admin.premiumChangeResultSchema>;
  };
  'admin.payments': {
    query: In<typeof admin.adminPaymentsQuerySchema>;
    answer: Out<typeof admin.adminPaymentsSchema>;
  };
  'admin.payment': { answer: Out<typeof admin.adminPaymentDetailSchema> };
  'admin.reversePayment': {
    body: In<typeof admin.reasonBodySchema>;
    answer: Out<typeof admin.reverseResultSchema>;
  };
  'admin.content': { answer: Out<typeof admin.adminContentSchema> };
  'admin.topicExercises': {
    query: In<typeof admin.adminExercisesQuerySchema>;
    answer: Out<typeof admin.adminExercisesSchema>;
  };
  'admin.setExerciseDisabled': {
    body: In<typeof admin.exerciseDisabledBodySchema>;
    answer: Out<typeof admin.exerciseDisabledResultSchema>;
  };
  'admin.reports': {
    query: In<typeof admin.adminReportsQuerySchema>;
    answer: Out<typeof admin.adminReportsSchema>;
  };
  'admin.resolveReport': {
    body: In<typeof admin.resolveReportBodySchema>;
    answer: { id: number; resolved: boolean };
  };
  'admin.queue': {
    query: In<typeof signals.adminQueueQuerySchema>;
    answer: Out<typeof signals.adminQueueSchema>;
  };
  'admin.queueDecision': {
    body: In<typeof signals.queueDecisionBodySchema>;
    answer: Out<typeof signals.queueDecisionResultSchema>;
  };
}

/** The names in `:name` segments of a path, as an object of strings. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type RouteParams<N extends ApiRouteName> = PathParams<(typeof API_ROUTES)[N]['path']>;
export type RouteBody<N extends ApiRouteName> = ApiRouteTypes[N] extends { body: infer B } ? B : undefined;
export type RouteQuery<N extends ApiRouteName> = ApiRouteTypes[N] extends { query: infer Q } ? Q : undefined;
export type RouteAnswer<N extends ApiRouteName> = ApiRouteTypes[N]['answer'];

/** Every route has its types and no types lack a route (a compile error names the odd one out). */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const routeTypesCoverTheMap: Exact<ApiRouteName, keyof ApiRouteTypes> = true;

/** The path with its `:params` filled in (each encoded). */
export function routePath<N extends ApiRouteName>(name: N, params: RouteParams<N>): string {
  return API_ROUTES[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = (params as Record<string, string | undefined>)[key];
    if (value === undefined) throw new Error(`routePath: ${name} needs :${key}`);
    return encodeURIComponent(value);
  });
}
