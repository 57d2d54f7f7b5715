import { describe, expect, it } from "vitest";
import { SERIES_GAMES, type Placed, type SeriesGame } from "./games";

/** A leader `maj` (rank 4) in H, an INF in H, one adjacent, one two hexes off; a `lt` (rank 2) adjacent, a `cpl` (rank 1) beyond him. */
function line(g: SeriesGame) {
  const H = g.at(6, 6);
  const [adj, lt] = g.map.around(H).slice(1) as [number, number];
  const beyond = g.map.around(lt).slice(1).find((h) => !g.map.around(H).includes(h))!;
  const far = g.map.around(beyond).slice(1).find((h) => !g.map.around(lt).includes(h) && !g.map.around(H).includes(h))!;
  const units: Placed[] = [
    { id: "here", side: "soviet", hex: H },
    { id: "next", side: "soviet", hex: adj },
    { id: "two", side: "soviet", hex: beyond },
    { id: "three", side: "soviet", hex: far },
    { id: "enemy", side: "german", hex: adj },
  ];
  const leaders: Placed[] = [
    { id: "maj", side: "soviet", hex: H, rank: 4 },
    { id: "lt", side: "soviet", hex: lt, rank: 2 },
    { id: "cpl", side: "soviet", hex: beyond, rank: 1 },
    { id: "peer", side: "soviet", hex: adj, rank: 4 },
  ];
  return { H, b: g.battle(units, leaders) };
}

describe.each(SERIES_GAMES)("$name: who an activation reaches (3.1–3.2)", (g) => {
  it(`${g.cite("3.12")} a good-order leader reaches his hex and the six adjacent`, () => {
    const { b } = line(g);
    const s = g.scope(b, { leader: "maj" });
    expect([s.here, s.next, s.lt]).toEqual(["maj", "maj", "maj"]);
    expect(s).not.toHaveProperty("enemy");
  });
  it(`${g.cite("3.2")} subordinate activation: he reaches lower-ranking leaders, who reach on in turn; never one of equal or higher rank`, () => {
    const s = g.scope(line(g).b, { leader: "maj" });
    expect([s.cpl, s.two, s.three]).toEqual(["lt", "lt", "cpl"]);
    expect(s).not.toHaveProperty("peer");
  });
  it(`${g.cite("3.12")} a disrupted leader reaches his own hex only; a demoralized or MOVED/FIRED leader nobody`, () => {
    const { b } = line(g);
    const maj = b.leaders.get("maj")!;
    maj.status = "disrupted";
    expect(g.scope(b, { leader: "maj" })).toEqual({ maj: null, here: "maj" });
    maj.status = "demoralized";
    expect(g.scope(b, { leader: "maj" })).toEqual({ maj: null });
    maj.status = "good";
    maj.movedFired = true;
    expect(g.scope(b, { leader: "maj" })).toEqual({ maj: null });
  });
  it(`${g.cite("3.11")} a stack activates together; without a leader its units are led by nobody`, () => {
    const { b, H } = line(g);
    expect(g.scope(b, { stack: H })).toMatchObject({ here: "maj", maj: null, next: "maj" });
    expect(g.scope(b, { stack: b.units.get("three")!.hex! })).toEqual({ three: null });
  });
  it(`${g.cite("3.1")} a unit activating by itself reaches nobody else`, () => {
    expect(g.scope(line(g).b, { piece: "here" })).toEqual({ here: null });
  });
});
