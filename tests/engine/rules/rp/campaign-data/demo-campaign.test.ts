import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../../src/engine/map";
import { placementHexes } from "../../../../../src/engine/rules/rp/campaign/placing";
import { rpCampaignBattle } from "../../../../../src/engine/rules/rp/data/campaign-battle";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RP_DEMO_CAMPAIGN, rpDemoCampaignBattle } from "../../../../../src/engine/rules/rp/data/demo-campaign";
import { RpCampaignFile } from "../../../../../src/engine/rules/rp/data/schemas/campaign";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { campaignRunner } from "../campaign/campaign-fixture";

const map = loadMap(RP_DEMO.map, RP_TEC);
const { answer, run, play, at, label } = campaignRunner(map);
const battle = rpDemoCampaignBattle(map);
const column = (letter: string) => Array.from({ length: map.rows }, (_, r) => at(`${letter}${r + 1}`));

describe("the demonstration campaign (RP 11.0)", () => {
  it("RP 11.01, 11.2: day 1 of 2 opens with the Germans attacking the British in a 12-turn attack scenario, from the demonstration set-up", () => {
    expect(battle.campaign).toMatchObject({ day: 1, days: 2, attacker: "german", defender: "british", segment: "attack", toPlace: [], lost: [] });
    expect(battle.scenario).toMatchObject({ id: "rp-demo-campaign", turns: 12, date: "1917-10-12" });
    expect(battle.phase).toBe("preliminary");
    expect(Object.keys(battle.units).sort()).toEqual(Object.keys(rpBattleFromDemo()).sort());
  });

  it("RP 11.01, 11.42: the Germans' board edge is the east column Z, the British's the west column A", () => {
    expect(battle.sides.map((s) => [s.id, s.edge])).toEqual([
      ["german", column("Z")],
      ["british", column("A")],
    ]);
  });

  it("RP 11.11: day 2's reinforcements wait on the campaign's reserve: two Eingreif companies entering by the east edge, two British companies placed in U08–U14", () => {
    const reserve = battle.campaign!.reserve;
    expect(Object.keys(reserve)).toEqual(["german-eingreif-1", "german-eingreif-2", "british-infantry-4", "british-infantry-5"]);
    expect(reserve["german-eingreif-1"]).toMatchObject({ day: 2, how: "enter", hexes: column("Z"), unit: { side: "german", hex: null, types: RP_DEMO.counters.counters["german-eingreif"]!.types } });
    expect(reserve["british-infantry-5"]!.hexes.map(label)).toEqual(["U08", "U09", "U10", "U11", "U12", "U13", "U14"]);
    expect(reserve["british-infantry-5"]).toMatchObject({ day: 2, how: "place", unit: { side: "british", name: `${RP_DEMO.counters.counters["british-infantry"]!.name} 5` } });
    expect(Object.keys(battle.units).filter((id) => id in reserve)).toEqual([]);
  });

  it("RP 11.11: a German howitzer group (+5, aircraft) arrives on day 2, off the battle until then", () => {
    expect(battle.campaign!.reserveOma).toEqual({ "german-oma-1": { day: 2, group: expect.objectContaining({ side: "german", firepower: 5, mode: "aircraft", howitzer: true, crossHair: null }) } });
    expect(Object.keys(battle.oma)).toEqual(["british-oma-1"]);
  });

  it("RP 7.1, 5.1: its first commands run: the German PB, then initiative", () => {
    const pb = answer(battle, { type: "fire-preliminary", side: "german" }, Array<number>(40).fill(3));
    expect(pb.state.preliminary).toEqual([]);
    expect(pb.state.pbFired).toBe(true);
    const r = run(pb.state, { type: "roll-initiative", side: "german" }, [5, 2]);
    expect(r.status).toBe("done");
    if (r.status === "done") expect(r.state).toMatchObject({ phase: "couplets", couplets: { initiative: "german", total: 3 } });
  });

  it("RP 11.03, 11.12: after day 1's redeploy, day 2 brings the Eingreif waiting at the east edge, the howitzers, and the British to place next to their line", () => {
    const night = { ...battle, phase: "campaign" as const, campaign: { ...battle.campaign!, segment: "redeploy" as const } };
    const noEdge = { "rp-edge-entry:british-infantry-4": false, "rp-edge-entry:british-infantry-5": false };
    const s = play(play(night, { type: "redeploy", side: "german" }).state, { type: "redeploy", side: "british" }, [], noEdge).state;
    expect(s.campaign).toMatchObject({ day: 2, segment: "reinforcements", placer: "british" });
    expect(s.units["german-eingreif-2"]).toMatchObject({ status: "waiting", arrives: { turn: 1, how: "enter", hexes: column("Z") } });
    expect(s.oma["german-oma-1"]).toMatchObject({ firepower: 5 });
    const first = s.campaign!.toPlace[0]!;
    // RP 11.12 d: U08 touches V07 and V08 only, where no British unit stands.
    expect(placementHexes(s, map, first).map(label)).toEqual(["U09", "U10", "U11", "U12", "U13", "U14"]);
    const placed = play(s, { type: "campaign-place", side: "british", unit: first.unit, hex: at("U10") }).state;
    expect(placed.units[first.unit]).toMatchObject({ status: "on-map", hex: at("U10") });
  });

  it("RP 11.01: a campaign names both sides' edges, and its reinforcements come on a day of the campaign", () => {
    const bad = RpCampaignFile.safeParse({ ...RP_DEMO_CAMPAIGN, edges: { german: ["Z01"] }, reinforcements: [{ ...RP_DEMO_CAMPAIGN.reinforcements[0]!, day: 3 }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["edges", "reinforcements.0.day"]);
  });

  it("RP 11.0: a campaign set up on another scenario than its own is refused", () => {
    expect(() => rpCampaignBattle({ ...RP_DEMO_CAMPAIGN, scenario: "aa1" }, RP_DEMO.scenario, RP_DEMO.counters, map)).toThrow(/begins with scenario "aa1"/);
  });
});

/** The demonstration scenario's own units, by id. */
function rpBattleFromDemo() {
  return Object.fromEntries(Object.entries(battle.units).filter(([id]) => !(id in battle.campaign!.reserve)));
}
