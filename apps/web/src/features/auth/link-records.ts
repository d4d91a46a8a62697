import { SECTION_RECORDS_MERGE_MAX, type SectionRecords, sectionRecordsSchema } from '@gapwise/contracts';

/** A link's records are a visitor's best stars: a few dozen topics fit in well under this. */
export const MAX_LINK_CHARS = 32_000;

/**
 * The records a `?sectionRecords=` link carries, or null when they are not what this app writes there:
 * JSON checked against the contract's schema, at most SECTION_RECORDS_MERGE_MAX topics, and stars only
 * (a visitor's progress has no per-answer counts, so a link never adds any to an account). Its own module:
 * the schema brings zod, which the landing page does not otherwise load.
 */
export function parseLinkRecords(raw: string): SectionRecords | null {
  if (raw.length > MAX_LINK_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = sectionRecordsSchema.safeParse(json);
  if (!parsed.success) return null;
  const records: SectionRecords = {};
  let count = 0;
  for (const [sectionSlug, topics] of Object.entries(parsed.data)) {
    for (const [topicSlug, record] of Object.entries(topics)) {
      if (++count > SECTION_RECORDS_MERGE_MAX) return null;
      records[sectionSlug] = { ...records[sectionSlug], [topicSlug]: { stars: record.stars } };
    }
  }
  return count > 0 ? records : null;
}
