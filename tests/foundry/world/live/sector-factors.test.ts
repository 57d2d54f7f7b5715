/**
 * IA1 17.52 off-board artillery factors by sector at the sector table of sector-table.ts (with the Russians' factors
 * `oba-6` and `oba-12`): Bob, the Russians' CO, assigns them to sectors at the start of the game; a factor fires only
 * at hexes of its sector, and a sector commander (Carol, South) plots fire only for the factors of his sector.
 */
import { describe, expect, it } from "vitest";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { enI18n } from "../../../support/i18n";
import { everyone, factorPlan, sectorTable } from "./sector-table";
import { command, request, result } from "./table";

const FACTORS = [
  { factor: "oba-6", sector: "North" },
  { factor: "oba-12", sector: "South" },
];

/** The Russians' sector table with Bob as CO, the factors assigned as FACTORS. */
async function assigned() {
  const t = await sectorTable(undefined, ["bob"], true);
  expect(await request(t.bob, { kind: "orders", factors: FACTORS })).toMatchObject({ ok: true, result: { factors: FACTORS, factorsOpen: true } });
  return t;
}

const gmPlan = (t: Awaited<ReturnType<typeof assigned>>, plan: object) => request(t.gm, { kind: "command", side: "russian", command: plan });

describe("IA1 17.52 the CO assigns the off-board artillery factors to sectors at the start of the game", () => {
  it("IA1 17.52 only the CO (or the GM) assigns them, only his side's factors to sectors of the scene; his side reads them, the Germans do not", async () => {
    const t = await sectorTable(undefined, ["bob"], true);
    expect(await request(t.carol, { kind: "orders", factors: FACTORS })).toEqual({ ok: false, code: "referee.not-commanding-officer", params: {} });
    expect(await request(t.bob, { kind: "orders", factors: [{ factor: "g1", sector: "North" }] })).toEqual({ ok: false, code: "referee.bad-factor", params: { factor: "g1", sector: "North" } });
    expect(await request(t.bob, { kind: "orders", factors: [{ factor: "oba-6", sector: "East" }] })).toMatchObject({ ok: false, code: "referee.bad-factor" });
    expect(await request(t.bob, { kind: "orders", factors: [...FACTORS, { factor: "oba-6", sector: "South" }] })).toEqual({ ok: false, code: "referee.bad-factors", params: {} });
    expect(await request(t.bob, { kind: "orders", factors: FACTORS })).toMatchObject({ ok: true });
    expect(await request(t.carol, { kind: "orders" })).toMatchObject({ ok: true, result: { factors: FACTORS, orders: [] } });
    expect(await request(t.alice, { kind: "orders" })).toMatchObject({ ok: true, result: { factors: [] } });
    expect(await request(t.gm, { kind: "orders", side: "russian", factors: [{ factor: "oba-6", sector: "South" }] })).toMatchObject({ ok: true, result: { factors: [{ factor: "oba-6", sector: "South" }] } });
  }, 60_000);

  it("IA1 17.52 \"may not be moved to different sectors during play\": once a command was carried out, a new assignment is refused; the same one stands", async () => {
    const t = await assigned();
    expect(result(await gmPlan(t, factorPlan({ 0: [3, 3] }, { 0: [3, 8] }))).status).toBe("done");
    const moved = await request(t.bob, { kind: "orders", factors: [{ factor: "oba-6", sector: "South" }, FACTORS[1]] });
    expect(moved).toEqual({ ok: false, code: "referee.factors-fixed", params: {} });
    expect(localizePhrase(replyNotice(moved)!.text, enI18n)).toBe(
      "Off-board artillery factors are assigned to sectors at the start of the game, before their side's first command, and may not be moved to other sectors during play (IA1 17.52).",
    );
    expect(await request(t.bob, { kind: "orders", factors: [...FACTORS].reverse(), orders: [{ piece: "r1", sector: "North" }] })).toMatchObject({ ok: true, result: { factors: FACTORS, factorsOpen: false } });
  }, 60_000);

  it("IA1 17.52 \"at the start of the game\" is each side's own: the Germans' plan written first leaves the Russians' CO free to assign", async () => {
    const t = await sectorTable(undefined, ["bob"], "both");
    const germanPlan = { type: "write-artillery-plan", missions: { "oba-10": { mission: "planned-fire", turns: Array.from({ length: 10 }, () => null) } } };
    expect(result(await request(t.gm, { kind: "command", side: "german", command: germanPlan })).status).toBe("done");
    expect(await request(t.bob, { kind: "orders", factors: FACTORS })).toMatchObject({ ok: true, result: { factors: FACTORS, factorsOpen: true } });
    expect(result(await request(t.gm, { kind: "command", side: "russian", command: factorPlan({ 0: [3, 3] }, { 0: [3, 8] }) })).status).toBe("done");
    expect(await request(t.bob, { kind: "orders" })).toMatchObject({ ok: true, result: { factors: FACTORS, factorsOpen: false } });
  }, 60_000);
});

describe("IA1 17.52 a factor fires only at hexes in its sector; a sector commander plots only his sector's factors", () => {
  it("IA1 17.52 the GM's plan firing the North's factor at the South is refused naming the rule, before the engine: nothing changes", async () => {
    const t = await assigned();
    const before = everyone(t);
    const reply = await gmPlan(t, factorPlan({ 3: [3, 8] }));
    expect(reply).toEqual({ ok: false, code: "referee.factor-outside-sector", params: { factor: "oba-6 (6)", sector: "North" } });
    expect(localizePhrase(replyNotice(reply)!.text, enI18n)).toBe("The off-board artillery factor oba-6 (6) is assigned to sector North: it may fire only at hexes in that sector (IA1 17.52).");
    // A hex in no sector is not in the factor's either.
    expect(await gmPlan(t, factorPlan({ 3: [8, 10] }))).toMatchObject({ ok: false, code: "referee.factor-outside-sector" });
    expect(everyone(t)).toEqual(before);
    // Each in its own sector, the plan is written.
    expect(result(await gmPlan(t, factorPlan({ 3: [3, 3] }, { 3: [3, 8] }))).status).toBe("done");
  }, 60_000);

  it("IA1 17.52 Carol (South) may not plot fire for the North's factor, even at her own sector; with it on No Fire her plan is written", async () => {
    const t = await assigned();
    const reply = await command(t.carol, factorPlan({ 0: [3, 8] }, { 0: [3, 8] }));
    expect(reply).toEqual({ ok: false, code: "referee.factor-not-yours", params: { sector: "South", factor: "oba-6 (6)", other: "North" } });
    expect(localizePhrase(replyNotice(reply)!.text, enI18n)).toBe("You command sector South: the off-board artillery factor oba-6 (6) is assigned to sector North, whose commander plots its fire (IA1 17.52).");
    expect(result(await command(t.carol, factorPlan({}, { 0: [3, 8], 1: [2, 9] }))).status).toBe("done");
  }, 60_000);

  it("IA1 17.52 unassigned factors are held to no sector: the GM's plan may fire them anywhere", async () => {
    const t = await sectorTable(undefined, ["bob"], true);
    expect(result(await gmPlan(t, factorPlan({ 0: [3, 8] }, { 0: [3, 3] }))).status).toBe("done");
  }, 60_000);
});
