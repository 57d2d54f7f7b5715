import { beforeEach, describe, expect, it } from "vitest";
import { commanderListFrom, isCommandingOfficer, setCommanders } from "../../../src/foundry/settings/commanders";
import { sectorOf, setSectors } from "../../../src/foundry/settings/sectors";
import { registerSettings } from "../../../src/foundry/settings/settings";
import { setSides, sidesOf, sideTable, sideTableFrom } from "../../../src/foundry/settings/sides";
import { field, sidesDialogContext, sidesFromForm } from "../../../src/foundry/settings/sides-form";
import { resetWorld } from "../setup/foundry-shim";

const users = [
  { id: "gm", name: "Gamemaster", isGM: true },
  { id: "anna", name: "Anna", isGM: false },
  { id: "boris", name: "Boris", isGM: false },
];

describe("the Sides dialog", () => {
  it("lists users by row and every side played by column, each user's ticks, sector and IA1 17.52 CO box", () => {
    const view = sidesDialogContext(users, { anna: ["german"], boris: ["russian"] }, { anna: "north" }, ["austro"], ["boris"]);
    expect(view.sides).toEqual(["austro", "german", "russian"]);
    expect(view.rows.map((r) => [r.name, r.checks.map((c) => c.checked), r.sector.value, r.co.checked])).toEqual([
      ["Gamemaster", [false, false, false], "", false],
      ["Anna", [false, true, false], "north", false],
      ["Boris", [false, false, true], "", true],
    ]);
    expect(view.rows[2]!.co.name).toBe(field.co("boris"));
    expect(view.rows[1]!.checks[1]!.name).toBe(field.side("anna", "german"));
  });

  it("reads a submitted form: ticked sides, a new side for the users ticked under it, IA1 17.51 sectors, the 17.52 CO", () => {
    const form: [string, string][] = [
      [field.side("anna", "german"), "on"],
      [field.side("gm", "german"), "on"],
      [field.newSide, " russian "],
      [field.fresh("boris"), "on"],
      [field.fresh("gm"), "on"],
      [field.sector("anna"), " north "],
      [field.sector("boris"), ""],
      [field.co("boris"), "on"],
    ];
    expect(sidesFromForm(users, form)).toEqual({ sides: { gm: ["german", "russian"], anna: ["german"], boris: ["russian"] }, sectors: { anna: "north" }, commanders: ["boris"], bad: null });
  });

  it("refuses a new side whose id a battle could not hold, keeping the rest", () => {
    const form: [string, string][] = [
      [field.side("anna", "german"), "on"],
      [field.newSide, "red army"],
      [field.fresh("boris"), "on"],
    ];
    expect(sidesFromForm(users, form)).toEqual({ sides: { anna: ["german"] }, sectors: {}, commanders: [], bad: "red army" });
  });
});

describe("the side table and sectors as the world holds them", () => {
  beforeEach(() => {
    resetWorld();
    registerSettings();
  });

  it("are what the referee reads: a user with no side watches", async () => {
    await setSides({ anna: ["german"], boris: ["russian", "russian"] });
    await setSectors({ anna: "north", boris: " " });
    expect(sideTable()).toEqual({ anna: ["german"], boris: ["russian"] });
    expect([sidesOf("anna"), sidesOf("gm")]).toEqual([["german"], []]);
    expect([sectorOf("anna"), sectorOf("boris")]).toEqual(["north", null]);
  });

  it("IA1 17.52 the Commanding Officers: the users listed, each once, whatever else the setting holds", async () => {
    await setCommanders(["boris", "boris"]);
    expect([isCommandingOfficer("boris"), isCommandingOfficer("anna")]).toEqual([true, false]);
    expect(commanderListFrom(["anna", 3, "", "anna"])).toEqual(["anna"]);
    expect(commanderListFrom({ anna: true })).toEqual([]);
  });

  it("keep only lists of side ids from whatever the setting holds", () => {
    expect(sideTableFrom({ anna: "german", boris: [3, "", "russian"], carl: [] })).toEqual({ boris: ["russian"] });
    expect(sideTableFrom(["german"])).toEqual({});
  });
});
