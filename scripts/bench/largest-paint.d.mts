export interface LargestPaint {
  element: string;
  size: number;
  atMs: number;
}
export function largestPaint(trace: { traceEvents?: object[] } | object[]): LargestPaint | null;
export function describeLargestPaint(paint: LargestPaint | null): string;
