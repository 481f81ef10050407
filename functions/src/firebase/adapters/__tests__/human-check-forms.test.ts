import { applicationFields } from "@functions/core/__tests__/application-test-bed";
import { submitCreatorApplication } from "@functions/core/handlers/creator-application";
import { subscribeToWaitlist } from "@functions/core/handlers/subscribe-to-waitlist";
import type { HumanCheck } from "@functions/core/ports";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { localHumanCheckToken, type HumanCheckAction } from "~/shared/human-check";
import { createLocalHumanCheck, createRecaptchaHumanCheck } from "../recaptcha-human-check";
import { sampleBrandSignup } from "@testing/fixtures/sample-brand-signup";

const hostname = "site.test";

/** Google's siteverify for a score-based key: it names the action the token was made for ("google:<action>"). */
const siteverify = vi.fn<typeof fetch>(async (_url, init) => {
  const token = new URLSearchParams(init?.body as URLSearchParams).get("response") ?? "";
  const action = token.replace(/^google:/, "");
  return new Response(JSON.stringify({ success: true, hostname, action, score: 0.9 }));
});

const checks: Array<[string, () => HumanCheck, (action: HumanCheckAction) => string]> = [
  [
    "reCAPTCHA (siteverify)",
    () => createRecaptchaHumanCheck({ secret: "s", production: true, hostname, fetch: siteverify }),
    (action) => `google:${action}`,
  ],
  ["the emulators' stand-in", createLocalHumanCheck, localHumanCheckToken],
];

const anonymous = { caller: null, remoteIp: "203.0.113.9" };
const forms = {
  newsletter: (token: string, ports: TestPorts) =>
    subscribeToWaitlist(
      { email: "reader@example.com", "g-recaptcha-response": token, group: "creator" },
      anonymous,
      ports,
    ),
  brand_waitlist: (token: string, ports: TestPorts) =>
    subscribeToWaitlist(sampleBrandSignup({ "g-recaptcha-response": token }), anonymous, ports),
  creator_application: (token: string, ports: TestPorts) =>
    submitCreatorApplication(
      applicationFields({ uploadedFiles: "", tiktok: "@ada", "g-recaptcha-response": token }),
      anonymous,
      ports,
    ),
} as const;

describe.each(checks)("a human-check token is good for its own form only: %s", (_name, check, tokenFor) => {
  const portsWith = () => ({ ...createTestPorts(), humanCheck: check() }) as unknown as TestPorts;

  it.each(["brand_waitlist", "creator_application"] as const)("a newsletter token is refused by %s", async (form) => {
    const answer = await forms[form](tokenFor("newsletter"), portsWith());
    expect(answer).toEqual({ status: 400, body: { error: "reCAPTCHA verification failed. Please try again." } });
  });

  it.each(Object.keys(forms) as Array<keyof typeof forms>)("%s's own token passes", async (form) => {
    const answer = await forms[form](tokenFor(form), portsWith());
    expect(answer.status).toBeLessThan(300);
  });
});
