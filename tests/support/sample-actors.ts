/**
 * Actors as the sheets receive them, for rendering templates without Foundry: the fixture counter set's unit types
 * and leaders imported as actors (src/foundry/rulesets/ia/counters-to-actors.ts), and a marker.
 */
import { readFileSync } from "node:fs";
import { CounterSet } from "../../src/engine/rules/ia/data/schemas/counters";
import { parseData } from "../../src/engine/data/validate";
import type { ActorView, MarkerSystem } from "../../src/foundry/applications/sheets/sheet-context";
import type { LeaderSystem, UnitSystem } from "../../src/foundry/rulesets/ia/sheets/sheet-context";
import { countersToActors, type LeaderActor, type UnitActor } from "../../src/foundry/rulesets/ia/counters-to-actors";

export const testCountersJson = (): unknown => JSON.parse(readFileSync(new URL("../scenarios/ia1-test-counters.json", import.meta.url), "utf8"));
export const testCounters = parseData(CounterSet, testCountersJson(), "ia1-test-counters.json");
export const testActors = countersToActors(testCounters);

const byCounter = <A extends UnitActor | LeaderActor>(id: string) => structuredClone(testActors.find((a) => a.system.counterId === id)) as A;

/** The image as a page outside Foundry finds it: assets/ of this repository, not systems/hex-tactics/. */
const local = <A extends { img: string }>(a: A): A => ({ ...a, img: a.img.replace("systems/hex-tactics/", "") });

/** German infantry: full 5-4 and reduced 3-4, movement 4 (fixture values, `user` provenance). */
export const sampleUnit: ActorView<UnitSystem> = local(byCounter<UnitActor>("ger-inf"));
/** A German field gun: direct 4-8, bombardment 10-20, T on both sides. */
export const sampleGun: ActorView<UnitSystem> = local(byCounter<UnitActor>("ger-art"));
/** Cossacks: four faces, full and reduced, mounted and dismounted. */
export const sampleCavalry: ActorView<UnitSystem> = local(byCounter<UnitActor>("rus-coss"));
/** Hptm. Adler: morale 9, combat 1, morale bonus 1, Hauptmann on the German ladder. */
export const sampleLeader: ActorView<LeaderSystem> = local(byCounter<LeaderActor>("ger-hptm-a1"));

export const sampleMarker: ActorView<MarkerSystem> = {
  name: "Smoke",
  img: "assets/markers/smoke.svg",
  type: "marker",
  system: {
    kind: "smoke",
    rule: "IA1 16.1",
    description: "<p>Placed in the target hex by successful smoke fire (IA1 16.11).</p>",
  },
};

/** A cell's provenance marked `playtest`, as the shipped counters are. */
export function asPlaytest<A extends ActorView<UnitSystem | LeaderSystem>>(actor: A): A {
  const copy = structuredClone(actor);
  const walk = (v: unknown): void => {
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if ("provenance" in o && "value" in o) o.provenance = { source: "playtest", rule: "", note: "playtest value: the printed counters are not in the rules text" };
    else Object.values(o).forEach(walk);
  };
  walk(copy.system);
  return copy;
}
