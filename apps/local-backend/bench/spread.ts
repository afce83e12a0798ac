// The figure of a benchmark over several runs: the median of the runs and their range. Shared by
// `bench:large` here and the web app's `bench:large`.

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** "12.3 (11.0-15.2) ms": the median, then the range, to one decimal. */
  text(unit: string): string;
}

/** The median (the mean of the middle two for an even count) and range of `values`. */
export function medianWithRange(values: readonly number[]): Spread {
  const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(finite.length / 2);
  const median =
    finite.length === 0
      ? Number.NaN
      : finite.length % 2 === 1
        ? (finite[middle] ?? Number.NaN)
        : ((finite[middle - 1] ?? Number.NaN) + (finite[middle] ?? Number.NaN)) / 2;
  const min = finite[0] ?? Number.NaN;
  const max = finite.at(-1) ?? Number.NaN;
  return {
    median,
    min,
    max,
    text: (unit) =>
      `${median.toFixed(1)} (${min.toFixed(1)}-${max.toFixed(1)})${unit === "" ? "" : ` ${unit}`}`,
  };
}
