/**
 * Combat Infantry's compendium sources (scripts/ci-packs.ts): the block labels a revealed block's token shows, the
 * markers the referee places, and the demonstration scenario's entry a GM starts it from (plan §7).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ciBlockDocuments, ciMarkerDocuments, ciScenarioDocuments } from "../../../../scripts/ci-packs";
import { CI_DEMO_SCENARIO } from "../../../../src/engine/rules/ci/data/demo";
import { CI_ROSTER } from "../../../../src/engine/rules/ci/data/roster";
import { CI_MARKER_KINDS } from "../../../../src/foundry/rulesets/ci/board-marks";
import { ciBlockSystem } from "../../../../src/foundry/rulesets/ci/counters-to-actors";
import { ciTableModule } from "../../../../src/foundry/rulesets/ci/module";
import { CI_MARKER_PACK } from "../../../../src/foundry/rulesets/ci/scenario";

const root = join(import.meta.dirname, "../../../..");
const sources = (pack: string) => readdirSync(join(root, "packs/_source", pack)).map((file) => JSON.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8")) as { _id: string; _key: string } & Record<string, any>);
const byId = (docs: readonly { _id: string }[]) => Object.fromEntries(docs.map((d) => [d._id, d]));
const shipped = (img: string) => existsSync(join(root, img.replace("systems/hex-tactics/", "")));

describe("packs/_source/ci-blocks: the labels a revealed block's token shows", () => {
  const docs = sources("ci-blocks");
  const actors = docs.filter((d) => d.type === "ci-block");

  it("is what scripts/ci-packs.ts writes from the roster (run it after the roster changes)", () => {
    expect(byId(docs)).toEqual(byId(ciBlockDocuments()));
  });

  it("CI 2.x Unit Types: one `ci-block` actor per block kind, its label's kept values with their rules and the lost ones blank, in its nation's folder", () => {
    expect(actors.map((a) => a.system.counterId).sort()).toEqual(Object.keys(CI_ROSTER.kinds).sort());
    const folders = new Map(docs.filter((d) => d._key.startsWith("!folders!")).map((f) => [f._id, f.name]));
    expect([...folders.values()].sort()).toEqual(["German units", "US units"]);
    for (const a of actors) {
      expect({ name: a.name, system: a.system }).toEqual({ name: CI_ROSTER.kinds[a.system.counterId]!.name, system: ciBlockSystem(a.system.counterId, CI_ROSTER.kinds[a.system.counterId]!) });
      expect(shipped(a.img)).toBe(true);
    }
    // CI 2.x Panther: F7, range 7 are printed (L); its MPs are lost (RP 10: a setting's, never the label's).
    const panther = actors.find((a) => a.system.counterId === "panther")!;
    expect([panther.system.label.F.value, panther.system.label.range.value, panther.system.label.mp.value]).toEqual([7, 7, null]);
  });
});

describe("packs/_source/ci-markers and ci-scenarios", () => {
  it("CI 7.x Foxholes, Smoke, Barbed Wire, CI 6.x Wrecks: one marker actor for each kind the projection places, in the pack the scenario start asks for", () => {
    const markers = sources("ci-markers");
    expect(byId(markers)).toEqual(byId(ciMarkerDocuments()));
    expect(markers.map((d) => d.system.kind).sort()).toEqual([...CI_MARKER_KINDS].sort());
    for (const m of markers) expect(shipped(m.img)).toBe(true);
    expect(ciTableModule.packs!.list.map((p) => `hex-tactics.${p.name}`)).toContain(CI_MARKER_PACK);
  });

  it("CI 10.x Set-up: the demonstration's entry holds its scenario, map and blocks' pack, in a pack players cannot open (its set-up is hidden)", () => {
    const [entry] = sources("ci-scenarios");
    expect(byId(sources("ci-scenarios"))).toEqual(byId(ciScenarioDocuments()));
    expect(entry!.flags["hex-tactics"]).toMatchObject({ ruleset: "combat-infantry", edition: "CI-WF", scenario: { id: CI_DEMO_SCENARIO.id }, counters: { pack: "hex-tactics.ci-blocks" } });
    expect(ciTableModule.packs!.list.find((p) => p.name === "ci-scenarios")!.ownership).toMatchObject({ PLAYER: "NONE", TRUSTED: "NONE" });
  });
});
