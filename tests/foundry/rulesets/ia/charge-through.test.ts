/** IA1 12.73 at the table: the intervening hex of a cavalry charge, shown on the assault card and in the assault dialog. */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import { assaultStateFrom, assaultView } from "../../../../src/foundry/rulesets/ia/dialogs/assault-view";
import { enI18n } from "../../../support/i18n";
import { sampleAssault, sampleCharge } from "../../../support/ia-assault-samples";
import { hexAt, play, sampleMap } from "../../../support/ia-table-samples";

const charged = () => sampleCharge().after;
const at = hexAt(5, 4);

describe("IA1 12.73 the charge's intervening hex at the table", () => {
  it("IA1 12.73 the assault dialog names the intervening hex each charging unit went through", () => {
    const view = localizeAll(assaultView({ battle: charged(), map: sampleMap, side: "G" }, assaultStateFrom({ hex: String(at), "unit.gc": true })), enI18n);
    expect(view.chargedThrough).toEqual(["1./UR 9 charged through the intervening hex A/0606"]);
    // No charging attacker chosen: nothing to show.
    expect(assaultView({ battle: charged(), map: sampleMap, side: "G" }, assaultStateFrom({ hex: String(at) })).chargedThrough).toEqual([]);
  });

  it("IA1 12.73 the assault card of the charge names the intervening hex; an assault without a charge names none", () => {
    const step = play(charged(), { type: "assault", side: "G", at, units: ["gc"], leaders: ["rm"] }, Array(40).fill(4));
    const card = iaCards(step.before, step.events, step.rolls, sampleMap).find((c) => c.kind === "assault");
    expect(localizeAll(card?.data, enI18n)).toMatchObject({ attackers: ["1./UR 9"], through: "A/0606" });
    const plain = sampleAssault([3, 4, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5]);
    expect(iaCards(plain.before, plain.events, plain.rolls, sampleMap).find((c) => c.kind === "assault")?.data).toMatchObject({ through: null });
  });
});
