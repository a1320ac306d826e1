import { ApiError } from '../../../api/client.js';
import { SCAN_PROBLEMS, type ScanCheck, type ScanProblem } from '../../../../shared/qr-codes.js';

const isScanProblem = (value: unknown): value is ScanProblem =>
  typeof value === 'string' && (SCAN_PROBLEMS as readonly string[]).includes(value);

/** The problems in the order the designer explains them (SCAN_PROBLEMS), each once; unknown codes left out. */
export function orderedProblems(problems: readonly string[]): ScanProblem[] {
  return SCAN_PROBLEMS.filter((problem) => problems.includes(problem));
}

/** The server's refusal to save a design that does not scan (422 `qr_does_not_scan`), or null for other errors. */
export interface ScanRefusal {
  problems: ScanProblem[];
  check: ScanCheck | null;
}

export function scanRefusalOf(error: unknown): ScanRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'qr_does_not_scan') return null;
  const check = (error.details.check ?? null) as ScanCheck | null;
  const fromFields = error.fields.map((field) => field.code).filter(isScanProblem);
  const fromCheck = Array.isArray(check?.problems) ? check.problems.filter(isScanProblem) : [];
  const problems = orderedProblems([...fromCheck, ...fromFields]);
  return { problems: problems.length > 0 ? problems : ['does_not_decode'], check };
}
