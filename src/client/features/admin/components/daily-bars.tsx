/**
 * One bar per day in SVG. A day whose figure is hidden (fewer than five people) gets no bar: a short
 * hatched mark on the baseline, explained by a legend under the chart, so it reads as "not shown",
 * never as a value (a full-height column read as a peak) or as a zero. Colours come from the theme's
 * variables, so it follows the light and dark themes and the accent.
 */
import { useId } from 'react';
import { useMeasuredWidth } from '#client/components/charts/use-measured-width';
import { ANALYTICS_MIN_GROUP } from '#contract/constants';

const PAD_LEFT = 44;
const PAD_RIGHT = 8;
const PAD_TOP = 8;
const AXIS = 22;
/** The height of a hidden day's mark: clearly a mark, clearly not a bar. */
const HIDDEN_MARK = 6;

export interface DailyBar {
  label: string;
  value: number | null;
}

export function DailyBars({
  bars,
  max,
  height = 170,
  yLabels,
  xLabels,
}: {
  bars: DailyBar[];
  max: number;
  height?: number;
  yLabels: { value: number; label: string }[];
  /** Labels under the chart: index of the bar and text. */
  xLabels: { index: number; label: string }[];
}) {
  const [box, width] = useMeasuredWidth<SVGSVGElement>({ initial: 640, min: 200, parent: true });
  const plotHeight = height - PAD_TOP - AXIS;
  const baseline = PAD_TOP + plotHeight;
  const slot = (width - PAD_LEFT - PAD_RIGHT) / Math.max(1, bars.length);
  const barWidth = Math.max(1, Math.min(24, slot * (slot > 4 ? 0.7 : 0.85)));
  const left = (i: number) => PAD_LEFT + i * slot + (slot - barWidth) / 2;
  const y = (value: number) => baseline - (value / max) * plotHeight;
  const hatch = `hidden-${useId().replace(/:/g, '')}`;
  const anyHidden = bars.some((bar) => bar.value === null);

  return (
    <>
      <svg ref={box} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="presentation">
        <HatchPattern id={hatch} />
        {yLabels.map(({ value, label }) => (
          <g key={label}>
            <line
              x1={PAD_LEFT}
              x2={width - PAD_RIGHT}
              y1={y(value)}
              y2={y(value)}
              className="stroke-border"
            />
            <text
              x={PAD_LEFT - 8}
              y={y(value) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[12px]"
            >
              {label}
            </text>
          </g>
        ))}
        {bars.map((bar, i) =>
          bar.value === null ? (
            <rect
              key={bar.label}
              data-hidden-day={bar.label}
              x={left(i)}
              y={baseline - HIDDEN_MARK}
              width={barWidth}
              height={HIDDEN_MARK}
              fill={`url(#${hatch})`}
              className="stroke-muted-foreground"
              strokeWidth={0.75}
            />
          ) : bar.value > 0 ? (
            <rect
              key={bar.label}
              x={left(i)}
              y={y(bar.value)}
              width={barWidth}
              height={baseline - y(bar.value)}
              rx={Math.min(2, barWidth / 2)}
              className="fill-accent"
            />
          ) : null,
        )}
        {xLabels.map(({ index, label }) => {
          const edge = bars.length > 1 && (index === 0 || index === bars.length - 1);
          return (
            <text
              key={`${index}-${label}`}
              x={
                index === 0 && edge
                  ? left(0)
                  : index === bars.length - 1 && edge
                    ? left(index) + barWidth
                    : left(index) + barWidth / 2
              }
              y={height - 4}
              textAnchor={index === 0 && edge ? 'start' : edge ? 'end' : 'middle'}
              className="fill-muted-foreground text-[12px]"
            >
              {label}
            </text>
          );
        })}
      </svg>
      {anyHidden ? (
        <p className="mt-2 flex items-center gap-2 text-muted-foreground text-xs">
          <svg viewBox="0 0 16 10" className="h-2.5 w-4 shrink-0" role="presentation">
            <HatchPattern id={`${hatch}-key`} />
            <rect
              x="0.5"
              y="0.5"
              width="15"
              height="9"
              fill={`url(#${hatch}-key)`}
              className="stroke-muted-foreground"
              strokeWidth={0.75}
            />
          </svg>
          Hidden: fewer than {ANALYTICS_MIN_GROUP} people that day
        </p>
      ) : null}
    </>
  );
}

/** Diagonal lines in the muted colour: the mark of a figure not shown. */
function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="4" strokeWidth="2" className="stroke-muted-foreground" />
      </pattern>
    </defs>
  );
}
