import { useEffect, useState } from 'react';
import { storage } from '../../lib/storage.ts';

const KEY = 'seenRuleCards';

/** Opens the topic's rule card before the learner's first session of that topic, once per browser. */
export function useRuleCardOnce(topicSlug: string, ready: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const seen = storage.get<string[]>(KEY);
    if (seen?.includes(topicSlug)) return;
    setOpen(true);
    storage.set(KEY, [...(seen ?? []), topicSlug].slice(-500));
  }, [topicSlug, ready]);
  return [open, setOpen] as const;
}
