/**
 * A drag's movers on the wire (src/foundry/referee/protocol.ts, queries.ts): `move-path` and `preview` name a list of
 * movers, the dragged piece first; a client of the system's earlier versions names a `piece` and those going `with`
 * it, read as the same list. A request naming both, or neither, is no request.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { moversOf } from "../../../src/foundry/referee/protocol";
import { dispatch } from "../../../src/foundry/referee/queries";
import { resetWorld } from "../setup/foundry-shim";

/** The reply a client's request gets on a page with no referee: parsed, it is refused as `not-referee`; else `bad-message`. */
const sent = (request: object) => dispatch({ type: "request", user: "alice", key: "k", request: { battle: "b1", path: [[4, 4]], ...request } });

beforeEach(() => {
  resetWorld({ isActiveGM: false });
});

describe("a drag's movers on the wire", () => {
  it("a list, the dragged piece first; an earlier client's piece and the pieces with it read as the same list", () => {
    expect(moversOf({ movers: ["g1", "lt"] })).toEqual(["g1", "lt"]);
    expect(moversOf({ piece: "g1", with: ["lt"] })).toEqual(["g1", "lt"]);
    expect(moversOf({ piece: "g1" })).toEqual(["g1"]);
  });

  it.each(["move-path", "preview"])("%s: movers, or a piece with its own, are a request; both, neither, or an empty list are none", async (kind) => {
    const refused = (code: string) => ({ ok: false, code: `referee.${code}`, params: {} });
    expect(await sent({ kind, movers: ["s1", "s2"] })).toEqual(refused("not-referee"));
    expect(await sent({ kind, piece: "g1", with: ["lt"] })).toEqual(refused("not-referee"));
    expect(await sent({ kind, movers: ["g1"], piece: "g1" })).toEqual(refused("bad-message"));
    expect(await sent({ kind, movers: ["g1"], with: ["lt"] })).toEqual(refused("bad-message"));
    expect(await sent({ kind, movers: [] })).toEqual(refused("bad-message"));
    expect(await sent({ kind })).toEqual(refused("bad-message"));
  });
});
