import { beforeEach, describe, expect, it } from "vitest";
import { commanderListFrom, isCommandingOfficer, setCommanders } from "../../../src/foundry/rulesets/series/sector-command/commanders";
import { sectorOf, setSectors } from "../../../src/foundry/rulesets/series/sector-command/user-sectors";
import { registerSystemSettings as registerSettings } from "../../../src/foundry/settings/register";
import { setSides, sidesOf, sideTable, sideTableFrom } from "../../../src/foundry/settings/sides";
import { field, sidesDialogContext, sidesFromForm } from "../../../src/foundry/rulesets/ia/sector-command/sides-form";
import { readSidesForm, sidesGrid, type SidesColumn } from "../../../src/foundry/settings/sides-form";
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

describe("a game's columns in the Sides dialog (settings/sides-form.ts)", () => {
  const columns: SidesColumn<"callsign" | "umpire">[] = [
    { id: "callsign", label: "X.callsign", hint: "X.callsignHint", input: "text" },
    { id: "umpire", label: "X.umpire", hint: "X.umpireHint", input: "checkbox" },
  ];

  it("each row holds its cell of each column under the column's id; the form gives each column's values back", () => {
    const view = sidesGrid(users, { anna: ["blue"] }, [], columns, { callsign: { anna: "Kilo" }, umpire: { gm: true } });
    expect(view.columns.map((c) => c.id)).toEqual(["callsign", "umpire"]);
    expect(view.rows.map((r) => [r.callsign.value, r.umpire.checked, r.umpire.name])).toEqual([
      ["", true, "umpire|gm"],
      ["Kilo", false, "umpire|anna"],
      ["", false, "umpire|boris"],
    ]);
    const form: [string, string][] = [
      [field.side("anna", "blue"), "on"],
      ["callsign|boris", " Lima "],
      ["callsign|anna", ""],
      ["umpire|gm", "on"],
    ];
    expect(readSidesForm(users, form, columns)).toEqual({ sides: { anna: ["blue"] }, values: { callsign: { boris: "Lima" }, umpire: { gm: true } }, bad: null });
  });

  it("a column may not take the name of a row's own field", () => {
    expect(() => sidesGrid(users, {}, [], [{ id: "checks", label: "X", hint: "X", input: "text" }], { checks: {} })).toThrow('"checks"');
  });
});
