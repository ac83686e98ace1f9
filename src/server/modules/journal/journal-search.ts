import { sql } from 'drizzle-orm';
import type { JournalSearchQuery, JournalSearchResults } from '../../../contract/journal';
import { splitHighlights } from '../../../domain/text';
import type { Database } from '../../db/client';

/**
 * Highlight markers: control characters that stored text can never contain (the contract strips
 * them on the way in), so every marker in ts_headline's output is one PostgreSQL put there.
 */
const START = '\u0002';
const STOP = '\u0003';
const TITLE_OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const BODY_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MinWords=8, MaxWords=24, FragmentDelimiter=" … "`;

interface HitRow {
  id: string;
  date: string;
  title: string | null;
  tags: string[];
  rank: number;
  title_marked: string | null;
  body_marked: string;
}

/**
 * Full-text search of the user's live entries with websearch_to_tsquery('english', q), over the
 * GIN-indexed `search` column (title and tags weigh A, body B). Ranked by ts_rank normalised by
 * document length, newest first among equals; snippets are made for the returned page only.
 */
export async function searchJournal(
  db: Database,
  userId: string,
  query: JournalSearchQuery,
): Promise<JournalSearchResults> {
  // The tsquery is written inline (not in a CTE) so the planner can use the GIN index; the page is
  // chosen on ids and ranks only, and bodies are read (and highlighted) for that page alone.
  const tsquery = sql`websearch_to_tsquery('english', ${query.q})`;
  const result = await db.execute(sql`
    with hits as (
      select e.id, ts_rank(e.search, ${tsquery}, 1) as rank
      from journal_entries e
      where e.user_id = ${userId} and e.deleted_at is null and e.search @@ ${tsquery}
      order by rank desc, e.local_date desc, e.created_at desc, e.id desc
      limit ${query.limit + 1} offset ${query.offset}
    )
    select e.id, to_char(e.local_date, 'YYYY-MM-DD') as date, e.title, e.tags, hits.rank,
           case when e.title is null then null
                else ts_headline('english', e.title, ${tsquery}, ${TITLE_OPTIONS}) end as title_marked,
           ts_headline('english', e.body, ${tsquery}, ${BODY_OPTIONS}) as body_marked
    from hits join journal_entries e on e.id = hits.id
    order by hits.rank desc, e.local_date desc, e.created_at desc, e.id desc`);
  const rows = (result as unknown as { rows: HitRow[] }).rows;
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      date: row.date,
      title: row.title,
      titleHighlighted: row.title_marked === null ? null : splitHighlights(row.title_marked, START, STOP),
      snippet: splitHighlights(row.body_marked, START, STOP),
      tags: row.tags,
      rank: Number(row.rank),
    })),
    nextOffset: rows.length > query.limit ? query.offset + query.limit : null,
  };
}
