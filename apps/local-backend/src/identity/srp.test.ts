import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  claimSignature,
  createServerEphemeral,
  createVerifier,
  formatSrpTimestamp,
  g,
  hexHash,
  isValidClientA,
  k,
  modPow,
  N,
  padHex,
  parseSrpTimestamp,
  passwordAuthenticationKey,
  poolNameOf,
} from "./srp.ts";

describe("SRP helpers", () => {
  it("pads hex like the client's two's-complement encoding", () => {
    expect(padHex(20n)).toBe("14");
    expect(padHex(236n)).toBe("00ec");
    expect(padHex(0xfffn)).toBe("0fff");
    expect(padHex(N).startsWith("00ffffffffffffffffc90f")).toBe(true);
    expect(() => padHex(-1n)).toThrow();
  });

  it("derives k from the 3072-bit group and g = 2", () => {
    expect(N.toString(16)).toHaveLength(768);
    expect(k).toBe(BigInt(`0x${hexHash(padHex(N) + padHex(g))}`));
  });

  it("formats and parses the client's TIMESTAMP with an unpadded day", () => {
    const date = new Date(Date.UTC(2026, 10, 1, 7, 4, 5));
    expect(formatSrpTimestamp(date)).toBe("Sun Nov 1 07:04:05 UTC 2026");
    expect(parseSrpTimestamp("Sun Nov 1 07:04:05 UTC 2026")?.getTime()).toBe(date.getTime());
    expect(parseSrpTimestamp("Sun Nov 22 07:04:45 UTC 2026")?.toISOString()).toBe(
      "2026-11-22T07:04:45.000Z",
    );
    expect(parseSrpTimestamp("Sun Nov 01 07:04:05 UTC 2026")).toBeUndefined();
    expect(parseSrpTimestamp("Mon Nov 1 07:04:05 UTC 2026")).toBeUndefined();
    expect(parseSrpTimestamp("2026-11-01T07:04:05Z")).toBeUndefined();
  });

  it("accepts a claim computed the client's way and rejects a wrong password", () => {
    const pool = poolNameOf("eu-central-1_Pool");
    expect(pool).toBe("Pool");
    const { salt, verifier } = createVerifier(pool, "user-1", "Geheim123");
    const server = createServerEphemeral(verifier);

    // The client half, written out from AuthenticationHelper.js.
    const clientKey = (password: string) => {
      const a = BigInt(`0x${crypto.randomBytes(128).toString("hex")}`);
      const A = modPow(g, a, N);
      const B = BigInt(`0x${server.B}`);
      const u = BigInt(`0x${hexHash(padHex(A) + padHex(B))}`);
      const inner = crypto.createHash("sha256").update(`${pool}user-1:${password}`).digest("hex");
      const x = BigInt(`0x${hexHash(padHex(BigInt(`0x${salt}`)) + inner)}`);
      const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
      const S = modPow(base, a + u * x, N);
      const prk = crypto
        .createHmac("sha256", Buffer.from(padHex(u), "hex"))
        .update(Buffer.from(padHex(S), "hex"))
        .digest();
      const key = crypto
        .createHmac("sha256", prk)
        .update(Buffer.concat([Buffer.from("Caldera Derived Key"), Buffer.from([1])]))
        .digest()
        .subarray(0, 16);
      return { A: A.toString(16), key };
    };

    const secretBlock = crypto.randomBytes(32).toString("base64");
    const timestamp = formatSrpTimestamp(new Date());
    const sign = (key: Buffer) =>
      claimSignature({ key, poolName: pool, username: "user-1", secretBlock, timestamp });

    const good = clientKey("Geheim123");
    const serverKey = passwordAuthenticationKey({
      aHex: good.A,
      bHex: server.b,
      BHex: server.B,
      verifierHex: verifier,
    });
    expect(sign(serverKey)).toBe(sign(good.key));

    const bad = clientKey("Geheim124");
    const serverKeyForBad = passwordAuthenticationKey({
      aHex: bad.A,
      bHex: server.b,
      BHex: server.B,
      verifierHex: verifier,
    });
    expect(sign(serverKeyForBad)).not.toBe(sign(bad.key));
  });

  it("refuses an SRP_A that is zero modulo N or not hex", () => {
    expect(isValidClientA("0")).toBe(false);
    expect(isValidClientA(N.toString(16))).toBe(false);
    expect(isValidClientA("xyz")).toBe(false);
    expect(isValidClientA("02")).toBe(true);
  });
});
