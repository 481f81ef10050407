import type { HumanCheck } from "@functions/core/ports";
import { localTokenFits, MIN_HUMAN_SCORE } from "~/shared/human-check";

export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

export interface RecaptchaOptions {
  secret?: string;
  production: boolean;
  /** The site's host name (PUBLIC_SITE_URL): a token solved on any other page is refused. */
  hostname: string;
  log?: (message: string) => void;
  /** Google refused the secret itself (`invalid-input-secret`): every check fails until it is rotated. */
  secretRejected?: (detail: string) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * reCAPTCHA siteverify. Without a secret the check is skipped outside production (said
 * once in the log) and refused in production (docs/security.md: production fails closed).
 * A success counts only when Google saw it solved on our own site (`hostname`: a site key is
 * public, anyone can put it on their page), for the form that asks (`action`: the site's score-based
 * key names the form each token was made for, so a newsletter token is refused by every other form)
 * and with a score of at least MIN_HUMAN_SCORE.
 */
export function createRecaptchaHumanCheck(options: RecaptchaOptions): HumanCheck {
  const log = options.log ?? ((message: string) => console.log(message));
  if (!options.secret) {
    if (options.production) throw new Error("RECAPTCHA_SECRET is required in production");
    log("[human-check] no RECAPTCHA_SECRET configured: human checks are skipped (development only)");
    return { mode: "skipped", verify: async () => true };
  }
  const secret = options.secret;
  const doFetch = options.fetch ?? fetch;
  return {
    mode: "enforced",
    async verify(token, remoteIp, action) {
      if (!token) return false;
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      try {
        const response = await doFetch(SITEVERIFY_URL, {
          method: "POST",
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) {
          log(`[human-check] siteverify answered ${response.status}`);
          return false;
        }
        const result = (await response.json()) as {
          success?: boolean;
          hostname?: unknown;
          action?: unknown;
          score?: unknown;
          "error-codes"?: unknown;
        };
        const codes = Array.isArray(result["error-codes"]) ? result["error-codes"].map(String) : [];
        const secretCode = codes.find((code) => code.endsWith("-input-secret"));
        if (secretCode) options.secretRejected?.(`siteverify answered ${secretCode}`);
        if (result.success !== true) return false;
        if (result.hostname !== options.hostname) {
          log("[human-check] a token solved on another site was refused");
          return false;
        }
        if (action !== undefined && result.action !== action) {
          log(`[human-check] a token made for another form was refused (${action})`);
          return false;
        }
        return typeof result.score !== "number" || result.score >= MIN_HUMAN_SCORE;
      } catch (error) {
        log(`[human-check] siteverify failed: ${(error as Error).message}`);
        return false;
      }
    },
  };
}

/**
 * The emulators' check (no secret there): "skipped", so production refuses it, and the emulator build's
 * stand-in token passes only for the form it names, as Google's answer names the action.
 */
export function createLocalHumanCheck(): HumanCheck {
  return { mode: "skipped", verify: async (token, _remoteIp, action) => localTokenFits(token, action) };
}
