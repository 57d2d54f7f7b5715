import { z } from "zod";
import { TextJson } from "./json";

/** A game's kinds of choice: each kind's decision id prefix and option shape. */
export type Kinds = Record<string, { readonly prefix: string; readonly option: z.ZodType }>;

/**
 * A game's decision requests and answers, from its kinds of choice: each kind's id prefix (`flee:<piece>:<step>`) and
 * option shape. `game` names it in refusals; `every`: fields every request of it may carry (such as a fallback edition).
 */
export function decisionSchemas<K extends Kinds, X extends z.ZodRawShape>(kinds: K, game: string, every: X) {
  const names = Object.keys(kinds) as (keyof K & string)[];
  const request = <N extends keyof K & string>(kind: N) => {
    const option = kinds[kind]!.option as K[N]["option"];
    return z.object({ id: z.string().min(1), kind: z.literal(kind), side: z.string(), prompt: TextJson, options: z.array(option).readonly(), default: option, rule: z.string().optional(), ...every }).strict();
  };
  /** A decision request as a side receives it. */
  const DecisionSchema = names.length ? z.discriminatedUnion("kind", names.map(request) as unknown as [ReturnType<typeof request<keyof K & string>>]) : z.never();

  /** The option shape of the decision with this id, by its prefix; undefined for an id no rule asks. */
  const optionSchemaOf = (id: string): z.ZodType | undefined => {
    const kind = names.filter((k) => id.startsWith(`${kinds[k]!.prefix}:`)).sort((a, b) => kinds[b]!.prefix.length - kinds[a]!.prefix.length)[0];
    return kind === undefined ? undefined : kinds[kind]!.option;
  };

  type Codec = (schema: z.ZodType, value: unknown) => ReturnType<typeof z.safeDecode>;
  const byId = (run: Codec) => (answers: Record<string, unknown>, payload: z.core.ParsePayload<unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(answers)) {
      const schema = optionSchemaOf(id);
      if (!schema) {
        payload.issues.push({ code: "custom", path: [id], message: `no decision of ${game} has an id like "${id}"`, input: value });
        continue;
      }
      const r = run(schema, value);
      if (r.success) out[id] = r.data;
      else for (const i of r.error.issues) payload.issues.push({ ...i, path: [id, ...i.path] } as never);
    }
    return out;
  };

  /** Answers to decisions by id (`{ "<decision id>": <one of its options> }`), each converted as its kind's options are. */
  const AnswersSchema = z.codec(z.record(z.string(), z.unknown()), z.record(z.string(), z.unknown()), {
    decode: byId((s, v) => z.safeDecode(s, v)),
    encode: byId((s, v) => z.safeEncode(s, v)),
  });
  return { DecisionSchema, AnswersSchema, optionSchemaOf };
}
