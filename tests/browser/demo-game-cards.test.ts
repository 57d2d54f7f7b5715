/**
 * Issue 10: the chat of the demonstration scenario's game as the simulated V13 world posted it (tests/foundry/world/live/
 * demo-table.ts: the GM starts the compendium's scenario, Bob's Artillery Plan fires two turns running with drumfire, his
 * company assaults, his squadron charges, Alice's outpost re-enters the drumfire and is attacked), each page's chat messages rendered as CardModel.renderHTML renders them — the
 * header, then the kind's template with the card's context, or the forged notice for a card no GM posted — with the
 * system's templates and CSS in headless Chromium, checked for the cards and rule rows a player reads, and saved as
 * screenshots in __screenshots__/out/ (`demo-game-alice.png`, `demo-game-bob.png`). Alice's page shows nothing of Bob's
 * plan before it fires: it renders the same whatever the plan says until then.
 */
import "../foundry/setup/foundry-shim";
import { describe, expect, it } from "vitest";
import { cardContext, cardTemplate, type CardSource } from "../../src/foundry/data/chat/card-view";
import { HEX, type Line } from "../cli/demo-game";
import type { SimChatMessage, SimCombat } from "../foundry/world/documents";
import type { Client } from "../foundry/world/world";
import { playDemo, type Reach } from "../foundry/world/live/demo-table";
import { useChromium } from "./screenshots";
import { missingKeys, page, renderTemplate, strictI18n } from "./table-pages";

const T = { at: HEX.target };
const D = { at: HEX.decoy };
const LINE: Line = [T, T, null, null, null, null, null, null];

/** `templates/<name>.hbs` as the name table-pages renders (`ia/chat/fire`). */
const templateName = (card: CardSource) => cardTemplate(card).replace(/^systems\/hex-tactics\/templates\//, "").replace(/\.hbs$/, "");

/** The chat log of `client`'s page: every message it holds, oldest first, rendered as CardModel.renderHTML does. */
function chatLog(client: Client): string {
  const combats = client.game.combats.contents as SimCombat[];
  const items = (client.game.messages.contents as SimChatMessage[]).map((m, n) => {
    const system = m._source.system as { ruleset: string; kind: string; data: unknown };
    const card: CardSource = { ruleset: system.ruleset, kind: system.kind, data: system.data };
    const battle = (m._source.flags as Record<string, { battle?: string }> | undefined)?.["hex-tactics"]?.battle;
    const sides = (combats.find((c) => c.type === "battle" && (c.system as { battle?: string }).battle === battle)?.system as { sides?: { id: string; name: string }[] } | undefined)?.sides ?? [];
    const sideName = (id: string) => sides.find((s) => s.id === id)?.name ?? id;
    // Only a GM's card shows its events (the server makes a message's author the user who created it).
    const context = m.author?.isGM === true ? cardContext(card, strictI18n, true, sideName) : null;
    const header = renderTemplate("chat/header", { ...context, alias: m.author?.name ?? "", canDelete: false });
    const body = context ? renderTemplate(templateName(card), context) : renderTemplate("chat/forged", {});
    return `<li class="hex-tactics chat-message message flexcol ht-card-message" data-n="${n}" data-type="${m.type}" data-kind="${card.kind}">${header}<div class="message-content">${body}</div></li>`;
  });
  return `<ol class="chat-log">${items.join("\n")}</ol>`;
}

const CSS = ".chat-log { width: 320px; margin: 0; padding: 0; list-style: none; } .chat-message { margin: 0 0 6px; }";

/** A chat log as Chromium rendered it: its HTML and its messages' texts, spaces collapsed. */
interface Shown {
  readonly html: string;
  /** Every message the page holds: `type/kind` (a card's kind) and its text. */
  readonly messages: { kind: string; text: string }[];
}

/** `client`'s chat in Chromium, saved as `name`.html, with a screenshot `name`.png when `shot`. */
async function show(client: Client, name: string, shot = false): Promise<Shown> {
  const p = await chromium.open(name, page(chatLog(client), CSS), { width: 360, height: 400 }, { shot });
  const items = p.locator("li.chat-message");
  const kinds = await items.evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.type}/${(e as HTMLElement).dataset.kind}`));
  const texts = (await items.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
  const html = await p.locator(".chat-log").innerHTML();
  await p.close();
  return { html, messages: kinds.map((kind, i) => ({ kind, text: texts[i]! })) };
}

/** The game with the plan `line` as far as `reach` (turn 1's bombardment dice `turn1`), and Alice's and Bob's chat logs. */
async function game(line: Line, reach: Reach, name: string, shot = false, turn1?: number[]) {
  const { t } = await playDemo(line, reach, turn1);
  return { alice: await show(t.alice, `${name}-alice`, shot), bob: await show(t.bob, `${name}-bob`, shot) };
}

let whole: Awaited<ReturnType<typeof game>>;

const chromium = useChromium({
  setUp: async () => {
    whole = await game(LINE, 2, "demo-game", true);
  },
  timeout: 180_000,
});

type Card = { kind: string; text: string };
/** A page's cards: each message's card kind and text. */
const cardsOf = (shown: Shown): Card[] => shown.messages.map((m) => ({ kind: m.kind.replace(/^card\//, ""), text: m.text }));

/** The cards citing `rule` (not a rule it begins: 9.1 is not 9.15). */
const withRule = (cards: Card[], rule: string) => cards.filter((c) => new RegExp(`${rule.replace(/\./g, "\\.")}(?![.\\d])`).test(c.text));

describe("the demonstration scenario's chat, as the world posted it, in Chromium", () => {
  it("every card the world posted is the referee's and translated: no forged notice, no lang key shown or missing, no value failed to render", () => {
    for (const shown of [whole.alice, whole.bob]) {
      expect(shown.messages.length).toBeGreaterThan(10);
      expect(shown.messages.filter((m) => !m.kind.startsWith("card/"))).toEqual([]);
      expect(shown.html).not.toMatch(/HEX_TACTICS\.|\[object |undefined|NaN|ht-card--forged|ht-card--unknown/);
    }
    expect([...missingKeys]).toEqual([]);
  });

  it("IA1 9.1 the plan card says only that the Germans wrote their plan: no gun, no hex", () => {
    const plan = withRule(cardsOf(whole.alice), "IA1 9.1");
    expect(plan.map((c) => c.text)).toEqual(["Gamemaster ARTILLERY Germans has written its Artillery Plan IA1 9.1"]);
  });

  it("IA1 9.2, 9.3 the bombardment cards: each turn the battery alone (12) and the two off-board factors together (28) at [13, 4], with their rule rows, dice and results", () => {
    const bombardments = cardsOf(whole.alice).filter((c) => c.kind === "bombardment" && !c.text.includes("IA1 9.71")).map((c) => c.text);
    expect(bombardments).toHaveLength(4);
    const battery = "German 77 mm field gun battery 1 → [13, 4] Bombardment Table Strength 12 German 77 mm field gun battery 1: bombardment 12 12 IA1 9.3";
    const factors = "german-oba-1, german-oba-2 → [13, 4] Bombardment Table Strength 28 german-oba-1 (14): bombardment 14 14 IA1 9.5 german-oba-2 (14): bombardment 14 +14 IA1 9.5";
    expect(bombardments.map((t) => [t.includes(battery), t.includes(factors)])).toEqual([[true, false], [false, true], [true, false], [false, true]]);
    expect(bombardments.every((t) => t.includes("Column 30 12 column 12 IA1 9.3 companies +1 +1 IA1 4.2"))).toBe(true);
    expect(bombardments.map((t) => t.match(/Roll (\d \d \d+)/)?.[1])).toEqual(["4 4 8", "4 4 8", "4 4 8", "5 2 7"]);
    expect(bombardments[3]).toContain("TARGET COLUMN RESULT Russian infantry company 4 30 M");
    expect(cardsOf(whole.alice).find((c) => c.kind === "morale")!.text).toContain("Russian infantry company 4 BOMBARDMENT Russians morale 7 IA1 14.0 4 2 6 → 6 vs 7 passed");
  });

  it("IA1 9.7 the drumfire rows: a marker at [13, 4] for each gun that repeated its fire", () => {
    const drumfire = withRule(cardsOf(whole.alice), "IA1 9.7");
    expect(drumfire).toHaveLength(1);
    expect(drumfire[0]!.text).toContain(
      "Drumfire marker in [13, 4] (German 77 mm field gun battery 1) IA1 9.7 Drumfire marker in [13, 4] (german-oba-1) IA1 9.7 Drumfire marker in [13, 4] (german-oba-2) IA1 9.7",
    );
  });

  it("IA1 9.71 the drumfire entry cards: the outpost re-entering [13, 4] is attacked by the battery alone and the two off-board factors together, the strength rows citing 9.71, then its morale check", () => {
    const entry = withRule(cardsOf(whole.alice), "IA1 9.71");
    expect(entry.map((c) => c.kind)).toEqual(["bombardment", "bombardment"]);
    expect(entry[0]!.text).toBe(
      "Gamemaster BOMBARDMENT Germans IA1 9.71 German 77 mm field gun battery 1 → [13, 4] Bombardment Table Strength 12 German 77 mm field gun battery 1: bombardment 12 12 IA1 9.71 Column 30 12 column 12 IA1 9.3 companies +1 +1 IA1 4.2 Shift +1 columns +1 Roll 4 4 8 TARGET COLUMN RESULT Russian infantry company 4 30 -",
    );
    expect(entry[1]!.text).toContain("german-oba-1, german-oba-2 → [13, 4] Bombardment Table Strength 28 german-oba-1 (14): bombardment 14 14 IA1 9.71 german-oba-2 (14): bombardment 14 +14 IA1 9.71");
    expect(entry[1]!.text).toContain("Roll 5 2 7 TARGET COLUMN RESULT Russian infantry company 4 30 M");
    const morale = cardsOf(whole.alice).filter((c) => c.kind === "morale").map((c) => c.text);
    expect(morale.at(-1)).toBe("Gamemaster MORALE CHECKS Russian infantry company 4 DRUMFIRE Russians morale 7 IA1 14.0 4 2 6 → 6 vs 7 passed NO EFFECT now Good order IA1 14.1");
  });

  it("IA1 12.4, 12.3 the assault card: the captain's company into [14, 7], both sides' strengths and columns with their rule rows, one die each, results together", () => {
    const [assault] = cardsOf(whole.alice).filter((c) => c.kind === "assault").map((c) => c.text);
    expect(assault).toContain("German infantry company 1, Hptm. Falk → [14, 7] Required assault Both sides fire at once.");
    expect(assault).toContain("Attacker Germans IA1 12.3 German infantry company 1, Hptm. Falk Strength 6 German infantry company 1: direct fire 5 5 IA1 12.3");
    expect(assault).toContain("Hptm. Falk adds his combat modifier to German infantry company 1 +1 IA1 6.52 Column 10 6 column 6 IA1 12.3 leader +1 +1 IA1 6.53");
    expect(assault).toContain("Roll 3 3 TARGET COLUMN RESULT Russian infantry company 5 10 1");
    expect(assault).toContain("Defender Russians IA1 12.3 Russian infantry company 5 Strength 4");
    expect(assault).toContain("The results of both dice apply together.");
  });

  it("IA1 12.7 the charge: its card names the intervening hex [18, 8], and the assault card that follows carries the +2", () => {
    const charge = cardsOf(whole.alice).filter((c) => c.kind === "charge").map((c) => c.text);
    expect(charge).toHaveLength(1);
    expect(charge[0]).toContain("CAVALRY CHARGE Germans IA1 12.7 German cavalry squadron 1 → [18, 7] Through the intervening hex [18, 8] +2 columns on the Assault Table");
    const charged = cardsOf(whole.alice).filter((c) => c.kind === "assault")[1]!.text;
    expect(charged).toContain("German cavalry squadron 1, Rittm. von Arnim → [18, 7] Required assault Charged through the intervening hex [18, 8]");
    expect(charged).toContain("+2 +2 IA1 12.7");
    expect(charged).toContain("Roll 2 2 TARGET COLUMN RESULT Russian infantry company 6 10 2");
  });

  it("the cards are public: Alice's page and Bob's render the same chat", () => {
    expect(whole.alice.html).toEqual(whole.bob.html);
  });
});

describe("IA1 9.11 nothing of Bob's plan reaches Alice's rendered chat before it fires", () => {
  it("the plan written: Alice's chat renders the same for a plan at [13, 4] and one at [9, 9] in other turns", async () => {
    const a = await game(LINE, 0, "demo-plan-a");
    const b = await game([D, null, D, null, null, null, null, null], 0, "demo-plan-b");
    expect(a.alice.html).toEqual(b.alice.html);
    expect(cardsOf(a.alice).map((c) => c.text)).toEqual(["Gamemaster ARTILLERY Germans has written its Artillery Plan IA1 9.1"]);
  }, 120_000);

  it("the whole game: Alice's chat renders the same for plans that differ only in turn 3, and never shows [9, 9]", async () => {
    const other = await game([T, T, D, null, null, null, null, null], 2, "demo-game-other");
    expect(other.alice.html).toEqual(whole.alice.html);
    expect(whole.alice.html).not.toContain("[9, 9]");
  }, 180_000);

  it("the comparison can tell: once the plan fires, Alice's chat shows where, the bombardments of [13, 4] or ineffective ones at [9, 9]", async () => {
    const a = await game(LINE, 1, "demo-fired-a");
    const b = await game([D, T, null, null, null, null, null, null], 1, "demo-fired-b", false, []);
    expect(cardsOf(a.alice).filter((c) => c.kind === "bombardment" && c.text.includes("→ [13, 4] Bombardment Table"))).toHaveLength(2);
    expect(b.alice.html).toContain("[9, 9]");
    expect(b.alice.html).not.toContain("[13, 4]");
  }, 120_000);
});
