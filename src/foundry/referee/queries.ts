/**
 * The system's one query, `CONFIG.queries["hex-tactics"]` (docs/foundry.md, "One referee"), and the helper every
 * client sends its requests through. A message comes from a client nobody vouches for (Foundry does not say who sent a
 * query): it is read as untrusted JSON, a request is played only for the user its session key was given to and who
 * says he sent it, and a handler never throws. Every wait on another client has a limit (timeout.ts).
 */
import { z } from "zod";
import { showDecisions } from "../applications/dialogs/decision-batch-dialog";
import { showDecision } from "../applications/dialogs/decision-dialog";
import { promptTimeoutMs } from "../settings/settings";
import { DecisionJson } from "./decision-prompt";
import { MOST_DECISIONS_TOGETHER } from "./decision-batch";
import { answerWanted, takeDelivery } from "./key-exchange";
import { storeSeenBy } from "./store-watch";
import { HexJson } from "./layer-json";
import { CORE_REQUESTS, QUERY, refusal, type Message, type Reply, type Request } from "./protocol";
import { tableClient } from "./table-client";
import { withTimeout } from "./timeout";

declare global {
  namespace CONFIG {
    interface Queries {
      "hex-tactics": (message: unknown, options: { timeout?: number }) => Promise<unknown>;
    }
  }
}

const Id = z.string().min(1);
/** A drag's request: its movers a list, or an earlier client's piece and those going with it. */
const drag = <K extends string>(kind: K, path: z.ZodArray<typeof HexJson>) =>
  z
    .object({ kind: z.literal(kind), battle: Id, path, movers: z.array(Id).min(1).max(200).optional(), piece: Id.optional(), with: z.array(Id).optional(), side: Id.optional() })
    .refine((r) => (r.movers !== undefined) !== (r.piece !== undefined) && (r.with === undefined || r.piece !== undefined), "a drag names its movers, or a piece and those with it");
const Path = z.array(HexJson).max(200);
const CoreRequestJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("command"), battle: Id, command: z.unknown(), side: Id.optional() }),
  z.object({ kind: z.literal("undo"), battle: Id }),
  z.object({ kind: z.literal("view"), battle: Id, side: Id.optional() }),
  z.object({ kind: z.literal("sight"), battle: Id, side: Id.optional() }),
  z.object({ kind: z.literal("layer"), battle: Id, side: Id.optional() }),
  z.object({ kind: z.literal("los"), battle: Id, from: HexJson, to: HexJson, target: Id.optional(), side: Id.optional() }),
  drag("preview", Path),
  z.object({ kind: z.literal("actions"), battle: Id, piece: Id, side: Id.optional() }),
  drag("move-path", Path.min(1)),
]);
/** A capability's request (capability.ts): its own fields, which the referee checks against the capability's shape. */
const CapabilityRequestJson = z.looseObject({ kind: Id.refine((k) => !CORE_REQUESTS.includes(k)), battle: Id, side: Id.optional() });
const RequestJson = z.union([CoreRequestJson, CapabilityRequestJson]);
const MessageJson = z.discriminatedUnion("type", [
  z.object({ type: z.literal("session"), key: Id }),
  z.object({ type: z.literal("hello"), user: Id }),
  z.object({ type: z.literal("request"), user: Id, key: z.string(), request: RequestJson }),
  z.object({ type: z.literal("decide"), battle: Id, request: z.unknown(), timeoutMs: z.number().positive() }),
  z.object({ type: z.literal("decide-batch"), battle: Id, requests: z.array(z.unknown()).min(1).max(MOST_DECISIONS_TOGETHER), timeoutMs: z.number().positive() }),
  z.object({ type: z.literal("key-wanted"), user: Id, offer: Id, publicKey: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal("key-deliver"), offer: Id, publicKey: z.record(z.string(), z.unknown()), keys: z.unknown() }),
  z.object({ type: z.literal("store-seen"), user: Id }),
]);

/** A refusal of this layer's, its words from `HEX_TACTICS.Referee.<name>` (applications/reply-notice.ts reads it so). */
const refused = (name: string): Reply => refusal(`referee.${name}`);

const isReply = (value: unknown): value is Reply =>
  typeof value === "object" && value !== null && "ok" in value && (value.ok === true ? "result" in value : "code" in value && "params" in value);

/**
 * How long a client waits on the referee: for a key, the prompt timeout; for a request, long enough for the requests
 * queued before it and several decisions each given the whole prompt timeout — past it the referee's page is taken
 * for dead and the request refused (`referee.unreachable`).
 */
const helloTimeoutMs = (): number => promptTimeoutMs();
export const requestTimeoutMs = (): number => Math.max(10 * 60_000, 10 * promptTimeoutMs());

/** `init`: registers the dispatcher. */
export function registerQueries(): void {
  CONFIG.queries[QUERY] = dispatch;
}

/** Answers one message on this client: what the sender gets back (null when there is nothing to say). */
export async function dispatch(data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
  const parsed = MessageJson.safeParse(data);
  const isRequest = typeof data === "object" && data !== null && (data as { type?: unknown }).type === "request";
  if (!parsed.success) return isRequest ? refused("bad-message") : null;
  const message = parsed.data;
  const client = tableClient();
  try {
    switch (message.type) {
      case "session":
        client.key = message.key;
        return true;
      case "hello":
        // A client holds no key, or one the referee does not know (a forged `session` message may have replaced it).
        await client.referee?.rekey(message.user);
        return true;
      case "request": {
        const referee = client.referee;
        if (!referee) return refused("not-referee");
        // The key must be the one given to the user the request says sent it: a key another client slipped him is no good.
        const user = referee.userOf(message.key);
        if (user === undefined || user !== message.user) return refused("unknown-key");
        // The drags' check above stands for the `Movers` union the type cannot show.
        return await referee.handle(user, message.request as Request);
      }
      case "key-wanted":
        return await answerWanted(message.user, message.offer, message.publicKey as JsonWebKey);
      case "key-deliver":
        return await takeDelivery(message.offer, message.publicKey as JsonWebKey, message.keys);
      case "store-seen":
        storeSeenBy(message.user);
        return true;
      case "decide": {
        const decision = DecisionJson.safeParse(message.request);
        if (!decision.success) return null;
        return (await showDecision(decision.data, { battle: message.battle, timeoutMs: timeout ?? message.timeoutMs })) ?? null;
      }
      case "decide-batch": {
        const decisions = z.array(DecisionJson).safeParse(message.requests);
        if (!decisions.success) return null;
        return (await showDecisions(decisions.data, { battle: message.battle, timeoutMs: timeout ?? message.timeoutMs })) ?? null;
      }
    }
  } catch (e) {
    console.error(e);
    return message.type === "request" ? refused("failed") : null;
  }
}

/** Asks the active GM for a session key for this client (when it has none, or the referee no longer knows it). */
async function hello(gm: User.Implementation): Promise<void> {
  const timeout = helloTimeoutMs();
  const message: Message = { type: "hello", user: (game as ReadyGame).user.id };
  await withTimeout(gm.query(QUERY, message, { timeout }), timeout);
}

/** A client that is not the referee asks the active GM for its session key (at `ready`, and when a GM connects). */
export async function greetReferee(): Promise<void> {
  const gm = (game as ReadyGame).users.activeGM;
  if (gm && !gm.isSelf && !tableClient().key) await hello(gm);
}

/**
 * Sends a request to the referee and returns its reply: straight to the referee on the active GM's own client, else by
 * query to the active GM with this client's session key (asking for a key first if it has none).
 */
export async function requestReferee(request: Request): Promise<Reply> {
  const game_ = game as ReadyGame;
  const gm = game_.users.activeGM;
  if (!gm) return refused("no-gm");
  const client = tableClient();
  if (gm.isSelf) {
    if (!client.referee) return refused("not-referee");
    return client.referee.handle(game_.user.id, request).catch((e: unknown) => {
      console.error(e);
      return refused("failed");
    });
  }
  const send = async (): Promise<Reply> => {
    if (!client.key) await hello(gm);
    if (!client.key) return refused("no-session");
    const timeout = requestTimeoutMs();
    const message: Message = { type: "request", user: game_.user.id, key: client.key, request };
    const reply = await withTimeout(gm.query(QUERY, message, { timeout }), timeout);
    return isReply(reply) ? reply : refused("unreachable");
  };
  const reply = await send();
  if (reply.ok || reply.code !== "referee.unknown-key") return reply;
  client.key = null;
  return send();
}
