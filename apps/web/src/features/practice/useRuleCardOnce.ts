import { useEffect, useState } from 'react';
import { storage } from '../../lib/storage.ts';

const KEY = 'seenRuleCards';

/** Opens the topic's rule card before the learner's first session of that topic, once per browser. */
export function useRuleCardOnce(topicSlug: string, ready: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void storage.get<string[]>(KEY).then((seen) => {
      if (cancelled || seen?.includes(topicSlug)) return;
      setOpen(true);
      void storage.set(KEY, [...(seen ?? []), topicSlug].slice(-500));
    });
    return () => {
      cancelled = true;
    };
  }, [topicSlug, ready]);
  return [open, setOpen] as const;
}
