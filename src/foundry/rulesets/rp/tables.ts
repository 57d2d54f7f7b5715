/**
 * Red Poppies' charts at the table: RP resolves fire and melee by cohesion checks (RP 3.7), with no combat table, so
 * its one chart is the map vocabulary (its TEC: rules/rp/data/rp-tec.json), which a GM may edit, import or export.
 */
import { rpModule } from "../../../engine/rules/rp/module";
import { RP } from "../../../engine/rules/rp/state";
import { tecKind } from "../../tables/kinds";
import type { Charts, TableRules } from "../../tables/table-rules";

export const rpTableRules: TableRules = {
  ruleset: RP,
  kinds: [tecKind],
  shipped: (edition): Charts => rpModule.charts.shipped(edition),
  check: (_kind, edition, table) => {
    const { ruleset, edition: of } = table as { ruleset?: unknown; edition?: unknown };
    if (ruleset !== RP) return [{ code: "wrongRuleset", params: { path: "$.ruleset", found: String(ruleset), expected: RP } }];
    return of === edition ? [] : [{ code: "wrongEdition", params: { path: "$.edition", found: String(of), expected: edition } }];
  },
  view: () => ({}),
};
