import { useMemo, useState } from 'react';
import { ChartFrame, DataTable } from '#client/components/charts/chart-frame';
import { useMeasuredWidth } from '#client/components/charts/use-measured-width';
import { MOOD_COLORS, moodWord } from '#client/lib/moods';
import { MOOD_LEVELS, type MoodLevel } from '#contract/constants';
import type { YearInPixels as YearData } from '#contract/reports';
import { useYearInPixels } from '../api/reports';
import { dateOf, formatMean, plural } from '../lib/report-format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * Each mood in its own colour (lib/moods.ts, the same as the check-in's), named in the legend and the
 * table below. A day with no mood is an outline only, so a logged day never looks like an empty one.
 */
const MOOD_TINT: Record<MoodLevel, string> = Object.fromEntries(
  MOOD_LEVELS.map((mood) => [mood, MOOD_COLORS[mood].fill]),
) as Record<MoodLevel, string>;
const EMPTY_STROKE = 'color-mix(in oklab, var(--foreground) 22%, var(--surface))';

const LEFT = 26;
const TOP = 20;

/** Cell sizes for a drawing `width` pixels wide: the months share the width, the days keep a height. */
function geometry(width: number) {
  const wide = width >= 560;
  const gap = wide ? 3 : 2;
  const cellW = (width - LEFT - 11 * gap) / 12;
  const cellH = wide ? 14 : 10;
  return { wide, gap, cellW, cellH, height: TOP + 31 * (cellH + gap) };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function monthRows(data: YearData) {
  return MONTHS.map((name, month) => {
    const days = data.days.filter((d) => dateOf(d.date).getUTCMonth() === month);
    const moods = days.flatMap((d) => (d.mood ? [MOOD_LEVELS.indexOf(d.mood) + 1] : []));
    const average = moods.length ? moods.reduce((a, b) => a + b, 0) / moods.length : null;
    return [name, moods.length, formatMean(average), days.filter((d) => d.retro === 'completed').length];
  });
}

const MOOD_OF_WORD = new Map<string, MoodLevel>(MOOD_LEVELS.map((mood) => [mood, mood]));
const RETRO_STATES = new Set(['completed', 'started']);

/**
 * The grid's month labels and day cells as SVG markup: a group per day carrying its date, mood and
 * retro state (`data-*`), an outline for a day without a mood, a ring for today, a dot for a completed
 * retro. Only numbers and the app's own words go in (a mood from the server is looked up, not copied).
 */
function dayCellsMarkup({
  year,
  today,
  byDate,
  frozenDates,
  geometry: { wide, gap, cellW, cellH },
}: {
  year: number;
  today: string;
  byDate: Map<string, YearData['days'][number]>;
  frozenDates: ReadonlySet<string>;
  geometry: { wide: boolean; gap: number; cellW: number; cellH: number };
}): string {
  let markup = '';
  MONTHS.forEach((name, month) => {
    const x = LEFT + month * (cellW + gap);
    markup += `<g><text x="${x + cellW / 2}" y="13" text-anchor="middle" class="fill-muted-foreground text-[12px]">${wide ? name : name.slice(0, 1)}</text>`;
    for (let d = 0; d < daysIn(year, month); d++) {
      const date = `${year}-${String(month + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
      const day = byDate.get(date);
      const mood = day?.mood ? MOOD_OF_WORD.get(day.mood) : undefined;
      const retro = day?.retro && RETRO_STATES.has(day.retro) ? day.retro : '';
      const y = TOP + d * (cellH + gap);
      // Only the date built here is looked up in the set: nothing from it goes into the markup.
      const frozen = retro !== 'completed' && frozenDates.has(date);
      markup += `<g data-date="${date}" data-mood="${mood ?? ''}" data-retro="${retro}"${frozen ? ' data-frozen="true"' : ''}>`;
      markup += mood
        ? `<rect x="${x}" y="${y}" width="${cellW}" height="${cellH}" rx="2" style="fill: ${MOOD_TINT[mood]}"></rect>`
        : `<rect x="${x + 0.5}" y="${y + 0.5}" width="${cellW - 1}" height="${cellH - 1}" rx="2" fill="none" stroke-width="1" style="stroke: ${EMPTY_STROKE}"></rect>`;
      if (date === today) {
        markup += `<rect x="${x - 1}" y="${y - 1}" width="${cellW + 2}" height="${cellH + 2}" rx="3" fill="none" stroke-width="2" style="stroke: var(--foreground)"></rect>`;
      }
      if (retro === 'completed') {
        markup += `<circle cx="${x + cellW - cellH / 2}" cy="${y + cellH / 2}" r="${wide ? 2.5 : 2}" style="fill: var(--foreground)"></circle>`;
      } else if (frozen) {
        markup += `<circle cx="${x + cellW - cellH / 2}" cy="${y + cellH / 2}" r="${wide ? 2.5 : 2}" fill="none" stroke-width="1.2" style="stroke: var(--foreground)"></circle>`;
      }
      markup += '</g>';
    }
    markup += '</g>';
  });
  return markup;
}

/** One cell per day of the chosen year, months across and days down, coloured by the day's mood. */
export function YearInPixels({
  initialYear,
  today,
  frozenDates,
}: {
  initialYear: number;
  today: string;
  /** Days a freeze covered in the daily retro streak: marked with a ring, not left as missed. */
  frozenDates: ReadonlySet<string>;
}) {
  const [year, setYear] = useState(initialYear);
  const query = useYearInPixels(year);
  const data = query.data;
  const loaded = data !== undefined && data.year === year;
  // A year with nothing in it is told in a sentence, not drawn as a grid of empty days.
  const blank = loaded && data.days.length === 0;
  // Drawn at its box's width in pixels, so it fills the card on a desktop and labels keep their size.
  const [setBox, width, measured] = useMeasuredWidth<HTMLDivElement>({ initial: 340, min: 280 });
  // The cells are drawn once, when both the year's days and the box's width are known: each drawing is
  // hundreds of elements, and the empty drawing keeps the grid's height meanwhile.
  const drawCells = loaded && measured;
  const cellsMarkup = useMemo(
    () =>
      drawCells
        ? dayCellsMarkup({
            year,
            today,
            byDate: new Map(data.days.map((d) => [d.date, d])),
            frozenDates,
            geometry: geometry(width),
          })
        : '',
    [drawCells, data, year, today, width, frozenDates],
  );
  const { gap, cellH, height } = geometry(width);
  const firstYear = Math.min(data?.firstYear ?? initialYear, initialYear);
  const years = Array.from({ length: initialYear - firstYear + 1 }, (_, i) => initialYear - i);
  const withMood = data?.days.filter((d) => d.mood !== null).length ?? 0;
  const completed = data?.days.filter((d) => d.retro === 'completed').length ?? 0;
  const frozenInYear = [...frozenDates].filter((date) => date.startsWith(`${year}-`)).length;

  const chooser = (
    <label className="inline-flex items-center gap-3 text-sm">
      <span className="text-muted-foreground">Year</span>
      <select
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        className="h-11 rounded-xl border border-input bg-surface px-3 text-foreground"
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <ChartFrame
      id="year-in-pixels"
      title="Year in pixels"
      summary={
        !loaded
          ? `Loading ${year}…`
          : blank
            ? `Nothing logged in ${year} yet. Each day you log a mood or a retro will show here as a square, a stronger colour for a better mood, so the whole year can be seen at a glance.`
            : `${year}: ${plural(withMood, 'day')} with a mood and ${plural(completed, 'retro')} completed. Each square is a day, a stronger colour for a better mood; a day without a mood is an outline; a dot marks a completed retro${frozenInYear > 0 ? `, a ring a day covered by a freeze (${frozenInYear})` : ''}.`
      }
      action={chooser}
      emptyAction={years.length > 1 ? chooser : undefined}
      table={
        data ? (
          <DataTable
            caption={`Year in pixels, ${data.year}, by month`}
            head={['Month', 'Days with a mood', 'Average mood', 'Retros completed']}
            rows={monthRows(data)}
          />
        ) : null
      }
    >
      {blank ? null : (
        <>
          {/* The grid's 750 elements sit at the foot of the page: the browser styles and lays them out
              only as they come near the screen, not in the page's first renders. */}
          <div
            ref={setBox}
            className="[contain-intrinsic-size:auto_25rem] [content-visibility:auto] print:[content-visibility:visible]"
          >
            <svg
              viewBox={`0 0 ${width} ${height}`}
              className="h-auto w-full print:mx-auto print:max-w-[16rem]"
              role="presentation"
              data-testid="year-in-pixels"
            >
              {/* 365 days as one string of markup, parsed by the browser in one go: drawn element by
                  element, the grid took the largest part of the reports page's first render. */}
              <g
                // biome-ignore lint/security/noDangerouslySetInnerHtml: built by dayCellsMarkup from numbers and fixed words only
                dangerouslySetInnerHTML={{
                  __html: cellsMarkup,
                }}
              />
              {[1, 10, 20, 31].map((d) => (
                <text
                  key={d}
                  x={LEFT - 6}
                  y={TOP + (d - 1) * (cellH + gap) + cellH / 2 + 4}
                  textAnchor="end"
                  className="fill-muted-foreground text-[11px]"
                >
                  {d}
                </text>
              ))}
            </svg>
          </div>
          <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2 text-muted-foreground text-xs">
            {MOOD_LEVELS.map((mood) => (
              <li key={mood} className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm" style={{ background: MOOD_TINT[mood] }} />
                {moodWord(mood)}
              </li>
            ))}
            <li className="inline-flex items-center gap-1.5">
              <span className="size-2 rounded-full bg-foreground" />
              Retro completed
            </li>
            <li className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm border" style={{ borderColor: EMPTY_STROKE }} />
              No mood
            </li>
            {today.startsWith(String(year)) ? (
              <li className="inline-flex items-center gap-1.5">
                <span className="size-3 rounded-sm border-[1.5px] border-foreground" />
                Today
              </li>
            ) : null}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
