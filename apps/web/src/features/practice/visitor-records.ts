import type { SectionRecords } from '@gapwise/contracts/constants';
import { pathTo } from '../../app/routes.ts';
import { storage } from '../../lib/storage.ts';

const KEY = 'visitorSectionRecords';

/** A visitor's best stars per topic, kept in this browser until they sign in (DECISIONS "Progress"). */
export function keepVisitorRecord(sectionSlug: string, topicSlug: string, stars: number) {
  const records = storage.get<SectionRecords>(KEY) ?? {};
  const section = records[sectionSlug] ?? {};
  const best = Math.max(stars, section[topicSlug]?.stars ?? 0);
  records[sectionSlug] = { ...section, [topicSlug]: { stars: best } };
  storage.set(KEY, records);
  return records;
}

/**
 * Sign-in and registration links that carry the records: the account overlays merge `sectionRecords`
 * into the account after sign-in, never lowering stars.
 */
export function carryRecordsHrefs(here: string, records: SectionRecords | null) {
  const params = (action: string) => {
    const p = new URLSearchParams({ action });
    if (records && Object.keys(records).length > 0) p.set('sectionRecords', JSON.stringify(records));
    return p.toString();
  };
  return {
    loginHref: `${here}?${params('open-login')}`,
    registerHref: `${here}?${params('open-registration')}`,
    signinHref: pathTo('signin'),
  };
}
