import { describe, expect, it } from "vitest";
import { otherSector, sectorCommander, type BattleSector } from "../../../../../src/foundry/rulesets/series/sector-command/battle-sectors";

const sectors: BattleSector[] = [
  { name: "North", hexes: [[0, 0], [1, 0]] },
  { name: "South", hexes: [[0, 5], [1, 5], [2, 5]] },
];

describe("sector command (IA1 17.51)", () => {
  it("IA1 17.51 a sector commander orders the pieces in his sector and those in no sector, not those in another", () => {
    expect(otherSector(sectors, "North", [[0, 0], [1, 0]])).toBeNull();
    expect(otherSector(sectors, "North", [[0, 0], [4, 4]])).toBeNull();
    expect(otherSector(sectors, "North", [[0, 0], [1, 5]])).toBe("South");
  });

  it("a user with no sector, or one not drawn on the battle's scene, orders every piece of his side", () => {
    expect(otherSector(sectors, null, [[1, 5]])).toBeNull();
    expect(otherSector(sectors, "East", [[1, 5]])).toBeNull();
    expect(otherSector([], "North", [[1, 5]])).toBeNull();
  });

  it("IA1 17.51 a decision goes to the player whose sector holds most of the deciding pieces; none when no sector holds any", () => {
    const players = [
      { id: "bob", sector: "North" },
      { id: "carol", sector: "South" },
      { id: "dave", sector: null },
    ];
    expect(sectorCommander(players, sectors, [[0, 5], [1, 5], [0, 0]])).toBe("carol");
    expect(sectorCommander(players, sectors, [[0, 0], [1, 5]])).toBe("bob");
    expect(sectorCommander(players, sectors, [[4, 4]])).toBeUndefined();
    expect(sectorCommander(players, sectors, [])).toBeUndefined();
  });
});
