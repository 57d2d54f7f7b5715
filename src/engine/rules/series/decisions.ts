import { z } from "zod";
import { TextJson } from "../../core/json";
import { PieceId } from "../../data/schemas/common";
import { Hex } from "../../map/hex-codec";

/** A hex as an option: `{ "hex": [column, row] }` in JSON. */
const HexOption = z.object({ hex: Hex }).strict();

/**
 * The choices both games' rules leave to a player (their series procedures ask them), by kind: each game's catalogue
 * lists them with its own, in its own order.
 */
export const SERIES_DECISIONS = {
  /** 13.1: pass, or fire at the mover with a direct fire group (its piece ids: units, then any leader). */
  "opportunity-fire": { prefix: "opportunity-fire", option: z.union([z.literal("pass"), z.array(PieceId)]) },
  /** 7.61: the unit that takes a step loss, among those the rules allow. */
  "loss-allocation": { prefix: "loss", option: PieceId },
  /** 6.42: the unit a leader adds his combat modifier to. */
  "leader-bonus": { prefix: "leader-bonus", option: PieceId },
  /** 6.71: the hex an overrun leader is displaced to. */
  "leader-retreat": { prefix: "overrun", option: HexOption },
  /** 14.31: the safe hex a fleeing piece moves to, step by step. */
  "flee-hex": { prefix: "flee", option: HexOption },
  /** 6.71: the lone leader lost to a step loss scored on his hex. */
  "lone-leader-loss": { prefix: "lone-leader-loss", option: PieceId },
  /** 6.51: the one leader whose morale modifier a check adds. */
  "morale-leader": { prefix: "morale-leader", option: PieceId },
  /** 14.31: whether a piece that fails to recover in an entrenchment hex flees. */
  "flee-entrenched": { prefix: "flee-entrenched", option: z.boolean() },
  /** 6.52: whether a leader flees with a unit he is with. */
  "flee-with": { prefix: "flee-with", option: z.boolean() },
  /** 14.3 (IA2 1.2): whether a unit voluntarily becomes demoralized to flee with a piece of its hex. */
  "join-flight": { prefix: "join-flight", option: z.boolean() },
  /** 6.52 (IA1 6.62, 6.65): which leader helps a recovery, null for none. */
  "recovery-leader": { prefix: "recovery-leader", option: PieceId.nullable() },
} as const;

type Kinds = Record<string, { readonly prefix: string; readonly option: z.ZodType }>;

/**
 * A game's decision requests and answers, from its kinds of choice: each kind's id prefix (`flee:<piece>:<step>`) and
 * option shape. `game` names it in refusals; `every`: fields every request of it may carry (IA: `fallback`).
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
