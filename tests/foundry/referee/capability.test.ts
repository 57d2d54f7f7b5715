/**
 * A ruleset's capability at the neutral referee (src/foundry/referee/capability.ts): its requests are routed to it once
 * their shape is checked, played for the asker's side; its say on a command comes before the GM's consent and any die;
 * its record is kept with the battle in the store — entries `{ kind: "capability" }` held back, the snapshot's
 * `capabilities[id]`, an earlier format's record read by its legacy key — and reopened from there. Played with Infantry
 * Attacks' pieces and a made-up capability, the store and Foundry in memory.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { EngineCommand, EngineEvent } from "../../../src/engine/core/ruleset";
import type { TableCapability } from "../../../src/foundry/referee/capability";
import type { JournalEntry, Snapshot } from "../../../src/foundry/referee/journal";
import type { RefereePorts, TableGame, TablePieces } from "../../../src/foundry/referee/ports";
import { refusal, type Request } from "../../../src/foundry/referee/protocol";
import { Referee } from "../../../src/foundry/referee/referee";
import { quietPorts } from "./memory-ports";
import { iaTablePieces } from "../../../src/foundry/rulesets/ia/table-pieces";
import { storedBattle } from "../world/live/table";

const BATTLE = "b1";
const SIDES: Record<string, string[]> = { alice: ["german"], bob: ["russian"] };
const actors = { g1: "a1", g2: "a1", r1: "a2", r2: "a2", kap: "a3" };

const NoteRequest = z.object({ kind: z.literal("note"), text: z.string() }).loose();

/** A capability keeping notes, one per `note` request; it refuses a player's initiative roll. */
const notes: TableCapability<readonly string[], TableGame<unknown, EngineCommand, EngineEvent>, EngineCommand> = {
  id: "test.notes",
  record: { empty: () => [], read: (json) => (Array.isArray(json) ? json.map(String) : []), write: (r) => r, legacyKey: "notes" },
  requests: { note: NoteRequest },
  async handle({ record, side, keep }, json) {
    const next = [...record, `${side}: ${NoteRequest.parse(json).text}`];
    await keep(next);
    return { ok: true, result: next };
  },
  vet: ({ gm }, commands) => (!gm && commands.some((c) => c.type === "roll-initiative") ? refusal("test.vetoed") : null),
};

let store: { snapshot: Snapshot | null; entries: { entry: JournalEntry; shown: boolean }[] };
let consented: number;
let rolled: number;

const ports: RefereePorts = {
  ...quietPorts,
  read: async () => (store.snapshot ? { snapshot: store.snapshot, entries: store.entries.map((e) => e.entry), bytes: { snapshot: 1e6, entries: 0 } } : undefined),
  snapshot: async (_battle, snapshot) => {
    store = { snapshot, entries: [] };
    return 1e6;
  },
  append: async (_battle, entry, shown) => {
    store.entries.push({ entry, shown });
    return shown ? 1 : 0;
  },
  connected: () => ["gm", "alice", "bob", "dave"].map((id) => ({ id, isGM: id === "gm" })),
  sidesOf: (user) => SIDES[user] ?? [],
  ask: async () => null,
  consent: async () => (consented++, true),
  // Faces 1, 2, 3 … in turn: no two rolls tie.
  roll: async (count) => Array.from({ length: count }, () => (rolled++ % 6) + 1),
};

const pieces = { ...iaTablePieces, capabilities: [notes] } as unknown as TablePieces<unknown, EngineCommand, EngineEvent>;
const note = (text: unknown): Request => ({ kind: "note", battle: BATTLE, text });

async function begun(): Promise<Referee> {
  const referee = new Referee(ports, [pieces]);
  await referee.begin(BATTLE, storedBattle(false, actors, "scene1"));
  return referee;
}

beforeEach(() => {
  store = { snapshot: null, entries: [] };
  consented = rolled = 0;
});

describe("a ruleset's capability at the referee", () => {
  it("serves the requests of its kinds, shaped as it says, for the asker's side; a kind nobody serves is a bad message", async () => {
    const referee = await begun();
    expect(await referee.handle("bob", note("hold the woods"))).toEqual({ ok: true, result: ["russian: hold the woods"] });
    expect(await referee.handle("bob", note(3))).toEqual(refusal("referee.bad-message"));
    expect(await referee.handle("bob", { kind: "notes", battle: BATTLE })).toEqual(refusal("referee.bad-message"));
    // A user with no side watches; a GM names the side.
    expect(await referee.handle("dave", note("x"))).toEqual(refusal("referee.no-side"));
    expect(await referee.handle("gm", { ...note("dig in"), side: "german" })).toEqual({ ok: true, result: ["russian: hold the woods", "german: dig in"] });
  });

  it("keeps its record in the store, held back (no other side sees it), in the snapshot under its id, and reads it back after a reload", async () => {
    const referee = await begun();
    expect(store.snapshot!.capabilities).toEqual({ "test.notes": [] });
    await referee.handle("bob", note("hold the woods"));
    expect(store.entries).toEqual([{ entry: { kind: "capability", id: "test.notes", record: ["russian: hold the woods"] }, shown: false }]);
    // A GM's reload: a new referee opens the battle from the store.
    const reloaded = new Referee(ports, [pieces]);
    expect(await reloaded.handle("alice", note("advance"))).toEqual({ ok: true, result: ["russian: hold the woods", "german: advance"] });
  });

  it("reads a record a store of the first format kept under its legacy key", async () => {
    await begun();
    store.snapshot = { game: store.snapshot!.game, capabilities: { notes: ["russian: kept in clear"] } };
    const reloaded = new Referee(ports, [pieces]);
    expect(await reloaded.handle("bob", note("sealed now"))).toEqual({ ok: true, result: ["russian: kept in clear", "russian: sealed now"] });
  });

  it("reads a record an entry of the store's format 2 kept under its legacy key", async () => {
    await begun();
    store.entries.push({ entry: { kind: "capability", id: "notes", record: ["russian: kept in format 2"] }, shown: false });
    const reloaded = new Referee(ports, [pieces]);
    expect(await reloaded.handle("bob", note("now"))).toEqual({ ok: true, result: ["russian: kept in format 2", "russian: now"] });
  });

  it("has its say on a command before the GM's consent and before any die; whom it binds is its own choice", async () => {
    const referee = await begun();
    expect(await referee.handle("alice", { kind: "command", battle: BATTLE, command: { type: "roll-initiative" } })).toEqual(refusal("test.vetoed"));
    expect([consented, rolled]).toEqual([0, 0]);
    const reply = await referee.handle("gm", { kind: "command", battle: BATTLE, command: { type: "roll-initiative" }, side: "german" });
    expect(reply).toMatchObject({ ok: true, result: { status: "done" } });
    expect(rolled).toBeGreaterThan(0);
  });
});
