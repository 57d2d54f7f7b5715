import { describe, expect, it } from "vitest";
import { LEADER_TYPES, MORALE_STATUSES } from "../../../../src/foundry/config";
import { LeaderModel } from "../../../../src/foundry/data/actor/leader-model";
import { fieldKinds, readSchema } from "../../support/schema";

describe("LeaderModel", () => {
  const schema = readSchema(LeaderModel);

  it("implements the Actor type leader", () => {
    expect(LeaderModel.metadata.type).toBe("leader");
    expect(LeaderModel.LOCALIZATION_PREFIXES).toEqual(["HEX_TACTICS.Actor.leader"]);
  });

  it("IA1 Defs holds rank, morale, combat and morale modifiers, and state", () => {
    expect(fieldKinds(schema)).toEqual({
      nationality: "StringField",
      rank: "NumberField",
      leaderType: "StringField",
      combatModifier: "NumberField",
      moraleModifier: "NumberField",
      morale: "NumberField",
      status: "StringField",
      movedFired: "BooleanField",
    });
  });

  it("IA1 6.1 is an infantry or cavalry leader", () => {
    expect(schema.leaderType.options).toMatchObject({ choices: LEADER_TYPES, initial: "infantry" });
    expect(Object.keys(LEADER_TYPES)).toEqual(expect.arrayContaining(["infantry", "cavalry"]));
  });

  it("modifiers are whole numbers with no lower bound", () => {
    for (const field of [schema.combatModifier, schema.moraleModifier]) {
      expect(field.options).toMatchObject({ integer: true, initial: 0, min: undefined });
    }
  });

  it("starts in good order", () => {
    expect(schema.status.options).toMatchObject({ choices: MORALE_STATUSES, initial: "good" });
  });
});
