/**
 * The entries an environment variable names (`BENCH_DEVICES=phone`, `BENCH_LESSONS=a,b`), or all
 * of them when it is unset. A name that matches none is an error that lists the known ones: a
 * typo must not turn a bench run into one that measures nothing and says nothing.
 */
export function pickNamed<T>(
  all: readonly T[],
  nameOf: (item: T) => string,
  value: string | undefined,
  variable: string,
): T[] {
  if (value === undefined || value.trim() === '') return [...all];
  const wanted = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const known = all.map(nameOf);
  const unknown = wanted.filter((w) => !known.includes(w));
  if (unknown.length > 0) {
    throw new Error(
      `${variable}: unknown ${unknown.map((u) => `"${u}"`).join(', ')}; known: ${known.join(', ')}`,
    );
  }
  return all.filter((item) => wanted.includes(nameOf(item)));
}
