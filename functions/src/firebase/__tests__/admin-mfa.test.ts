import { describe, expect, it, vi } from "vitest";
import { enrolTotp } from "../../../../scripts/admin-mfa.ts";

const EMAIL = "admin@example.com";
const URI = `otpauth://totp/UGC%20Marketplace%20admin:${EMAIL}?secret=JBSWY3DPEHPK3PXP&issuer=UGC%20Marketplace%20admin`;

/** firebase/auth's functions as `npm run admin:mfa` uses them, over one fake account. */
function fakeSdk({ password = "right-password", code = "123456", signInError = null as { code: string } | null } = {}) {
  const user = { uid: "admin-uid" };
  const secret = { secretKey: "JBSWY3DPEHPK3PXP", generateQrCodeUrl: vi.fn(() => URI) };
  const enroll = vi.fn(async (assertion: { code: string }, name: string) => {
    if (assertion.code !== code) throw Object.assign(new Error("bad code"), { code: "auth/invalid-verification-code" });
    return name;
  });
  const sdk = {
    signInWithEmailAndPassword: vi.fn(async (_auth: unknown, email: string, given: string) => {
      if (signInError) throw Object.assign(new Error("refused"), signInError);
      if (email !== EMAIL || given !== password) {
        throw Object.assign(new Error("refused"), { code: "auth/invalid-credential" });
      }
      return { user };
    }),
    multiFactor: vi.fn(() => ({ getSession: async () => ({ session: "s" }), enroll })),
    TotpMultiFactorGenerator: {
      generateSecret: vi.fn(async () => secret),
      assertionForEnrollment: vi.fn((given: unknown, oneTimePassword: string) => ({
        secret: given,
        code: oneTimePassword,
      })),
    },
  };
  return { sdk, enroll, secret };
}

async function run(sdk: ReturnType<typeof fakeSdk>["sdk"], answers: string[], password = "right-password") {
  const lines: string[] = [];
  const enrolled = await enrolTotp({
    sdk: sdk as never,
    auth: {} as never,
    email: EMAIL,
    password,
    ask: async () => answers.shift() ?? "",
    log: (line) => lines.push(line),
  });
  return { enrolled, output: lines.join("\n") };
}

describe("npm run admin:mfa (the enrolment steps, firebase/auth mocked: the Auth emulator has no TOTP)", () => {
  it("prints the otpauth URI and the secret, and enrols the app's code", async () => {
    const { sdk, enroll, secret } = fakeSdk();
    const { enrolled, output } = await run(sdk, ["123 456"]);
    expect(enrolled).toBe(true);
    expect(output).toContain(`otpauth URI: ${URI}`);
    expect(output).toContain("Secret key:  JBSWY3DPEHPK3PXP");
    expect(secret.generateQrCodeUrl).toHaveBeenCalledWith(EMAIL, "UGC Marketplace admin");
    expect(sdk.TotpMultiFactorGenerator.assertionForEnrollment).toHaveBeenCalledWith(secret, "123456");
    expect(enroll).toHaveBeenCalledWith({ secret, code: "123456" }, "Authenticator app");
  });

  it("asks again after a wrong or malformed code, and gives up after three", async () => {
    const { sdk, enroll } = fakeSdk();
    const retried = await run(sdk, ["12345", "654321", "123456"]);
    expect(retried.enrolled).toBe(true);
    expect(retried.output).toContain("Enter the 6-digit code the app shows for this account.");
    expect(retried.output).toContain("That code is not right.");
    enroll.mockClear();
    const failed = await run(fakeSdk().sdk, ["000000", "111111", "222222", "123456"]);
    expect(failed.enrolled).toBe(false);
    expect(failed.output).toContain("nothing was enrolled");
  });

  it("enrols nothing with a wrong password", async () => {
    const { sdk } = fakeSdk();
    const { enrolled, output } = await run(sdk, ["123456"], "wrong");
    expect(enrolled).toBe(false);
    expect(output).toContain("Invalid email or password");
    expect(sdk.TotpMultiFactorGenerator.generateSecret).not.toHaveBeenCalled();
  });

  it("points an account that already has a second factor at admin:create --adopt", async () => {
    const { sdk } = fakeSdk({ signInError: { code: "auth/multi-factor-auth-required" } });
    const { enrolled, output } = await run(sdk, []);
    expect(enrolled).toBe(false);
    expect(output).toContain("admin:create -- --adopt");
  });
});
