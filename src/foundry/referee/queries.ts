/**
 * The system's one query, `CONFIG.queries["hex-tactics"]` (docs/foundry.md, "One referee"), and the helper every
 * client sends its requests through. A message comes from a client nobody vouches for (Foundry does not say who sent a
 * query): it is read as untrusted JSON, a request is played only for the user its session key was given to, and a
 * handler never throws.
 */
import { z } from "zod";
import { foundryI18n } from "../i18n";
import { DecisionJson } from "./decision-prompt";
import { QUERY, refusal, type Message, type Reply, type Request } from "./protocol";
import { tableClient } from "./table-client";

declare global {
  namespace CONFIG {
    interface Queries {
      "hex-tactics": (message: unknown, options: { timeout?: number }) => Promise<unknown>;
    }
  }
}

const Id = z.string().min(1);
const RequestJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("command"), battle: Id, command: z.unknown(), side: Id.optional() }),
  z.object({ kind: z.literal("undo"), battle: Id }),
  z.object({ kind: z.literal("view"), battle: Id, side: Id.optional() }),
]);
const MessageJson = z.discriminatedUnion("type", [
  z.object({ type: z.literal("session"), key: Id }),
  z.object({ type: z.literal("hello") }),
  z.object({ type: z.literal("request"), key: z.string(), request: RequestJson }),
  z.object({ type: z.literal("decide"), battle: Id, request: z.unknown(), timeoutMs: z.number().positive() }),
]);

/** A refusal of this layer's, its words from `HEX_TACTICS.Referee.<name>` (applications/reply-notice.ts reads it so). */
const refused = (name: string): Reply => refusal(`referee.${name}`, foundryI18n().localize(`HEX_TACTICS.Referee.${name}`));

const isReply = (value: unknown): value is Reply =>
  typeof value === "object" && value !== null && "ok" in value && (value.ok === true ? "result" in value : "code" in value && "text" in value);

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
      case "hello": {
        // A client that holds no key asks for one: the referee gives keys to every user whose client lacks one.
        const { referee, ports } = client;
        if (referee && ports) await Promise.all((await ports.unkeyed()).map((user) => referee.admit(user)));
        return true;
      }
      case "request": {
        const referee = client.referee;
        if (!referee) return refused("not-referee");
        const user = referee.userOf(message.key);
        if (!user) return refused("unknown-key");
        return await referee.handle(user, message.request);
      }
      case "decide": {
        const decision = DecisionJson.safeParse(message.request);
        if (!decision.success) return null;
        return (await client.prompt(decision.data, { battle: message.battle, timeoutMs: timeout ?? message.timeoutMs })) ?? null;
      }
    }
  } catch (e) {
    console.error(e);
    return message.type === "request" ? refused("failed") : null;
  }
}

/** Asks the active GM for a session key for this client (when it has none, or the referee no longer knows it). */
async function hello(gm: User.Implementation): Promise<void> {
  await gm.query(QUERY, { type: "hello" } satisfies Message).catch(() => null);
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
  if (gm.isSelf) return client.referee ? client.referee.handle(game_.user.id, request) : refused("not-referee");
  const send = async (): Promise<Reply> => {
    if (!client.key) await hello(gm);
    if (!client.key) return refused("no-session");
    const reply = await gm.query(QUERY, { type: "request", key: client.key, request } satisfies Message).catch(() => null);
    return isReply(reply) ? reply : refused("unreachable");
  };
  const reply = await send();
  if (reply.ok || reply.code !== "referee.unknown-key") return reply;
  client.key = null;
  return send();
}
