import { beforeEach, describe, expect, it, vi } from "vitest";
import { startFromControl } from "../../../src/foundry/scenarios/scenario-controls";
import { ScenarioRefused, startScenario } from "../../../src/foundry/scenarios/start-scenario";
import { enI18n } from "../../support/i18n";
import { resetWorld } from "../setup/foundry-shim";

vi.mock("../../../src/foundry/scenarios/start-scenario", async (original) => ({ ...(await original<object>()), startScenario: vi.fn() }));
const start = vi.mocked(startScenario);

describe("Start battle's notification", () => {
  let world: ReturnType<typeof resetWorld>;
  beforeEach(() => {
    world = resetWorld();
    Object.assign(game as object, { i18n: enI18n });
    start.mockReset();
  });

  it("says the battle began", async () => {
    start.mockResolvedValue("b1");
    expect(await startFromControl("JournalEntry.j1")).toBe("b1");
    expect(world.notifications).toEqual([{ level: "info", message: "The battle b1 has begun: its scene is active." }]);
  });

  it("shows a refusal in the GM's words", async () => {
    start.mockRejectedValue(new ScenarioRefused("Only a GM starts a battle."));
    expect(await startFromControl("JournalEntry.j1")).toBeNull();
    expect(world.notifications).toEqual([{ level: "error", message: "Only a GM starts a battle." }]);
  });

  it("any other failure: a localized notice, and the error itself in the console only", async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'grid')");
    start.mockRejectedValue(error);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await startFromControl("JournalEntry.j1")).toBeNull();
    expect(world.notifications).toEqual([{ level: "error", message: enI18n.localize("HEX_TACTICS.Scenario.failed") }]);
    expect(world.notifications[0]!.message).not.toContain("grid");
    expect(logged).toHaveBeenCalledWith(error);
    logged.mockRestore();
  });
});
