import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../../src/engine/map";
import { rpCampaignBattle } from "../../../../../src/engine/rules/rp/data/campaign-battle";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RP_DEMO_CAMPAIGN } from "../../../../../src/engine/rules/rp/data/demo-campaign";
import type { RpScenario } from "../../../../../src/engine/rules/rp/data/schemas/scenario";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";

const map = loadMap(RP_DEMO.map, RP_TEC);

/**
 * The demonstration scenario (the Germans listed first) with a line of each side its player places within an area:
 * two German mortars anywhere in X14–X15, two British MGs in V14–V15.
 */
const scenario: RpScenario = {
  ...RP_DEMO.scenario,
  order: [
    ...RP_DEMO.scenario.order,
    { side: "german", counter: "german-mortar", count: 2, face: "formed", in: null, at: [{ from: "X14", to: "X15" }] },
    { side: "british", counter: "british-mg", count: 2, face: "formed", in: null, at: [{ from: "V14", to: "V15" }] },
  ],
};
const placements = { "german-mortar-1": "X14", "german-mortar-2": "X15", "british-mg-3": "V14", "british-mg-4": "V15" };

/** The sides of the units set up at the start, in the order they are set up. */
const setUpSides = (b: RpBattle) => Object.values(b.units).flatMap((u) => (u.status === "on-map" ? [u.side] : []));

describe("RP 11.01 the defender sets up first", () => {
  it("RP 11.01: every one of the defender's at-start units is set up before any of the attacker's, with units of both sides placed by their players", () => {
    // The demonstration campaign: the British defend, though the scenario lists the Germans first.
    const b = rpCampaignBattle(RP_DEMO_CAMPAIGN, scenario, RP_DEMO.counters, map, { placements });
    const sides = setUpSides(b);
    expect(sides.lastIndexOf("british")).toBeLessThan(sides.indexOf("german"));
    const listed = (side: string) => scenario.order.filter((l) => l.side === side && !l.arrives).reduce((n, l) => n + l.count, 0);
    expect([sides.filter((s) => s === "british").length, sides.filter((s) => s === "german").length]).toEqual([listed("british"), listed("german")]);
    expect(b.units["british-mg-4"]!.hex).toBe(map.indexOfOffset(21, 14));
  });

  it("RP 11.01: whichever side the scenario lists first, the campaign's defender sets up first", () => {
    const germansDefend = { ...RP_DEMO_CAMPAIGN, attacker: "british", defender: "german" };
    const sides = setUpSides(rpCampaignBattle(germansDefend, scenario, RP_DEMO.counters, map, { placements }));
    expect(sides.lastIndexOf("german")).toBeLessThan(sides.indexOf("british"));
    expect(new Set(sides)).toEqual(new Set(["german", "british"]));
  });
});
