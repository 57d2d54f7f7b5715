import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { offset, rpDemoBattle, rpDemoRequest } from "./rp-demo-request";
import { RP_DEMO } from "../../src/engine/rules/rp/data/demo";
import { rpSetUp } from "./malformed-corpus-rp";

const hexes = (...labels: string[]) => labels.map(offset);

describe("the oracle plays a Red Poppies battle (docs/headless.md)", () => {
  it("RP 5.11, 5.21, 9.0: the turn-1 initiative (4 against 6) gives the British two couplets; they pass the first", { timeout: 30_000 }, () => {
    const r = runOracle(rpDemoRequest());
    expect(r.results.map((x) => x.status)).toEqual(["done", "done"]);
    expect(r.diceUsed).toBe(2);
    const b = r.battle as Record<string, any>;
    expect(b.phase).toBe("couplets");
    expect(b.couplets).toMatchObject({ initiative: "british", total: 2, left: 2, half: 2 });
  });

  it("RP 7.11, 7.12: the demonstration opens with the German PB, which stops at a decision of the British player's", { timeout: 30_000 }, () => {
    const r = runOracle({ map: RP_DEMO.map, battle: rpDemoBattle(), commands: [{ command: { type: "fire-preliminary", side: "german" } }], dice: [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6] });
    const [first] = r.results as Record<string, any>[];
    expect(first!.status).toBe("decision");
    expect(first!.request.side).toBe("british");
    // Every British unit is IN its trench: dispersed, not killed (RP 7.12, the example's "none is eliminated").
    expect(first!.preview.filter((e: { type: string }) => e.type === "unit-flipped").map((e: { unit: string }) => e.unit).sort()).toEqual(["british-infantry-1", "british-infantry-2", "british-infantry-3", "british-mg-1", "british-mg-2"]);
  });

  it("RP 4.0–4.8: sight from a unit and from a hex, with what blocks and why", { timeout: 30_000 }, () => {
    const r = runOracle({
      ...rpDemoRequest(),
      commands: [],
      dice: [],
      queries: [
        { sight: { unit: "british-mg-1", to: offset("W10") } },
        { sight: { hex: offset("V10"), to: offset("X12") } },
        { sight: { hex: offset("A03"), to: offset("F03") } },
        { sight: { unit: "german-mortar-9", to: offset("W10") } },
      ],
    });
    const [mg, hex, woods, none] = r.answers.map((a) => (a as { sight: Record<string, unknown> }).sight);
    expect(mg).toEqual({ from: offset("V10"), visible: true, concealment: 0 });
    expect(hex).toEqual({ from: offset("V10"), visible: true, concealment: 0 });
    expect(woods).toMatchObject({ from: offset("A03"), visible: false, blockedBy: { hex: offset("B03"), rule: expect.stringMatching(/^RP /) } });
    expect(none).toEqual({ unit: "german-mortar-9", absent: 'no unit "german-mortar-9" in this battle' });
  });

  it("RP 4.92: sight of a vertex, as an observer calling off-map artillery", { timeout: 30_000 }, () => {
    const r = runOracle({ ...rpDemoRequest(), commands: [], dice: [], queries: [{ "vertex-sight": { unit: "german-mg-1", vertex: [21, 9, 0] } }] });
    expect(r.answers).toEqual([{ "vertex-sight": { from: offset("X09"), visible: true, concealment: 0 } }]);
  });

  it("RP 3.5, 3.11, 6.01: the six formed companies in X10–X12 make a mass; with the MG they do not, and the answer says why", { timeout: 30_000 }, () => {
    const companies = ["german-infantry-2", "german-infantry-3", "german-infantry-4", "german-infantry-5", "german-infantry-6", "german-infantry-7"];
    const r = runOracle({
      ...rpDemoRequest(),
      queries: [{ formation: { side: "german", config: "mass", units: companies } }, { formation: { side: "german", config: "mass", units: [...companies, "german-mg-1"] } }],
    });
    const [mass, mixed] = r.answers.map((a) => (a as { formation: Record<string, any> }).formation);
    expect(mass).toEqual({ valid: true });
    expect(mixed).toMatchObject({ valid: false, rule: "RP 3.11" });
    expect(mixed!.why.code).toMatch(/^rp\./);
  });

  it("RP 3.9: control: each side's set-up area at the start, nobody's in no-man's land", { timeout: 30_000 }, () => {
    const r = runOracle({ ...rpDemoRequest(), commands: [], dice: [], queries: [{ control: { hexes: hexes("V09", "W10", "X10") } }, { control: {} }] });
    const [asked, all] = r.answers.map((a) => (a as { control: { hexes: { hex: [number, number]; side: string | null }[] } }).control.hexes);
    expect(asked).toEqual([
      { hex: offset("V09"), side: "british" },
      { hex: offset("W10"), side: null },
      { hex: offset("X10"), side: "german" },
    ]);
    expect(all).toHaveLength(18);
  });

  it("RP 7.3: `as` a side: the other side's pre-registered vertex is absent from its view, its own is there", { timeout: 30_000 }, () => {
    const german = runOracle({ ...rpDemoRequest(), as: "german" }).battle as Record<string, any>;
    const british = runOracle({ ...rpDemoRequest(), as: "british" }).battle as Record<string, any>;
    expect(german.oma["british-oma-1"].preregistered).toBeNull();
    expect(british.oma["british-oma-1"].preregistered).toEqual([23, 9, 0]);
  });

  it("RP 7.3: `as` the British, the answer (the echoed commands too) is the same whichever vertex the Germans pre-registered", { timeout: 30_000 }, () => {
    const at = (vertex: number[], as: string) => {
      const req = rpSetUp();
      req.commands[0] = { command: { type: "preregister", side: "german", group: "g-tel", vertex } };
      return runOracle({ ...req, as });
    };
    const a = at([3, 5, 0], "british");
    expect(a.results.map((x) => x.status)).toEqual(["done", "done", "done", "done", "done"]);
    expect(a.results[0]!.command).toEqual({ type: "preregister", side: "german" });
    expect(at([4, 5, 2], "british")).toEqual(a);
    // The Germans' own answer echoes their vertex, and differs.
    expect(at([3, 5, 0], "german").results[0]!.command).toEqual({ type: "preregister", side: "german", group: "g-tel", vertex: [3, 5, 0] });
    expect(at([4, 5, 2], "german")).not.toEqual(at([3, 5, 0], "german"));
  });
});
