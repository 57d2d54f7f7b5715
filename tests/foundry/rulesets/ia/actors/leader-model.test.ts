import { describe, expect, it } from "vitest";
import { LeaderModel } from "../../../../../src/foundry/rulesets/ia/actors/leader-model";
import { LEADER_TYPES } from "../../../../../src/foundry/rulesets/ia/choices";
import { fieldKinds, readSchema } from "../../../support/schema";

const cell = { value: "NumberField", provenance: { source: "StringField", rule: "StringField", note: "StringField" } };

describe("LeaderModel", () => {
  const schema = readSchema(LeaderModel);

  it("implements the Actor type leader", () => {
    expect(LeaderModel.metadata.type).toBe("leader");
    expect(LeaderModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.leader"]);
  });

  it("IA1 6.0 holds the counter schema's Leader: rank, morale, combat and morale bonus, his piece, and his rank list", () => {
    expect(fieldKinds(schema)).toEqual({
      counterId: "StringField",
      nationality: "StringField",
      type: "StringField",
      subtype: "StringField",
      rank: "StringField",
      rankTitles: "ArrayField",
      morale: cell,
      combat: cell,
      moraleBonus: cell,
      piece: "StringField",
    });
  });

  it("IA1 6.1 is an infantry or a cavalry leader: no other type", () => {
    expect(schema.type.options).toMatchObject({ choices: LEADER_TYPES, initial: "infantry" });
    expect(Object.keys(LEADER_TYPES)).toEqual(["infantry", "cavalry"]);
  });

  it("IA1 6.51, 6.61 combat and morale bonuses are whole numbers from zero; morale has no lower bound", () => {
    for (const field of [schema.combat, schema.moraleBonus]) expect(field.fields!.value.options).toMatchObject({ integer: true, initial: 0, min: 0 });
    expect(schema.morale.fields!.value.options).toMatchObject({ integer: true, min: undefined });
  });

  it("has no game state (IA1 7.46, 14.2 are the battle's)", () => {
    for (const state of ["status", "movedFired", "leaderType", "combatModifier", "moraleModifier"]) expect(schema).not.toHaveProperty(state);
  });
});
