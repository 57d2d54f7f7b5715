import { describe, expect, it } from "vitest";
import { MARKER_KINDS } from "../../../../src/foundry/config";
import { markerActorFor, markerActorId } from "../../../../src/foundry/rulesets/ia/markers";

describe("markerActorFor: a hex marker's actor, by its kind", () => {
  it("names the ia-markers pack's actor by a static id made from the kind", () => {
    expect(markerActorFor("smoke")).toEqual({ pack: "hex-tactics.ia-markers", id: "htMkSmoke0000000", uuid: "Compendium.hex-tactics.ia-markers.Actor.htMkSmoke0000000" });
    expect(markerActorFor("artillery-target")?.id).toBe("htMkArtilleryTar");
  });

  it("every kind has its own id", () => {
    const ids = Object.keys(MARKER_KINDS).map((kind) => markerActorId(kind as keyof typeof MARKER_KINDS));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a kind with no marker actor (a unit state such as moved-fired, or an unknown word) has none", () => {
    expect(markerActorFor("moved-fired")).toBeNull();
    expect(markerActorFor("constructor")).toBeNull();
  });
});
