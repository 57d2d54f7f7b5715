import { DataError, jsonPath, type DataIssue } from "../../../data/validate";

/** A JSON path in the scenario, e.g. `["setup", 3, "at"]`. */
export type Path = readonly (string | number)[];

/** The problems found while building a battle, each at its path in the scenario; thrown together as one DataError. */
export class Issues {
  private readonly found: DataIssue[] = [];

  constructor(readonly source: string) {}

  /** Records a problem; returns null so a lookup can `return issues.fail(…)`. */
  fail(path: Path, message: string): null {
    this.found.push({ path: jsonPath(path), message });
    return null;
  }

  get any(): boolean {
    return this.found.length > 0;
  }

  throwIfAny(): void {
    if (this.any) throw new DataError(this.source, this.found);
  }
}
