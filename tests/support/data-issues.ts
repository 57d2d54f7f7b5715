import { DataError, type DataIssue } from "../../src/engine/data/validate";

/** The issues of the DataError `run` throws; an error if it throws none. */
export function dataIssues(run: () => unknown): readonly DataIssue[] {
  try {
    run();
  } catch (e) {
    if (e instanceof DataError) return e.issues;
    throw e;
  }
  throw new Error("accepted");
}
