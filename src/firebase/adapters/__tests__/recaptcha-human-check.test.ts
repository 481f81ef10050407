import { createRecaptchaHumanCheck, SITEVERIFY_URL } from "../recaptcha-human-check";

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

it("without a secret outside production: skipped, says so in one log line, passes every token", async () => {
  const log = vi.fn();
  const check = createRecaptchaHumanCheck({ production: false, log });
  expect(check.mode).toBe("skipped");
  expect(await check.verify("")).toBe(true);
  expect(await check.verify("anything")).toBe(true);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toMatch(/skipped/);
});

it("without a secret in production: refuses to start", () => {
  expect(() => createRecaptchaHumanCheck({ production: true, log: vi.fn() })).toThrow(
    "RECAPTCHA_SECRET is required in production",
  );
});

it("posts secret, token and remote IP to siteverify and trusts only success: true", async () => {
  const fetch = answer({ success: true });
  const check = createRecaptchaHumanCheck({ secret: "s3cret", production: true, fetch });
  expect(check.mode).toBe("enforced");
  expect(await check.verify("token-1", "203.0.113.9")).toBe(true);
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe(SITEVERIFY_URL);
  expect(init?.method).toBe("POST");
  expect(Object.fromEntries(new URLSearchParams(init?.body as URLSearchParams))).toEqual({
    secret: "s3cret",
    response: "token-1",
    remoteip: "203.0.113.9",
  });
  expect(
    await createRecaptchaHumanCheck({ secret: "s", production: true, fetch: answer({ success: false }) }).verify("t"),
  ).toBe(false);
});

it("fails closed on an empty token, an HTTP error or a network error", async () => {
  const fetch = answer({ success: true });
  const log = vi.fn();
  expect(await createRecaptchaHumanCheck({ secret: "s", production: true, fetch, log }).verify("")).toBe(false);
  expect(fetch).not.toHaveBeenCalled();
  expect(
    await createRecaptchaHumanCheck({
      secret: "s",
      production: true,
      fetch: answer({ success: true }, 500),
      log,
    }).verify("t"),
  ).toBe(false);
  const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("fetch failed"));
  expect(await createRecaptchaHumanCheck({ secret: "s", production: true, fetch: offline, log }).verify("t")).toBe(
    false,
  );
  expect(log).toHaveBeenCalledWith(expect.stringContaining("fetch failed"));
});
