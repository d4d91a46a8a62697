import type { EventsBody } from '@gapwise/contracts/constants';
import { callApi } from './api.ts';

type EventName = EventsBody['events'][number]['name'];
type Props = Record<string, string | number | boolean | null>;

/**
 * First-party analytics (DECISIONS "Analytics"): events are batched for a moment and sent to
 * POST /api/events; the server ties them to the user when a bearer token goes with them. Every batch goes
 * with fetch's `keepalive`, so it is delivered even when the page is left right after (checkout leaves for
 * the payment page; the queue is also flushed when the tab is hidden or closed). A lost event never
 * bothers the learner, so failures are ignored.
 */
const ANON_KEY = 'gw:anonymousId';
const FLUSH_MS = 1000;

let queue: EventsBody['events'] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let traits: Props = {};
// Off in unit tests unless a test turns it on.
let enabled = typeof window !== 'undefined' && import.meta.env.MODE !== 'test';
let listening = false;

export function setAnalyticsEnabled(on: boolean): void {
  enabled = on;
}

function anonymousId(): string {
  let id = localStorage.getItem(ANON_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(ANON_KEY, id);
  }
  return id;
}

/**
 * Sends everything queued now, in batches of at most 50 (the endpoint's limit). The requests start before
 * this returns, so a caller may leave the page at once: keepalive carries them through the navigation.
 */
export function flushEvents(): Promise<unknown> {
  if (timer) clearTimeout(timer);
  timer = null;
  const sends: Promise<unknown>[] = [];
  while (queue.length > 0) {
    const events = queue.slice(0, 50);
    queue = queue.slice(50);
    sends.push(callApi('events.send', { body: { anonymousId: anonymousId(), events }, keepalive: true }));
  }
  return Promise.all(sends);
}

/** The tab is being hidden or closed: what is queued goes now, not after a timer that will never fire. */
function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', () => void flushEvents());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushEvents();
  });
}

export function track(name: EventName, props: Props = {}): void {
  if (!enabled) return;
  listenForLeaving();
  queue.push({ name, props: { ...traits, ...props }, occurredAt: new Date().toISOString() });
  timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
}

/**
 * Who the following events belong to (docs/product-rules.md#analytics-and-error-tracing: user id, name,
 * e-mail, isPremium).
 */
export function identify(user: { _id: string; isPremium: boolean } | null): void {
  traits = user ? { userId: user._id, isPremium: user.isPremium } : {};
}

const VISIT_KEY = 'gw:visit';

/**
 * The top of the funnel: one `visit` per browser tab session (a reload is not a new visit), with the
 * page it landed on.
 */
export function trackVisit(): void {
  if (typeof window === 'undefined') return;
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    // Storage refused (private mode): count the page load anyway.
  }
  track('visit', { path: window.location.pathname, referrer: document.referrer.slice(0, 200) || null });
}
