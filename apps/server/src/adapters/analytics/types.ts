/** One recorded event as it leaves for an external analytics service. */
export interface ForwardedEvent {
  name: string;
  props: Record<string, unknown>;
  userId: string | null;
  anonymousId: string | null;
  occurredAt: string;
}

/** Sends events somewhere else too. Never throws and never delays the learner's request. */
export interface EventForwarder {
  readonly id: string;
  forward(events: ForwardedEvent[]): void;
}
