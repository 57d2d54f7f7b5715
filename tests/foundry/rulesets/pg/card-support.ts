/**
 * PG chat cards as the referee posts them (table-pieces `cards`: the events every side may see) and as Foundry renders
 * them: each card's template from PG's table ruleset, `{{localize}}` over lang/en.json, the chat partials by path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { ScriptedDice } from "../../../../src/engine/core/dice";
import type { Answers } from "../../../../src/engine/core/decision";
import { runCommand } from "../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../src/engine/core/ruleset";
import type { HexMap } from "../../../../src/engine/map";
import type { AtTable } from "../../../../src/engine/rules/pg/data/schemas/at-table";
import type { PgEvent } from "../../../../src/engine/rules/pg/events";
import type { PgCommand } from "../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../src/engine/rules/pg/state";
import { cardContext } from "../../../../src/foundry/data/chat/card-view";
import { localizeAll } from "../../../../src/foundry/i18n";
import type { Card, TableGame } from "../../../../src/foundry/referee/ports";
import { PG } from "../../../../src/foundry/rulesets/pg/combat";
import { pgTablePieces } from "../../../../src/foundry/rulesets/pg/table-pieces";
import { pgTableRuleset } from "../../../../src/foundry/rulesets/pg/table-ruleset";
import { enI18n } from "../../../support/i18n";

const root = join(import.meta.dirname, "../../../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

type PgRuleset = Ruleset<PgBattle, PgCommand, PgEvent>;

/** A battle at the table as the referee holds it: `ruleset` on `map`, its AT table (the shipped one unless given). */
export const tableOf = (ruleset: PgRuleset, state: PgBattle, map: HexMap, atTable?: AtTable) =>
  ({ id: "b", ruleset, log: null, sides: state.sides.map((s) => s.id), state, pending: null, map, stored: {}, charts: atTable ? { charts: { atTable } } : {} }) as unknown as TableGame<PgBattle, PgCommand, PgEvent>;

/** The cards the referee posts for `command` on `before` (done with `dice` and `answers`), and the battle after it. */
export function cardsOf(ruleset: PgRuleset, map: HexMap, before: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}, atTable?: AtTable): { cards: Card[]; state: PgBattle } {
  const r = runCommand(ruleset, before, command, new ScriptedDice(dice), answers);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return { cards: [...pgTablePieces.cards(tableOf(ruleset, r.state, map, atTable), before, r.record)], state: r.state };
}

/** A card's data as an English reader sees it. */
export const shown = (card: Card | undefined) => localizeAll(card?.data, enI18n) as any;

const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
  const hash = options?.hash ?? {};
  return Object.keys(hash).length ? enI18n.format(key, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)]))) : enI18n.localize(key);
});
for (const file of readdirSync(join(root, "templates/chat/parts"))) handlebars.registerPartial(`systems/hex-tactics/templates/chat/parts/${file}`, read(`templates/chat/parts/${file}`));

/** A card rendered with its kind's template (rules cited), as the words a player reads. */
export function rendered(card: Card): string {
  const template = pgTableRuleset.cards[card.kind];
  if (template === undefined) throw new Error(`no template for ${card.kind}`);
  const html = handlebars.compile(read(`templates/${template}.hbs`))(cardContext({ ruleset: PG, kind: card.kind, data: card.data }, enI18n, true));
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}
