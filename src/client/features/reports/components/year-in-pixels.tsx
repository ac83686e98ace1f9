import { useState } from 'react';
import { MOOD_LEVELS, type MoodLevel } from '../../../../contract/constants';
import type { YearInPixels as YearData } from '../../../../contract/reports';
import { ChartFrame, DataTable } from '../../../components/charts/chart-frame';
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
/** Each mood is a tint of the accent, from faint (awful) to full (great). */
const MOOD_TINT: Record<MoodLevel, string> = {
  awful: 'color-mix(in oklab, var(--accent) 18%, var(--surface))',
  bad: 'color-mix(in oklab, var(--accent) 38%, var(--surface))',
  okay: 'color-mix(in oklab, var(--accent) 58%, var(--surface))',
  good: 'color-mix(in oklab, var(--accent) 78%, var(--surface))',
  great: 'var(--accent)',
};
const EMPTY = 'color-mix(in oklab, var(--foreground) 6%, var(--surface))';

const CELL_W = 26;
const CELL_H = 10;
const GAP = 2;
const LEFT = 22;
const TOP = 16;

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
  const byDate = new Map((data?.days ?? []).map((d) => [d.date, d]));
  const firstYear = Math.min(data?.firstYear ?? initialYear, initialYear);
  const years = Array.from({ length: initialYear - firstYear + 1 }, (_, i) => initialYear - i);
  const withMood = data?.days.filter((d) => d.mood !== null).length ?? 0;
  const completed = data?.days.filter((d) => d.retro === 'completed').length ?? 0;

  return (
    <ChartFrame
      id="year-in-pixels"
      title="Year in pixels"
      summary={
        data && data.year === year
          ? `${year}: ${plural(withMood, 'day')} with a mood and ${plural(completed, 'retro')} completed. Each square is a day, darker for a better mood; a dot marks a completed retro.`
          : `Loading ${year}…`
      }
      action={
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
      }
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
      <svg
        viewBox={`0 0 ${LEFT + 12 * (CELL_W + GAP)} ${TOP + 31 * (CELL_H + GAP)}`}
        className="mx-auto h-auto w-full max-w-md print:max-w-[16rem]"
        role="presentation"
        data-testid="year-in-pixels"
      >
        {MONTHS.map((name, month) => (
          <g key={name}>
            <text
              x={LEFT + month * (CELL_W + GAP) + CELL_W / 2}
              y={10}
              textAnchor="middle"
              className="fill-muted-foreground text-[9px]"
            >
              {name.slice(0, 1)}
            </text>
            {Array.from({ length: daysIn(year, month) }, (_, d) => {
              const date = `${year}-${String(month + 1).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
              const day = byDate.get(date);
              const x = LEFT + month * (CELL_W + GAP);
              const y = TOP + d * (CELL_H + GAP);
              return (
                <g key={date} data-date={date} data-mood={day?.mood ?? ''} data-retro={day?.retro ?? ''}>
                  <rect
                    x={x}
                    y={y}
                    width={CELL_W}
                    height={CELL_H}
                    rx={2}
                    style={{ fill: day?.mood ? MOOD_TINT[day.mood] : EMPTY }}
                  />
                  {date === today ? (
                    <rect
                      x={x - 1}
                      y={y - 1}
                      width={CELL_W + 2}
                      height={CELL_H + 2}
                      rx={3}
                      fill="none"
                      strokeWidth={1.5}
                      style={{ stroke: 'var(--foreground)' }}
                    />
                  ) : null}
                  {day?.retro === 'completed' ? (
                    <circle
                      cx={x + CELL_W - 5}
                      cy={y + CELL_H / 2}
                      r={2}
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
            x={LEFT - 4}
            y={TOP + (d - 1) * (CELL_H + GAP) + 8}
            textAnchor="end"
            className="fill-muted-foreground text-[8px]"
          >
            {d}
          </text>
        ))}
      </svg>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2 text-muted-foreground text-xs">
        {MOOD_LEVELS.map((mood) => (
          <li key={mood} className="inline-flex items-center gap-1.5">
            <span
              className="size-3 rounded-sm border border-border"
              style={{ background: MOOD_TINT[mood] }}
            />
            {MOOD_WORDS[mood]}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-foreground" />
          Retro completed
        </li>
        {today.startsWith(String(year)) ? (
          <li className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm border-[1.5px] border-foreground" />
            Today
          </li>
        ) : null}
      </ul>
    </ChartFrame>
  );
}
