/**
 * ln N(m, r), N(m, r) = Σ_{j=0}^{min(r, m)} C(m, j): the number of ways to pick at most r rounds
 * out of m, each term in the log domain (C(10⁶, 10) is 10⁵³, far past what a sum of integers
 * keeps exactly).
 */
export function logChooseAtMost(m: number, r: number): number {
  if (m < 0 || r < 0) return -Infinity;
  const top = Math.min(r, m);
  let lnC = 0;
  let max = 0;
  const terms = [0];
  for (let j = 1; j <= top; j++) {
    lnC += Math.log(m - j + 1) - Math.log(j);
    terms.push(lnC);
    if (lnC > max) max = lnC;
  }
  let s = 0;
  for (const l of terms) s += Math.exp(l - max);
  return max + Math.log(s);
}
