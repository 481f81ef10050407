import { createRecaptchaHumanCheck, SITEVERIFY_URL } from "../recaptcha-human-check";

/** The site the functions serve (PUBLIC_SITE_URL's host): a token must have been made on its pages. */
const hostname = "reelmark.co.uk";
const OURS = { success: true, hostname };

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

it("without a secret outside production: skipped, says so in one log line, passes every token", async () => {
  const log = vi.fn();
  const check = createRecaptchaHumanCheck({ production: false, hostname, log });
  expect(check.mode).toBe("skipped");
  expect(await check.verify("")).toBe(true);
  expect(await check.verify("anything")).toBe(true);
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toMatch(/skipped/);
});

it("without a secret in production: refuses to start", () => {
  expect(() => createRecaptchaHumanCheck({ production: true, hostname, log: vi.fn() })).toThrow(
    "RECAPTCHA_SECRET is required in production",
  );
});

it("posts secret, token and remote IP to siteverify and trusts only success: true", async () => {
  const fetch = answer(OURS);
  const check = createRecaptchaHumanCheck({ secret: "s3cret", production: true, hostname, fetch });
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
    await createRecaptchaHumanCheck({
      secret: "s",
      production: true,
      hostname,
      fetch: answer({ success: false }),
    }).verify("t"),
  ).toBe(false);
});

it("trusts a success only for a page of our own site, for the form that asked, with a human's score", async () => {
  const check = (body: object) =>
    createRecaptchaHumanCheck({ secret: "s", production: true, hostname, fetch: answer(body) });
  expect(await check(OURS).verify("t")).toBe(true);
  // A token solved on another site that uses (or copied) our site key.
  expect(await check({ success: true, hostname: "evil.example" }).verify("t")).toBe(false);
  expect(await check({ success: true, hostname: "reelmark.co.uk.evil.example" }).verify("t")).toBe(false);
  expect(await check({ success: true }).verify("t")).toBe(false);
  // A token made for one form is refused by another, and so is one that names no form (a checkbox key's).
  expect(await check({ ...OURS, action: "contact", score: 0.9 }).verify("t", undefined, "contact")).toBe(true);
  expect(await check({ ...OURS, action: "newsletter", score: 0.9 }).verify("t", undefined, "contact")).toBe(false);
  expect(await check(OURS).verify("t", undefined, "contact")).toBe(false);
  expect(await check({ ...OURS, action: "contact", score: 0.1 }).verify("t", undefined, "contact")).toBe(false);
});

it("fails closed on an empty token, an HTTP error or a network error", async () => {
  const fetch = answer(OURS);
  const log = vi.fn();
  expect(await createRecaptchaHumanCheck({ secret: "s", production: true, hostname, fetch, log }).verify("")).toBe(
    false,
  );
  expect(fetch).not.toHaveBeenCalled();
  expect(
    await createRecaptchaHumanCheck({
      secret: "s",
      production: true,
      hostname,
      fetch: answer(OURS, 500),
      log,
    }).verify("t"),
  ).toBe(false);
  const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("fetch failed"));
  expect(
    await createRecaptchaHumanCheck({ secret: "s", production: true, hostname, fetch: offline, log }).verify("t"),
  ).toBe(false);
  expect(log).toHaveBeenCalledWith(expect.stringContaining("fetch failed"));
});
