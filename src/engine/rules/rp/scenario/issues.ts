import { DataError, jsonPath, type DataIssue } from "../../../data/validate";

/** The faults found in a scenario, each at its JSON path, refused together as one DataError. */
export class ScenarioIssues {
  readonly list: DataIssue[] = [];
  constructor(private readonly source: string) {}
  /** Records a fault; false, so a check reads `ok || issues.fail(…)`. */
  fail(path: readonly PropertyKey[], message: string): false {
    this.list.push({ path: jsonPath(path), message });
    return false;
  }
  throwIfAny(): void {
    if (this.list.length) throw new DataError(this.source, this.list);
  }
}
