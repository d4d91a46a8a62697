import type { EventsBody } from '@gapwise/contracts';
import { api } from './api-client.ts';

type EventName = EventsBody['events'][number]['name'];
type Props = Record<string, string | number | boolean | null>;

/**
 * First-party analytics (DECISIONS "Analytics"): events are batched for a moment and sent to
 * POST /api/events; the server ties them to the user when a bearer token goes with them. A lost event
 * never bothers the learner, so failures are ignored.
 */
const ANON_KEY = 'gw:anonymousId';
const FLUSH_MS = 1000;

let queue: EventsBody['events'] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let traits: Props = {};

function anonymousId(): string {
  let id = localStorage.getItem(ANON_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(ANON_KEY, id);
  }
  return id;
}

export function flushEvents(): Promise<unknown> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return Promise.resolve();
  const events = queue.slice(0, 50);
  queue = queue.slice(50);
  return api.post('/events', { anonymousId: anonymousId(), events });
}

export function track(name: EventName, props: Props = {}): void {
  if (typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  queue.push({ name, props: { ...traits, ...props }, occurredAt: new Date().toISOString() });
  timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
}

/** Who the following events belong to (accounts-and-commerce §7: user id, name, e-mail, isPremium). */
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
