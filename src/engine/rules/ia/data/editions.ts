import { jsonPath, type DataIssue } from "../../../data/validate";
import type { IaEdition } from "../state";

/** What a chart says it belongs to (its header: `SetHeader`). */
interface Charted {
  readonly ruleset: string;
  readonly edition: string;
  readonly name: string;
}

/**
 * Charts given to play a battle with that are another game's or edition's: the TEC must be the battle's edition's (their
 * terrain differs: IA2 7.2–7.5); fire tables its edition's or, in an IA2 battle, the 1st edition's, whose rules it plays
 * its combat by (its text ends at 7.56: docs/rulings.md, "IA2 and the 1st edition").
 */
export function chartsOfAnotherEdition(edition: IaEdition, charts: { readonly tec?: Charted; readonly fireTables?: Charted }): DataIssue[] {
  const editions: Record<"tec" | "fireTables", readonly string[]> = { tec: [edition], fireTables: edition === "IA2" ? ["IA2", "IA1"] : [edition] };
  return (["tec", "fireTables"] as const).flatMap((key) => {
    const chart = charts[key];
    if (chart === undefined) return [];
    const what = key === "tec" ? "a Terrain Effects Chart" : "fire tables";
    const message = `"${chart.name}" is a chart of ${chart.ruleset} ${chart.edition}: an infantry-attacks ${edition} battle is played with ${what} of ${editions[key].join(" or ")}`;
    if (chart.ruleset !== "infantry-attacks") return [{ path: jsonPath([key, "ruleset"]), message }];
    return editions[key].includes(chart.edition) ? [] : [{ path: jsonPath([key, "edition"]), message }];
  });
}
