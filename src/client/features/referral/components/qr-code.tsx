import { encode } from 'uqr';

/**
 * The link as a QR code, drawn as one SVG path. Always dark modules on white with a quiet zone, in
 * either theme: phone cameras read that reliably.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-xl bg-white sm:size-48"
    >
      <path d={path} fill="#111" />
    </svg>
  );
}
