/**
 * The automation setting at "GM confirms first": before the referee runs a player's command — before any die is rolled —
 * the GM is asked on his own page (a DialogV2 confirm naming who asks and the command in words). Allowed, it runs;
 * declined, or left unanswered until the dialog closes itself at the prompt timeout, it is refused and nothing changes.
 * The GM's own commands run at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { replyNotice } from "../../../../src/foundry/applications/reply-notice";
import { localizePhrase } from "../../../../src/foundry/i18n";
import { enI18n } from "../../../support/i18n";
import { command, everyone, liveTable, request, result, type LiveTable } from "./table";

let t: LiveTable;
const ACTIVATE = { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire", g2: "move" } };

describe("automation: the GM confirms a player's command first", () => {
  beforeAll(async () => {
    t = await liveTable();
    await t.gm.run(() => game.settings!.set("hex-tactics" as never, "automation" as never, "confirm" as never));
  }, 60_000);

  it("IA1 3.0 A Alice's initiative roll waits on the GM's consent, no die rolled; allowed, it runs", async () => {
    t.server.dice.push(4, 2);
    const reply = command(t.alice, { type: "roll-initiative" });
    const dialog = await t.gm.nextDialog();
    expect(dialog.title).toBe("Allow this command?");
    expect(dialog.content).toContain("Alice (german) asks for: initiative roll.");
    expect(dialog.content).toContain("Unanswered in 60 seconds, the command is refused.");
    expect(t.server.dice.remaining).toBe(2);
    expect(everyone(t).combat).toMatchObject({ phase: "initiative" });
    await t.gm.run(() => dialog.click("yes"));
    expect(result(await reply).status).toBe("done");
    expect(t.server.dice.remaining).toBe(0);
    expect(everyone(t).combat).toMatchObject({ phase: "action", active: "german" });
  });

  it("declined, Alice's activation is refused in words and every page stays as it was", async () => {
    const before = everyone(t);
    const reply = command(t.alice, ACTIVATE);
    const dialog = await t.gm.nextDialog();
    expect(dialog.content).toContain("Alice (german) asks for: activation.");
    expect(dialog.content).toContain("root: stack [3, 3]; pieces: g1 fire, g2 move");
    await t.gm.run(() => dialog.click("no"));
    const refused = await reply;
    expect(refused).toEqual({ ok: false, code: "referee.not-allowed", params: {} });
    expect(localizePhrase(replyNotice(refused)!.text, enI18n)).toBe("The GM did not allow this command (no answer in time counts as no): nothing was done.");
    expect(everyone(t)).toEqual(before);
  });

  it("unanswered — the dialog closes itself at the prompt timeout — the command is refused", async () => {
    const before = everyone(t);
    const reply = command(t.alice, ACTIVATE);
    const dialog = await t.gm.nextDialog();
    await t.gm.run(() => dialog.close());
    expect(await reply).toMatchObject({ ok: false, code: "referee.not-allowed" });
    expect(everyone(t)).toEqual(before);
  });

  it("the GM's own command runs at once, with no dialog", async () => {
    const dialogs = t.gm.dialogs.length;
    const reply = await request(t.gm, { kind: "command", side: "german", command: ACTIVATE });
    expect(result(reply).status).toBe("done");
    expect(t.gm.dialogs).toHaveLength(dialogs);
    expect(everyone(t).combat).toMatchObject({ segment: { side: "german" } });
  });
});
