/**
 * A small hand-drawn line chart in SVG: one value (or none) per point, joined where neighbours both
 * have a value, with a dot on each. Colours come from the theme's variables, so it follows the
 * light and dark themes and the user's accent.
 */
import { useMeasuredWidth } from './use-measured-width';

const PAD_LEFT = 44;
const PAD_RIGHT = 12;
const PAD_Y = 12;

export interface LinePoint {
  label: string;
  value: number | null;
}

export function LineChart({
  points,
  min,
  max,
  height = 180,
  yLabels,
  xLabels,
}: {
  points: LinePoint[];
  min: number;
  max: number;
  height?: number;
  /** Labels on the left, at these values. */
  yLabels: { value: number; label: string }[];
  /** Labels under the chart: index of the point and text. */
  xLabels: { index: number; label: string }[];
}) {
  // The drawing is as wide as its box, in pixels, so labels keep their size on a phone and a desktop.
  const [box, width] = useMeasuredWidth<SVGSVGElement>({ initial: 640, min: 200, parent: true });
  const plotHeight = height - PAD_Y * 2 - 18;
  const step = points.length > 1 ? (width - PAD_LEFT - PAD_RIGHT) / (points.length - 1) : 0;
  const x = (i: number) => (points.length > 1 ? PAD_LEFT + i * step : (PAD_LEFT + width - PAD_RIGHT) / 2);
  const y = (value: number) => PAD_Y + plotHeight - ((value - min) / (max - min)) * plotHeight;
  const segments: string[] = [];
  let current = '';
  points.forEach((point, i) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(i).toFixed(1)},${y(point.value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  const dot = points.length > 60 ? 2 : 3.5;

  return (
    <svg
      ref={box}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full overflow-visible"
      role="presentation"
    >
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
      {segments.map((d) => (
        <path key={d} d={d} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-accent" />
      ))}
      {points.map((point, i) =>
        point.value === null ? null : (
          <circle key={point.label} cx={x(i)} cy={y(point.value)} r={dot} className="fill-accent" />
        ),
      )}
      {xLabels.map(({ index, label }) => (
        <text
          key={`${index}-${label}`}
          x={x(index)}
          y={height - 4}
          textAnchor={
            index === 0 && points.length > 1 ? 'start' : index === points.length - 1 ? 'end' : 'middle'
          }
          className="fill-muted-foreground text-[12px]"
        >
          {label}
        </text>
      ))}
    </svg>
  );
}

/** The first, middle and last points' labels, or fewer when there are fewer points. */
export function edgeLabels(labels: string[]): { index: number; label: string }[] {
  if (labels.length === 0) return [];
  const indexes = [...new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])];
  if (labels.length < 5) indexes.splice(1, indexes.length - 2);
  return indexes.map((index) => ({ index, label: labels[index] as string }));
}
