/**
 * When Firestore cannot do a public endpoint's work now (a transaction aborted after its retries, a
 * deadline, the service unavailable or out of quota), the visitor is told to try again shortly: 503
 * with Retry-After, never 500. A request the limiter could not count is refused like one past its
 * allowance (rate-limit.ts).
 */
import { describe, expect, it } from "vitest";
import type { FunctionsRuntime, RuntimeOutcome } from "../../runtime/runtime";
import { recordingResponse } from "@testing/ports/recording-response";
import { entryPoint, SOMETHING_WENT_WRONG, TOO_MANY_REQUESTS } from "../entry-point";

function answerOf(thrown: unknown, counted = true) {
  const runtime = {
    config: { production: true },
    ports: {},
    verifyCaller: async () => null,
    appCheck: async () => true,
    rateLimiter: { client: async () => counted, caller: async () => counted },
    log: () => {},
    errors: { functionFailure: () => {} },
  } as unknown as FunctionsRuntime;
  const loadRuntime = (): RuntimeOutcome => ({ ok: true, runtime });
  const handler = async () => {
    throw thrown;
  };
  return async () => {
    const { res, answer } = recordingResponse();
    await entryPoint(loadRuntime, handler, { body: "json", rateLimitGroup: "subscribe" })(
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
        rawBody: Buffer.from("{}"),
        query: {},
      },
      res,
    );
    return answer;
  };
}

describe("a public endpoint when Firestore is busy", () => {
  it.each([
    ["a transaction aborted after its retries", 10],
    ["a deadline passed", 4],
    ["out of quota", 8],
    ["the service unavailable", 14],
  ])("answers 503 with Retry-After for %s", async (_, code) => {
    const answer = await answerOf(Object.assign(new Error("10 ABORTED: Transaction lock timeout"), { code }))();
    expect(answer).toMatchObject({
      status: 503,
      headers: { "retry-after": "5" },
      body: { error: SOMETHING_WENT_WRONG },
    });
  });

  it("still answers 500 for a fault of ours", async () => {
    const answer = await answerOf(new TypeError("undefined is not a function"))();
    expect(answer.status).toBe(500);
  });

  it("refuses a request the limiter could not count with 429, Retry-After and the product's message", async () => {
    const answer = await answerOf(new Error("never reached"), false)();
    expect(answer).toMatchObject({ status: 429, headers: { "retry-after": "60" }, body: { error: TOO_MANY_REQUESTS } });
  });
});
