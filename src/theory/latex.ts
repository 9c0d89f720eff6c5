import { fillSlots, formatNumber, type BoundStatus, type Quantities, type Theorem } from './types';

/** What the bound caps, as the theorem panel writes it. */
export const QUANTITY_TEX: Record<Theorem['quantity'], string> = {
  mistakes: 'M_t',
  loss: 'L_t',
  regret: '\\mathrm{Regret}_t',
  'weighted-regret': '\\mathrm{Regret}^{\\omega}_t',
};

/** The last line of the panel: the measured quantity against the bound, with today's numbers. */
export function summaryTex(theorem: Theorem, status: BoundStatus): string {
  return fillSlots(
    `${QUANTITY_TEX[theorem.quantity]} = {{observed}} ${status.holds ? '\\le' : '>'} {{value}}`,
    { observed: status.observed, value: status.value },
  );
}

/** Plain words inside LaTeX text: its special characters escaped. */
export function latexText(s: string): string {
  return s.replace(/[\\{}$&#%_^~]/g, (c) =>
    c === '\\'
      ? '\\textbackslash{}'
      : c === '~'
        ? '\\textasciitilde{}'
        : c === '^'
          ? '\\textasciicircum{}'
          : `\\${c}`,
  );
}

export interface LatexContext {
  /** The round the numbers are from, when known. */
  t?: number;
  /** The lesson's caption for the numbers ("with R and γ as configured"), if any. */
  caption?: string;
}

/**
 * The theorem with the run's numbers as LaTeX source to paste into notes (amsmath and amsthm):
 * the statement, each hypothesis with its check, each proof line symbolic and then with today's
 * numbers and why it holds, and the bound against the measured quantity. The maths is the
 * panel's own TeX; the words are escaped.
 */
export function theoremLatex(
  theorem: Theorem,
  q: Quantities,
  status: BoundStatus,
  ctx: LatexContext,
): string {
  const out: string[] = [];
  const at = ctx.t === undefined ? 'at the round shown' : `at round ${formatNumber(ctx.t)}`;
  out.push(`% Hindsight: ${latexText(theorem.title)} (${latexText(theorem.source)}), ${at}.`);
  out.push('% Needs \\usepackage{amsmath,amsthm} and \\newtheorem{theorem}{Theorem}; the words');
  out.push('% use Unicode symbols (η, ‖, ≤): compile with LuaLaTeX or XeLaTeX.');
  out.push(`\\begin{theorem}[${latexText(theorem.title)}]`);
  out.push(`\\[ ${theorem.statementTex} \\]`);
  out.push('\\end{theorem}');
  if (ctx.caption) out.push(`\\noindent ${latexText(ctx.caption)}.`);
  out.push('');
  out.push(`\\paragraph{Hypotheses, checked ${at}.}`);
  out.push('\\begin{itemize}');
  for (const h of theorem.hypotheses) {
    const c = h.check(q);
    const verdict = c.holds ? 'holds' : `fails: ${latexText(c.reason ?? 'this hypothesis fails')}`;
    out.push(`  \\item $${fillSlots(h.tex, q)}$ --- ${verdict}.`);
  }
  out.push('\\end{itemize}');
  if (!status.applies)
    out.push(
      `\\noindent The bound does not apply: ${latexText(status.failed?.reason ?? 'the bound cannot be computed from the current numbers')}.`,
    );
  out.push('');
  // The lines in maths, numbered; why each holds in words after them (the words may hold
  // symbols, ∫ or ‖, that only text mode with a Unicode engine takes).
  out.push('\\begin{proof}');
  out.push('\\begin{align*}');
  theorem.proof.forEach((step, i) => {
    const end = i === theorem.proof.length - 1 ? '' : ' \\\\';
    out.push(`  \\text{(${i + 1})} \\quad & ${step.tex} \\\\`);
    out.push(`  & \\quad ${fillSlots(step.liveTex, q)}${end}`);
  });
  out.push('\\end{align*}');
  out.push('Why each line holds:');
  out.push('\\begin{enumerate}');
  for (const step of theorem.proof) out.push(`  \\item ${latexText(step.because)}`);
  out.push('\\end{enumerate}');
  out.push('\\end{proof}');
  if (status.applies) {
    out.push('');
    const At = at.charAt(0).toUpperCase() + at.slice(1);
    out.push(`\\noindent ${At}: $${summaryTex(theorem, status)}$.`);
  }
  return `${out.join('\n')}\n`;
}
