import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { JournalSearchQuery, JournalSearchResults } from '#contract/journal';
import { splitHighlights } from '#domain/text';
import type { Database } from '#server/db/client';
import { journalEntries } from '#server/db/schema';

/**
 * Highlight markers: control characters that stored text can never contain (the contract strips
 * them on the way in), so every marker in ts_headline's output is one PostgreSQL put there.
 */
const START = '\u0002';
const STOP = '\u0003';
const TITLE_OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const BODY_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MinWords=8, MaxWords=24, FragmentDelimiter=" … "`;

/**
 * Full-text search of the user's live entries with websearch_to_tsquery('english', q), over the
 * GIN-indexed `search` column (title and tags weigh A, the body's plain text B). Ranked by ts_rank normalised by
 * document length, newest first among equals. The page is chosen on ids and ranks alone; titles and
 * bodies are read and highlighted for that page only. One statement, prepared once.
 */
export function createJournalSearch(db: Database) {
  // A scalar subquery: evaluated once per execution (an InitPlan) even in a generic plan, and usable
  // as a GIN index condition; written inline, a prepared plan would parse the query once per row.
  const tsquery = sql`(select websearch_to_tsquery('english', ${sql.placeholder('q')}))`;
  const hits = db.$with('hits').as(
    db
      .select({
        id: journalEntries.id,
        rank: sql<number>`ts_rank(${journalEntries.search}, ${tsquery}, 1)`.as('rank'),
      })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, sql.placeholder('userId')),
          isNull(journalEntries.deletedAt),
          sql`${journalEntries.search} @@ ${tsquery}`,
        ),
      )
      .orderBy(
        sql`rank desc`,
        desc(journalEntries.localDate),
        desc(journalEntries.createdAt),
        desc(journalEntries.id),
      )
      .limit(sql.placeholder('limitPlusOne'))
      .offset(sql.placeholder('offset')),
  );
  const search = db
    .with(hits)
    .select({
      id: journalEntries.id,
      date: journalEntries.localDate,
      title: journalEntries.title,
      tags: journalEntries.tags,
      rank: hits.rank,
      hitCount: sql<number>`(select count(*)::int from ${hits})`,
      titleMarked: sql<string | null>`case when ${journalEntries.title} is null then null
        else ts_headline('english', ${journalEntries.title}, ${tsquery}, ${TITLE_OPTIONS}) end`,
      // Cut from the body's plain text (the journal's Markdown grammar, written with the body), so a
      // snippet reads as the page does; an entry whose text is still to be worked out shows its body.
      bodyMarked: sql<string>`ts_headline('english', coalesce(${journalEntries.bodyText}, ${journalEntries.body}), ${tsquery}, ${BODY_OPTIONS})`,
    })
    .from(hits)
    .innerJoin(journalEntries, eq(journalEntries.id, hits.id))
    .orderBy(
      desc(hits.rank),
      desc(journalEntries.localDate),
      desc(journalEntries.createdAt),
      desc(journalEntries.id),
    )
    // The page itself: PostgreSQL makes the (costly) headlines after this limit, for the page only.
    .limit(sql.placeholder('limit'))
    .prepare('journal_search');

  return async (userId: string, query: JournalSearchQuery): Promise<JournalSearchResults> => {
    const rows = await search.execute({
      q: query.q,
      userId,
      limit: query.limit,
      limitPlusOne: query.limit + 1,
      offset: query.offset,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        date: row.date,
        title: row.title,
        titleHighlighted: row.titleMarked === null ? null : splitHighlights(row.titleMarked, START, STOP),
        snippet: splitHighlights(row.bodyMarked, START, STOP),
        tags: row.tags,
        rank: Number(row.rank),
      })),
      nextOffset: (rows[0]?.hitCount ?? 0) > query.limit ? query.offset + query.limit : null,
    };
  };
}
