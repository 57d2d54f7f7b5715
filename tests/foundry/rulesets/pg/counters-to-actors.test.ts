import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import demoCounters from "../../../../src/engine/rules/pg/data/pg3-demo-counters.json";
import { PgCounterSet } from "../../../../src/engine/rules/pg/data/schemas/counters";
import { parseData } from "../../../../src/engine/data/validate";
import { PgLeaderModel, PgUnitModel } from "../../../../src/foundry/rulesets/pg/actors/_module";
import { pgCountersToActors, type PgLeaderActor, type PgUnitActor } from "../../../../src/foundry/rulesets/pg/counters-to-actors";
import { pgCounterDocuments } from "../../../../scripts/pg-packs";
import { readSchema } from "../../support/schema";
import { schemaIssues } from "../../support/validate";

const root = join(import.meta.dirname, "../../../..");
const set = parseData(PgCounterSet, demoCounters, "pg3-demo-counters.json");
const actors = pgCountersToActors(set);
const unit = (id: string) => actors.find((a): a is PgUnitActor => a.type === "pg-unit" && a.system.counterId === id)!;
const leader = (id: string) => actors.find((a): a is PgLeaderActor => a.type === "pg-leader" && a.system.counterId === id)!;
const values = (face: PgUnitActor["system"]["faces"]["full"] | null) =>
  face && {
    direct: face.directFire && [face.directFire.strength.value, face.directFire.range.value],
    bombardment: face.bombardmentFire && [face.bombardmentFire.strength.value, face.bombardmentFire.range.value],
    at: face.antiTankFire && [face.antiTankFire.strength.value, face.antiTankFire.range.value],
    movement: face.movement.value,
  };

describe("pg-counters → actors", () => {
  it("one actor per unit type, then per leader piece, each valid against its model", () => {
    expect(actors.map((a) => `${a.type}/${a.system.counterId}`)).toEqual([...Object.keys(set.units).map((id) => `pg-unit/${id}`), ...Object.keys(set.leaders).map((id) => `pg-leader/${id}`)]);
    for (const a of actors) expect({ id: a.system.counterId, issues: schemaIssues(readSchema(a.type === "pg-unit" ? PgUnitModel : PgLeaderModel), a.system) }).toEqual({ id: a.system.counterId, issues: [] });
  });

  it.each(Object.entries(set.units))("%s: armor, open top, APC, armored car, class and every face's three fire values as printed", (id, u) => {
    const { system, name } = unit(id);
    expect(name).toBe(u.name);
    expect([system.kind, system.code, system.transport]).toEqual([u.kind, u.code, u.transport ?? ""]);
    expect([system.armor.value, system.openTop.value, system.apc.value, system.armoredCar.value, system.movementClass.value]).toEqual([u.armor.value, u.openTop.value, u.apc.value, u.armoredCar.value, u.movementClass.value]);
    expect(system.steps.value).toBe(u.steps.value);
    const printed = (f: (typeof u.faces)["full"] | undefined) =>
      f && {
        direct: f.directFire ? [f.directFire.strength.value, f.directFire.range.value] : null,
        bombardment: f.bombardmentFire ? [f.bombardmentFire.strength.value, f.bombardmentFire.range.value] : null,
        at: f.antiTankFire ? [f.antiTankFire.strength.value, f.antiTankFire.range.value] : null,
        movement: f.movement.value === "T" ? null : f.movement.value,
      };
    expect([values(system.faces.full), values(system.faces.reduced), values(system.faces.limbered)]).toEqual([printed(u.faces.full), printed(u.faces.reduced) ?? null, printed(u.faces.limbered) ?? null]);
  });

  it("the Tiger is a closed-top mechanized AFV with AT fire; the SPW 251 an open-top APC; the PaK 38 a towed AT gun, T when limbered", () => {
    const tiger = unit("tiger").system;
    expect([tiger.armor.value, tiger.openTop.value, tiger.movementClass.value, values(tiger.faces.full)!.at]).toEqual([5, false, "mechanized", [8, 8]]);
    expect(tiger.openTop.provenance).toEqual({ source: "rules", rule: "7.61", note: "a closed-top AFV: M, never step losses, from an X" });
    const spw = unit("spw-251").system;
    expect([spw.armor.value, spw.openTop.value, spw.apc.value, spw.faces.reduced]).toEqual([1, true, true, null]);
    const pak = unit("pak-38").system;
    expect([pak.armor.value, pak.movementClass.value, values(pak.faces.full), values(pak.faces.limbered)]).toEqual([
      null,
      "towed",
      { direct: null, bombardment: null, at: [5, 6], movement: 0 },
      { direct: null, bombardment: null, at: null, movement: null },
    ]);
    expect([unit("opel-blitz").system.transport, unit("pz-iii").system.selfPropelled]).toEqual(["truck", false]);
  });

  it("a leader piece has both its sides with rank, morale, combat and morale modifier", () => {
    const { name, system } = leader("german-leader");
    expect(name).toBe("Leutnant Weber / Feldwebel Braun");
    expect(system.kind).toBe("regular");
    const side = (s: PgLeaderActor["system"]["faces"]["front"]) => [s.name, s.rank.value, s.morale.value, s.combat.value, s.moraleModifier.value];
    expect([side(system.faces.front), side(system.faces.back)]).toEqual([
      ["Leutnant Weber", "LT", 8, 1, 1],
      ["Feldwebel Braun", "SGT", 7, 0, 1],
    ]);
  });
});

describe("packs/_source/pg-counters", () => {
  const dir = join(root, "packs/_source/pg-counters");
  const sources = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as { _id: string; _key?: string });

  it("is what scripts/pg-packs.ts writes from the demonstration counters (run it after they change)", () => {
    const byId = (docs: readonly { _id: string }[]) => Object.fromEntries(docs.map((d) => [d._id, d]));
    expect(byId(sources)).toEqual(byId(pgCounterDocuments()));
  });

  it("every source has its `_key` (compilePack drops one without), folders and actors alike", () => {
    expect(sources.filter((d) => d._key !== `!actors!${d._id}` && d._key !== `!folders!${d._id}`)).toEqual([]);
    expect(sources.filter((d) => d._key!.startsWith("!actors!"))).toHaveLength(actors.length);
  });
});
