import { overlappingPorts, portsOf, stackFor } from "./stacks";

describe("the stacks of parallel e2e workers", () => {
  const base = { api: 4170, identity: 4171, web: 5250 };

  it("gives every worker its own API, identity and app port", () => {
    expect(portsOf(base, 0)).toEqual(base);
    expect(portsOf(base, 1)).toEqual({ api: 4172, identity: 4173, web: 5251 });
    expect(overlappingPorts(base, 4)).toEqual([]);
  });

  it("names the ports two stacks would share", () => {
    expect(overlappingPorts({ api: 4100, identity: 4102, web: 5180 }, 2)).toEqual([4102]);
  });

  it("sends worker n to stack n, and fails when that stack was not started", () => {
    const stacks = [0, 1].map((index) => ({
      webUrl: `http://localhost:${5250 + index}`,
      apiUrl: `http://localhost:${4170 + 2 * index}`,
      identityUrl: `http://localhost:${4171 + 2 * index}`,
    }));
    const env = { E2E_STACKS: JSON.stringify(stacks) };
    expect(stackFor(1, env)).toEqual(stacks[1]);
    expect(() => stackFor(2, env)).toThrow(/no stack for worker 2/);
  });

  it("falls back to the single stack's variables when run by hand", () => {
    expect(stackFor(0, { E2E_WEB_URL: "http://localhost:6000" }).webUrl).toBe(
      "http://localhost:6000",
    );
    expect(stackFor(0, {}).apiUrl).toBe("http://localhost:4100");
  });
});
