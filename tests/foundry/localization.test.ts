import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MarkerModel } from "../../src/foundry/data/actor/_module";
import { LeaderModel, UnitModel } from "../../src/foundry/rulesets/ia/actors/_module";
import { isLangKey, translations } from "../support/lang";
import { fieldPaths, readSchema } from "./support/schema";

const root = join(import.meta.dirname, "../..");

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(dir, file));
}

/** Every `HEX_TACTICS.*` or `TYPES.*` key written out in a file. */
function keysIn(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/\b(?:HEX_TACTICS|TYPES)(?:\.[\w-]+)+/g)].map(([key]) => key);
}

describe("lang/en.json", () => {
  const sources = [...filesUnder("templates", ".hbs"), ...filesUnder("src/foundry", ".ts")];

  it("has every key the templates and src/foundry use", () => {
    const used = sources.flatMap((file) => keysIn(file).map((key) => `${file}: ${key}`));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((entry) => !isLangKey(entry.split(": ")[1]))).toEqual([]);
  });

  /** A printed value's cell `{value, provenance}` is labelled as a whole: its parts are the same in every cell. */
  const insideCell = (path: string) => /(^|\.)(value|provenance)(\.|$)/.test(path);

  it.each([UnitModel, LeaderModel, MarkerModel].map((model) => [model.metadata.type, model] as const))(
    "labels every field of %s",
    (_type, model) => {
      const [prefix] = model.LOCALIZATION_PREFIXES;
      const paths = fieldPaths(readSchema(model)).filter((path) => !insideCell(path));
      const missing = paths.filter((path) => !translations.has(`${prefix}.FIELDS.${path}.label`));
      expect(missing).toEqual([]);
    },
  );

  it("names each Actor type", () => {
    for (const type of ["unit", "leader", "marker"]) expect(translations.has(`TYPES.Actor.${type}`)).toBe(true);
  });
});
