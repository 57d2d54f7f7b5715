import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IaCommandSchema } from "../../src/engine/rules/ia/commands/schema";
import { IA_DECISIONS } from "../../src/engine/rules/ia/decisions";
import { IaEventSchema } from "../../src/engine/rules/ia/events/schema";
import { PgCommandSchema } from "../../src/engine/rules/pg/commands/schema";
import { PgEventSchema } from "../../src/engine/rules/pg/events/schema";

const doc = readFileSync(new URL("../../docs/headless.md", import.meta.url), "utf8");
const typeOf = (o: unknown) => ((o as { shape: { type: { value: string } } }).shape.type.value);

describe("docs/headless.md", () => {
  it("documents every command, event and decision kind the engine has, for each game", () => {
    const missing = [
      ...IaCommandSchema.options.map(typeOf).filter((t) => !doc.includes(`"${t}"`)),
      ...IaEventSchema.options.map(typeOf).filter((t) => !doc.includes(`\`${t}\``)),
      ...PgCommandSchema.options.map(typeOf).filter((t) => !doc.includes(`"${t}"`) && !doc.includes(`\`${t}\``)),
      ...PgEventSchema.options.map(typeOf).filter((t) => !doc.includes(`\`${t}\``)),
      ...Object.entries(IA_DECISIONS).filter(([kind, d]) => !doc.includes(`\`${kind}\``) || !doc.includes(`\`${d.prefix}:`)).map(([k]) => k),
    ];
    expect(missing).toEqual([]);
  });
});
