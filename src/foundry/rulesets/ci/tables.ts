/**
 * Combat Infantry's charts at the table: CI fires d10s against the firepower (CI 6.x Firepower), with no combat table,
 * so its one chart is the map vocabulary (its TEC: rules/ci/data/ci-tec.json), which a GM may edit, import or export.
 */
import { ciModule } from "../../../engine/rules/ci/module";
import { CI } from "../../../engine/rules/ci/state";
import { tecKind } from "../../tables/kinds";
import type { Charts, TableRules } from "../../tables/table-rules";

export const ciTableRules: TableRules = {
  ruleset: CI,
  kinds: [tecKind],
  shipped: (edition): Charts => ciModule.charts.shipped(edition),
  check: (_kind, edition, table) => {
    const { ruleset, edition: of } = table as { ruleset?: unknown; edition?: unknown };
    if (ruleset !== CI) return [{ code: "wrongRuleset", params: { path: "$.ruleset", found: String(ruleset), expected: CI } }];
    return of === edition ? [] : [{ code: "wrongEdition", params: { path: "$.edition", found: String(of), expected: edition } }];
  },
  view: () => ({}),
};
