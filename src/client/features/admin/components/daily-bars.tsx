/**
 * One bar per day in SVG. A day whose figure is hidden (fewer than five people) gets no bar, only a
 * pale column, so it reads as "not shown" rather than as zero or as a stray dot between gaps.
 * Colours come from the theme's variables, so it follows the light and dark themes and the accent.
 */
import { useMeasuredWidth } from '#client/components/charts/use-measured-width';

const PAD_LEFT = 44;
const PAD_RIGHT = 8;
const PAD_TOP = 8;
const AXIS = 22;

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

  return (
    <svg ref={box} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="presentation">
      {yLabels.map(({ value, label }) => (
        <g key={label}>
          <line x1={PAD_LEFT} x2={width - PAD_RIGHT} y1={y(value)} y2={y(value)} className="stroke-border" />
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
            x={left(i)}
            y={PAD_TOP}
            width={barWidth}
            height={plotHeight}
            rx={Math.min(2, barWidth / 2)}
            className="fill-muted-foreground/15 dark:fill-muted-foreground/30"
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
  );
}
