/** A count hidden by the five-person rule, short enough for a table cell: "< 5", read as "fewer than 5". */
export function HiddenFigure() {
  return (
    <span title="fewer than 5" className="whitespace-nowrap text-muted-foreground">
      <span aria-hidden="true">&lt; 5</span>
      <span className="sr-only">fewer than 5</span>
    </span>
  );
}
