import { useState } from 'react';
import { MOOD_LEVELS, type MoodLevel } from '../../../../contract/constants';
import type { YearInPixels as YearData } from '../../../../contract/reports';
import { ChartFrame, DataTable } from '../../../components/charts/chart-frame';
import { useMeasuredWidth } from '../../../components/charts/use-measured-width';
import { useYearInPixels } from '../api/use-year-in-pixels';
import { dateOf, formatMean, plural } from '../lib/report-format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MOOD_WORDS: Record<MoodLevel, string> = {
  awful: 'Awful',
  bad: 'Bad',
  okay: 'Okay',
  good: 'Good',
  great: 'Great',
};
/**
 * Each mood is a tint of the accent, from light (awful) to full (great): the stronger the colour, the
 * better the mood, in both themes. Even the lightest is a filled square, while a day with no mood is
 * an outline only, so a logged awful day never looks like an empty one.
 */
const MOOD_TINT: Record<MoodLevel, string> = {
  awful: 'color-mix(in oklab, var(--accent) 32%, var(--surface))',
  bad: 'color-mix(in oklab, var(--accent) 50%, var(--surface))',
  okay: 'color-mix(in oklab, var(--accent) 67%, var(--surface))',
  good: 'color-mix(in oklab, var(--accent) 84%, var(--surface))',
  great: 'var(--accent)',
};
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

/** One cell per day of the chosen year, months across and days down, coloured by the day's mood. */
export function YearInPixels({ initialYear, today }: { initialYear: number; today: string }) {
  const [year, setYear] = useState(initialYear);
  const query = useYearInPixels(year);
  const data = query.data;
  const loaded = data !== undefined && data.year === year;
  // A year with nothing in it is told in a sentence, not drawn as a grid of empty days.
  const blank = loaded && data.days.length === 0;
  // Drawn at its box's width in pixels, so it fills the card on a desktop and labels keep their size.
  const [setBox, width] = useMeasuredWidth<HTMLDivElement>({ initial: 340, min: 280 });
  const { wide, gap, cellW, cellH, height } = geometry(width);
  const byDate = new Map((data?.days ?? []).map((d) => [d.date, d]));
  const firstYear = Math.min(data?.firstYear ?? initialYear, initialYear);
  const years = Array.from({ length: initialYear - firstYear + 1 }, (_, i) => initialYear - i);
  const withMood = data?.days.filter((d) => d.mood !== null).length ?? 0;
  const completed = data?.days.filter((d) => d.retro === 'completed').length ?? 0;

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
            : `${year}: ${plural(withMood, 'day')} with a mood and ${plural(completed, 'retro')} completed. Each square is a day, a stronger colour for a better mood; a day without a mood is an outline; a dot marks a completed retro.`
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
          <div ref={setBox}>
            <svg
              viewBox={`0 0 ${width} ${height}`}
              className="h-auto w-full print:mx-auto print:max-w-[16rem]"
              role="presentation"
              data-testid="year-in-pixels"
            >
              {MONTHS.map((name, month) => (
                <g key={name}>
                  <text
                    x={LEFT + month * (cellW + gap) + cellW / 2}
                    y={13}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[12px]"
                  >
                    {wide ? name : name.slice(0, 1)}
                  </text>
                  {Array.from({ length: daysIn(year, month) }, (_, d) => {
                    const date = `${year}-${String(month + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
                    const day = byDate.get(date);
                    const x = LEFT + month * (cellW + gap);
                    const y = TOP + d * (cellH + gap);
                    return (
                      <g
                        key={date}
                        data-date={date}
                        data-mood={day?.mood ?? ''}
                        data-retro={day?.retro ?? ''}
                      >
                        {day?.mood ? (
                          <rect
                            x={x}
                            y={y}
                            width={cellW}
                            height={cellH}
                            rx={2}
                            style={{ fill: MOOD_TINT[day.mood] }}
                          />
                        ) : (
                          <rect
                            x={x + 0.5}
                            y={y + 0.5}
                            width={cellW - 1}
                            height={cellH - 1}
                            rx={2}
                            fill="none"
                            strokeWidth={1}
                            style={{ stroke: EMPTY_STROKE }}
                          />
                        )}
                        {date === today ? (
                          <rect
                            x={x - 1}
                            y={y - 1}
                            width={cellW + 2}
                            height={cellH + 2}
                            rx={3}
                            fill="none"
                            strokeWidth={2}
                            style={{ stroke: 'var(--foreground)' }}
                          />
                        ) : null}
                        {day?.retro === 'completed' ? (
                          <circle
                            cx={x + cellW - cellH / 2}
                            cy={y + cellH / 2}
                            r={wide ? 2.5 : 2}
                            style={{ fill: 'var(--foreground)' }}
                          />
                        ) : null}
                      </g>
                    );
                  })}
                </g>
              ))}
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
                {MOOD_WORDS[mood]}
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
