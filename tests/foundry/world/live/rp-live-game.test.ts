/**
 * A Red Poppies battle in the simulated V13 world: a GM, Alice commanding the Germans and Bob the British. The referee
 * plays RP's table pieces (src/foundry/rulesets/rp): every page shows a token per unit with its face, the Combat's
 * details (the initiative, the couplets, the actor); and a move's reaction prompt (RP 6.7) goes to Bob, whose dialog
 * names the shots, and — unanswered — closes at the prompt timeout, the default (pass) applying: the move goes on.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { BRITISH, face, GERMAN, offsetOf, rpBattle, rpMap } from "../../../engine/rules/rp/support/fixture";
import type { SimCombat, SimScene, SimToken } from "../documents";
import type { Client } from "../world";
import { rpTable } from "./rp-table";

const BATTLE = "rp-live";
const map = rpMap({ columns: 12, rows: 12 });
const battle = rpBattle(map, {
  phase: "initiative",
  units: {
    g1: { side: GERMAN, at: "C03", name: "1/Inf" },
    // A ready MG in range of the hexes the Germans move into: RP 6.7's prompt after each MP.
    mg: { side: BRITISH, at: "C08", name: "Vickers", types: ["machine-gun"], face: "dispersed", dispersed: face(2, 6, 2, 8, 1) },
  },
});

const status = (reply: Reply) => (reply.ok ? (reply.result as { status: string }).status : `refused ${reply.code}`);

/** What a page holds: the Combat's details and the tokens (piece, hex, face). */
function seen(page: Client, scene: string) {
  const combat = page.game.combats.find((c) => c.getFlag("hex-tactics", "battle") === BATTLE) as SimCombat | undefined;
  const board = page.game.scenes.get(scene) as SimScene;
  const tokens = board.tokens.contents
    .map((t: SimToken) => {
      const { i, j } = board.grid.getOffset({ x: t.x, y: t.y });
      return { piece: String(t.getFlag("hex-tactics", "piece")), hex: [j, i], face: (t.getFlag("hex-tactics", "state") as { face?: string } | undefined)?.face };
    })
    .sort((a, b) => a.piece.localeCompare(b.piece));
  return { details: (combat?.system as { details?: unknown } | undefined)?.details ?? null, tokens };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("RP at the table", () => {
  it("RP 5.11, 6.01, 6.7: initiative and a command on every page; an unanswered reaction prompt closes at the timeout and the move goes on", async () => {
    const t = await rpTable(BATTLE, map, battle);
    const request = t.command;
    for (const page of [t.gm, t.alice, t.bob]) expect(seen(page, t.scene).tokens).toEqual([
      { piece: "g1", hex: offsetOf("C03"), face: "formed" },
      { piece: "mg", hex: offsetOf("C08"), face: "dispersed" },
    ]);
    // RP 5.11: a die each, the Germans' higher.
    t.server.dice.push(6, 1, 6, 1, 6, 1);
    expect(status(await request(t.alice, { type: "roll-initiative" }))).toBe("done");
    const details = seen(t.bob, t.scene).details as { couplets: { actor: string }; initiative: { winner: string } };
    expect(details.initiative.winner).toBe(GERMAN);
    expect(details.couplets.actor).toBe(GERMAN);
    expect(status(await request(t.alice, { type: "activate", config: "unit", units: ["g1"] }))).toBe("done");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const moved = request(t.alice, { type: "move", units: ["g1"], step: { to: offsetOf("C04") } });
    const dialog = await t.bob.nextDialog();
    expect(dialog.buttons.map((b) => b.label)).toEqual(["Pass (default)", "Vickers (area)"]);
    // The prompt timeout setting's default, 60 s: Bob does not answer.
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(dialog.open).toBe(false);
    expect(status(await moved)).toBe("done");
    for (const page of [t.gm, t.alice, t.bob]) expect(seen(page, t.scene).tokens.find((x) => x.piece === "g1")?.hex).toEqual(offsetOf("C04"));
  }, 60_000);
});
