// What one part of the deploy check found: problems fail the check, notes are printed.
export interface CheckResult {
  name: string;
  problems: string[];
  notes: string[];
}
