import { jsonPath, type DataIssue } from "../../../data/validate";
import type { IaEdition } from "../state";

const RULESET = "infantry-attacks";

/** What a chart says it belongs to (its header: `SetHeader`). */
interface Charted {
  readonly ruleset: string;
  readonly edition: string;
  readonly name: string;
}

/** The charts whose edition a battle's decides, by the key the engine reads them under. */
export type EditionedChart = "tec" | "fireTables" | "counters";

/**
 * The editions whose `kind` of chart a battle of `edition` is played with: the TEC its own (their terrain differs: IA2
 * 7.2–7.5); fire tables and counters its own or, in an IA2 battle, the 1st edition's, whose rules it plays its combat
 * by (its text ends at 7.56: docs/rulings.md, "IA2 and the 1st edition").
 */
const editionsFor = (edition: IaEdition, kind: EditionedChart): readonly string[] => (kind === "tec" || edition === "IA1" ? [edition] : ["IA2", "IA1"]);

/** Why `chart` cannot be a battle's `kind` of chart: the header field at fault, what it says and what would do; null if it can. */
export function foreignChart(edition: IaEdition, kind: EditionedChart, chart: Omit<Charted, "name">): { readonly field: "ruleset" | "edition"; readonly found: string; readonly expected: readonly string[] } | null {
  if (chart.ruleset !== RULESET) return { field: "ruleset", found: chart.ruleset, expected: [RULESET] };
  const editions = editionsFor(edition, kind);
  return editions.includes(chart.edition) ? null : { field: "edition", found: chart.edition, expected: editions };
}

/** The TEC and fire tables given to play a battle with (a request's, a saved game's) that are another game's or edition's, at their JSON paths. */
export function chartsOfAnotherEdition(edition: IaEdition, charts: { readonly tec?: Charted; readonly fireTables?: Charted }): DataIssue[] {
  return (["tec", "fireTables"] as const).flatMap((kind) => {
    const chart = charts[kind];
    const wrong = chart === undefined ? null : foreignChart(edition, kind, chart);
    if (wrong === null) return [];
    const what = kind === "tec" ? "a Terrain Effects Chart" : "fire tables";
    return [{ path: jsonPath([kind, wrong.field]), message: `"${chart!.name}" is a chart of ${chart!.ruleset} ${chart!.edition}: an ${RULESET} ${edition} battle is played with ${what} of ${editionsFor(edition, kind).join(" or ")}` }];
  });
}
