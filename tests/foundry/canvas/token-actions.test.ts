/** The Token HUD's buttons (canvas/token-actions.ts): read from the referee's `actions` reply, one button per action. */
import { describe, expect, it } from "vitest";
import { readTokenActions, tokenActionButtons } from "../../../src/foundry/canvas/token-actions";
import { registerTableRuleset } from "../../../src/foundry/rulesets/table-ruleset";
import { iaTableRuleset } from "../../../src/foundry/rulesets/ia/table-ruleset";
import { enI18n } from "../../support/i18n";

describe("Token HUD buttons", () => {
  it("reads the referee's reply: the side and each action with its command; anything else is no reply", () => {
    const result = { side: "german", actions: [{ action: "dig-in", command: { type: "dig-in", unit: "g1" } }] };
    expect(readTokenActions(result)).toEqual(result);
    expect(readTokenActions({ side: "german" })).toBeNull();
    expect(readTokenActions(null)).toBeNull();
  });

  it("one control-icon button per action, in order, with the ruleset's icon and the action's words", () => {
    registerTableRuleset(iaTableRuleset({}));
    const html = tokenActionButtons([{ action: "dismount", command: {} }, { action: "exit-board", command: {} }], enI18n);
    expect([...html.matchAll(/data-ht-action="([^"]+)"/g)].map((m) => m[1])).toEqual(["dismount", "exit-board"]);
    expect(html).toContain('data-tooltip="Dismount"');
    expect(html).toContain('aria-label="Exit the board"');
    expect(html).toContain('<i class="fa-solid fa-person-walking" inert></i>');
    expect(html.match(/class="control-icon ht-token-action"/g)).toHaveLength(2);
  });
});
