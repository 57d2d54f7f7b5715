/**
 * Decisions asked together (src/foundry/referee/decision-batch.ts), played with Red Poppies' pieces, whose melee
 * targets (RP 6.674: one decision per unit) share a batch key per side; the store and Foundry in memory, each side's
 * user answering by script.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { EngineCommand, EngineEvent } from "../../../../src/engine/core/ruleset";
import type { JournalEntry, Snapshot } from "../../../../src/foundry/referee/journal";
import type { RefereePorts, TablePieces } from "../../../../src/foundry/referee/ports";
import type { Message } from "../../../../src/foundry/referee/protocol";
import { Referee } from "../../../../src/foundry/referee/referee";
import { quietPorts } from "../../referee/memory-ports";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import { BRITISH, couplets, face, GERMAN, offsetOf, rpBattle, rpMap, stored } from "./support";

const BATTLE = "b1";
const SIDES: Record<string, string[]> = { alice: [GERMAN], bob: [BRITISH] };
const map = rpMap({ columns: 12, rows: 12 });

let store: { snapshot: Snapshot | null; entries: JournalEntry[] };
let asked: { user: string; message: Message; pending: unknown }[];
let answer: (user: string, message: Message) => unknown;
let dice: number[];

const ports: RefereePorts = {
  ...quietPorts,
  read: async () => (store.snapshot ? { snapshot: store.snapshot, entries: store.entries, bytes: { snapshot: 1e6, entries: 0 } } : undefined),
  snapshot: async (_battle, snapshot) => {
    store = { snapshot, entries: [] };
    return 1e6;
  },
  append: async (_battle, entry) => {
    store.entries.push(entry);
    return 1;
  },
  connected: () => ["gm", "alice", "bob"].map((id) => ({ id, isGM: id === "gm" })),
  sidesOf: (user) => SIDES[user] ?? [],
  ask: async (user, message) => {
    const pending = store.entries.filter((e) => e.kind === "pending").at(-1);
    asked.push({ user, message, pending: pending?.kind === "pending" ? pending.pending : null });
    return answer(user, message);
  },
  consent: async () => true,
  roll: async (count) => dice.splice(0, count),
};

const pieces = rpTablePieces as unknown as TablePieces<unknown, EngineCommand, EngineEvent>;

/** RP 6.674: g1, g2 (German, acting and activated) and b1, b2 (British) in C04; the dispersed units are the weakest (the defaults). */
const MELEE = {
  g1: { side: GERMAN, at: "C04" },
  g2: { side: GERMAN, at: "C04", face: "dispersed" as const },
  b1: { side: BRITISH, at: "C04" },
  b2: { side: BRITISH, at: "C04", face: "dispersed" as const },
};

async function begun(units: Parameters<typeof rpBattle>[1]["units"], active: string[]): Promise<Referee> {
  const activation = { side: GERMAN, config: active.length > 1 ? "stack" : "unit", units: active };
  const b = rpBattle(map, { units, extra: { ...couplets(GERMAN), activation } });
  const referee = new Referee(ports, [pieces]);
  await referee.begin(BATTLE, stored(map, b));
  return referee;
}

/** Alice's move command for `units` (RP 6.62), as her client sends it. */
const move = (referee: Referee, units: string[], step: unknown) => referee.handle("alice", { kind: "command", battle: BATTLE, command: { type: "move", units, step } });

/** The last command the store holds: its answers and RP 6.674's allocation. */
function lastRecord() {
  const entry = store.entries.filter((e) => e.kind === "record").at(-1);
  const record = (entry?.kind === "record" ? entry.record : null) as { answers: Record<string, unknown>; events: { type: string; attacks?: unknown }[] } | null;
  return { answers: record?.answers, attacks: record?.events.find((e) => e.type === "melee-allocated")?.attacks };
}

/** The requests of a batched ask, as the client receives them. */
const requestsOf = (message: Message) => (message.type === "decide-batch" ? (message.requests as { id: string; options: string[]; default: string; names: Record<string, string> }[]) : []);

beforeEach(() => {
  store = { snapshot: null, entries: [] };
  asked = [];
  answer = () => null;
  // Four melee checks, no doubles.
  dice = [1, 2, 1, 3, 1, 4, 2, 3];
});

describe("decisions asked together", () => {
  it("RP 6.674: a melee of 2 against 2 asks Alice once for both her units' targets, then Bob once for both of his; each answer counts", async () => {
    const referee = await begun(MELEE, ["g1", "g2"]);
    // Each user picks the first option for his first unit and the second for his second.
    answer = (_user, message) => ({ answers: Object.fromEntries(requestsOf(message).map((r, n) => [r.id, r.options[n]])) });
    const reply = await move(referee, ["g1", "g2"], { melee: true });
    expect(reply).toMatchObject({ ok: true, result: { status: "done" } });
    expect(asked.map((a) => [a.user, a.message.type, requestsOf(a.message).map((r) => [r.id, r.options.map((o) => r.names[o])])])).toEqual([
      ["alice", "decide-batch", [["rp-melee:g1:g1", ["b1", "b2"]], ["rp-melee:g1:g2", ["b1", "b2"]]]],
      ["bob", "decide-batch", [["rp-melee:g1:b1", ["g1", "g2"]], ["rp-melee:g1:b2", ["g1", "g2"]]]],
    ]);
    // The command waits on the batch's first decision while each side is asked.
    expect(asked.map((a) => (a.pending as { request: { id: string } }).request.id)).toEqual(["rp-melee:g1:g1", "rp-melee:g1:b1"]);
    expect(lastRecord()).toEqual({
      answers: { "rp-melee:g1:g1": "b1", "rp-melee:g1:g2": "b2", "rp-melee:g1:b1": "g1", "rp-melee:g1:b2": "g2" },
      attacks: [
        { by: "g1", target: "b1" },
        { by: "g2", target: "b2" },
        { by: "b1", target: "g1" },
        { by: "b2", target: "g2" },
      ],
    });
  });

  it("RP 6.674: no answer in time gives every decision of the batch its default (the weakest enemy unit)", async () => {
    const referee = await begun(MELEE, ["g1", "g2"]);
    expect(await move(referee, ["g1", "g2"], { melee: true })).toMatchObject({ ok: true, result: { status: "done" } });
    expect(asked.map((a) => a.message.type)).toEqual(["decide-batch", "decide-batch"]);
    expect(lastRecord().answers).toEqual({ "rp-melee:g1:g1": "b2", "rp-melee:g1:g2": "b2", "rp-melee:g1:b1": "g2", "rp-melee:g1:b2": "g2" });
  });

  it("RP 6.674: an answer that is not an option, or missing, gives its own decision the default; the others stand", async () => {
    const referee = await begun(MELEE, ["g1", "g2"]);
    answer = (user, message) =>
      user === "alice" ? { answers: { "rp-melee:g1:g1": "rp:7", "rp-melee:g1:g2": "rp:0", "not-asked": "rp:0" } } : { answers: { "rp-melee:g1:b2": requestsOf(message)[1]!.options[0] } };
    expect(await move(referee, ["g1", "g2"], { melee: true })).toMatchObject({ ok: true, result: { status: "done" } });
    expect(lastRecord().answers).toEqual({ "rp-melee:g1:g1": "b2", "rp-melee:g1:g2": "b1", "rp-melee:g1:b1": "g2", "rp-melee:g1:b2": "g1" });
  });

  it("a reply of the wrong shape gives every default", async () => {
    const referee = await begun(MELEE, ["g1", "g2"]);
    answer = () => ({ answers: ["rp:0", "rp:0"] });
    expect(await move(referee, ["g1", "g2"], { melee: true })).toMatchObject({ ok: true, result: { status: "done" } });
    expect(asked.map((a) => a.message.type)).toEqual(["decide-batch", "decide-batch"]);
    expect(lastRecord().answers).toEqual({ "rp-melee:g1:g1": "b2", "rp-melee:g1:g2": "b2", "rp-melee:g1:b1": "g2", "rp-melee:g1:b2": "g2" });
  });

  it("RP 6.674: a batch of one decision (one attacker against two) is asked alone, as a single decision", async () => {
    const referee = await begun({ g1: MELEE.g1, b1: MELEE.b1, b2: MELEE.b2 }, ["g1"]);
    answer = () => ({ answer: "rp:0" });
    expect(await move(referee, ["g1"], { melee: true })).toMatchObject({ ok: true, result: { status: "done" } });
    expect(asked.map((a) => [a.user, a.message.type, a.message.type === "decide" && (a.message.request as { id: string }).id])).toEqual([["alice", "decide", "rp-melee:g1:g1"]]);
    expect(lastRecord().answers).toEqual({ "rp-melee:g1:g1": "b1" });
  });

  it("RP 6.7: a decision of no batch key (a reaction shot) is asked alone, as before", async () => {
    // A ready MG in range of the hex the German enters.
    const mg = { side: BRITISH, at: "C08", name: "Vickers", types: ["machine-gun" as const], face: "dispersed" as const, dispersed: face(2, 6, 2, 8, 1) };
    const referee = await begun({ g1: { side: GERMAN, at: "C03" }, mg }, ["g1"]);
    expect(pieces.batch?.({} as never, { id: "rp-reaction:x", kind: "rp-reaction", side: BRITISH, prompt: { code: "", params: {}, text: "" }, options: ["pass"], default: "pass" })).toBeNull();
    expect(await move(referee, ["g1"], { to: offsetOf("C04") })).toMatchObject({ ok: true, result: { status: "done" } });
    expect(asked.map((a) => [a.user, a.message.type, a.message.type === "decide" && (a.message.request as { kind: string }).kind])).toEqual([["bob", "decide", "rp-reaction"]]);
  });
});
