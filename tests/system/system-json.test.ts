import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import system from "../../system.json";

const root = join(import.meta.dirname, "../..");

/** Foundry's CONST.GRID_TYPES.HEXODDR: rows of pointy-top hexes, odd rows shoved right. */
const HEXODDR = 2;

describe("system.json", () => {
  it("declares the hex-tactics system at the package version, for Foundry V13 only", () => {
    expect(system).toMatchObject({ id: "hex-tactics", title: "Hex Tactics", version: pkg.version, socket: true });
    expect(system.compatibility.maximum).toBe("13");
  });

  it("needs a V13 build, not any V13: the first with every API the system uses (docs/foundry-facts.md §15)", () => {
    const { minimum, verified } = system.compatibility;
    for (const build of [minimum, verified]) expect(build).toMatch(/^13\.\d{3}$/);
    expect(Number(minimum.split(".")[1])).toBeGreaterThanOrEqual(341);
    expect(Number(verified.split(".")[1])).toBeGreaterThanOrEqual(Number(minimum.split(".")[1]));
  });

  it("provides the Actor types unit, leader and marker, Panzer Grenadier's pg-unit and pg-leader, Red Poppies' rp-unit and Combat Infantry's ci-block", () => {
    expect(Object.keys(system.documentTypes.Actor).sort()).toEqual(["ci-block", "leader", "marker", "pg-leader", "pg-unit", "rp-unit", "unit"]);
  });

  it("defaults scenes to a hex grid measured in hexes", () => {
    expect(system.grid).toEqual({ type: HEXODDR, distance: 1, units: "hex" });
  });

  it("names only files that exist (dist/ comes from `npm run build`)", () => {
    const files = [...system.esmodules, ...system.styles, ...system.languages.map((lang) => lang.path)];
    expect(files.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it("loads the bundle, the English strings and every stylesheet in styles/, the sheets' first", () => {
    expect(system.esmodules).toEqual(["dist/hex-tactics.mjs"]);
    expect(system.languages).toEqual([{ lang: "en", name: "English", path: "lang/en.json" }]);
    const sheets = readdirSync(join(root, "styles")).filter((file) => file.endsWith(".css"));
    expect([...system.styles].sort()).toEqual(sheets.map((file) => `styles/${file}`).sort());
    expect(system.styles[0]).toBe("styles/hex-tactics.css");
  });

  it("names each compendium pack after its folder in packs/", () => {
    for (const pack of system.packs) expect(pack.path).toBe(`packs/${pack.name}`);
  });
});
