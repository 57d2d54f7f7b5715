import { beforeEach, describe, expect, it, vi } from "vitest";
import { CardModel } from "../../../../src/foundry/data/chat/card-model";
import { iaTableRuleset } from "../../../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import { enI18n } from "../../../support/i18n";
import { resetWorld } from "../../setup/foundry-shim";

registerTableRuleset(iaTableRuleset({}));

const referee = { isGM: true };

/** A card model on a message, by default the one the referee (a GM) posted, with the battle flag it puts there. */
const cardMessage = (ruleset: string, kind: string, data: object, author: { isGM: boolean } = referee) => {
  // The shim's TypeDataModel keeps no source: the fields are set as Foundry would from the schema.
  const model = Object.assign(new CardModel({} as never), { ruleset, kind, data });
  Object.defineProperty(model, "parent", { value: { id: "m1", alias: "Referee", author, flags: { "hex-tactics": { battle: "b1" } } } });
  return model;
};
const message = (kind: string, data: object, author?: { isGM: boolean }) => cardMessage("infantry-attacks", kind, data, author);

/** The one DOM call the model makes (`document.createElement`), as a plain object: the foundry project runs in Node. */
function fakeDocument() {
  const element = (tagName: string) => {
    const classes = new Set<string>();
    return {
      tagName: tagName.toUpperCase(),
      dataset: {} as Record<string, string>,
      classList: { add: (...names: string[]) => names.forEach((n) => classes.add(n)), [Symbol.iterator]: () => classes.values() },
      style: { setProperty: vi.fn() },
      innerHTML: "",
    };
  };
  vi.stubGlobal("document", { createElement: element });
}

describe("chat card message", () => {
  let world: ReturnType<typeof resetWorld>;
  const rendered: { path: string; data: Record<string, unknown> }[] = [];
  beforeEach(() => {
    world = resetWorld();
    fakeDocument();
    rendered.length = 0;
    Object.assign(game as object, { i18n: enI18n, combats: [{ type: "battle", system: { battle: "b1", sides: [{ id: "G", name: "German" }] } }] });
    (foundry.applications as any).handlebars.renderTemplate = vi.fn(async (path: string, data: Record<string, unknown>) => {
      rendered.push({ path, data });
      return `<div data-template="${path}"></div>`;
    });
  });

  it("renders its header, then its kind's template, inside Foundry's chat message frame", async () => {
    const li = await message("undone", { command: "move", side: "G" }).renderHTML({ canDelete: true });
    expect(li.tagName).toBe("LI");
    expect(li.dataset.messageId).toBe("m1");
    expect([...li.classList]).toEqual(["hex-tactics", "chat-message", "message", "flexcol", "ht-card-message"]);
    expect(rendered.map((r) => r.path)).toEqual(["systems/hex-tactics/templates/chat/header.hbs", "systems/hex-tactics/templates/chat/undone.hbs"]);
    expect(rendered[0]!.data).toMatchObject({ alias: "Referee", canDelete: true, title: "Taken back" });
    expect(li.innerHTML).toBe(
      `<div data-template="systems/hex-tactics/templates/chat/header.hbs"></div><div class="message-content"><div data-template="systems/hex-tactics/templates/chat/undone.hbs"></div></div>`,
    );
  });

  it("names the side by the battle Combat's names (the undone card holds its id)", async () => {
    await message("undone", { command: "move", side: "G" }).renderHTML();
    expect(rendered[1]!.data.line).toBe("German took back its last command (move)");
  });

  it("cites rules unless this user's citations setting is off", async () => {
    await message("sequence", { lines: [], notes: [] }).renderHTML();
    await world.settings.set("hex-tactics", "citations", false);
    await message("sequence", { lines: [], notes: [] }).renderHTML();
    expect(rendered.filter((r) => r.path.endsWith("sequence.hbs")).map((r) => r.data.citations)).toEqual([true, false]);
  });

  it("an unknown or malformed kind shows as the unknown card", async () => {
    await message("../../evil", {}).renderHTML();
    await message("hasOwnProperty", {}).renderHTML();
    expect([rendered[1]!.path, rendered[3]!.path]).toEqual(["systems/hex-tactics/templates/chat/unknown.hbs", "systems/hex-tactics/templates/chat/unknown.hbs"]);
  });

  it("a card a player posted is not the referee's: it shows a notice in place of its dice and results", async () => {
    const fire = { lines: [{ text: "6 6: eliminated" }], dice: [6, 6] };
    const li = await message("fire", fire, { isGM: false }).renderHTML();
    expect(rendered.map((r) => r.path)).toEqual(["systems/hex-tactics/templates/chat/header.hbs", "systems/hex-tactics/templates/chat/forged.hbs"]);
    expect(rendered.flatMap((r) => Object.keys(r.data))).not.toContain("dice");
    expect(li.innerHTML).toContain("chat/forged.hbs");
    expect(enI18n.localize("HEX_TACTICS.Card.forged")).toMatch(/^Not from the referee/);
  });

  it("a card whose author is unknown (a deleted user) is not the referee's either", async () => {
    const orphan = Object.assign(new CardModel({} as never), { ruleset: "infantry-attacks", kind: "fire", data: {} });
    Object.defineProperty(orphan, "parent", { value: { id: "m2", alias: "?", author: null, flags: {} } });
    await orphan.renderHTML();
    expect(rendered[1]!.path).toBe("systems/hex-tactics/templates/chat/forged.hbs");
  });
});
