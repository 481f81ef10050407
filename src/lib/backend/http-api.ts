import type { ConfirmSubscriptionOutcome, UnsubscribeOutcome } from "~/shared/consent";
import { TIMEOUTS_MS } from "~/shared/constants";
import type { ApplicationStatusAnswer, WithdrawOutcome } from "~/shared/application-status";
import { toFormData } from "~/shared/wire/codec";
import {
  encodeApproveCreator,
  encodeBrandWaitlistSignup,
  encodeCreatorApplication,
  encodeDeleteCreatorApplication,
  encodeNewsletterSignup,
  type BrandWaitlistSignup,
  type NewsletterSignup,
} from "~/shared/wire/forms";
import { estimateInAddress, withAttribution } from "../attribution";
import { postToApi, type ApiRequest, type Messages } from "./http-call";
import { BackendError, type ApiClient, type CallOptions } from "./types";

/** The ApiClient (./types) over HTTP: each form's payload encoded by its wire codec (~/shared/wire). */
export interface HttpApiClientOptions {
  getIdToken: () => Promise<string | null>;
  /** Prefix for `/api/...`; same origin by default. */
  baseUrl?: string;
  /** Headers every call carries, e.g. the Firebase backend's App Check token. */
  extraHeaders?: () => Promise<Record<string, string>>;
}

const NEWSLETTER: Messages = {
  fallback: "Failed to subscribe",
  timeout: "Request timed out. Please try again.",
  // product.md §P4–P5: each footer has its own fallback text; an empty message lets the form show it.
  unreachable: "",
};
// No answer at all is the product's "other failure": the empty message lets the form show its own
// ("Submission failed. Please try again.", "Application submission failed. Please try again.").
const WAITLIST: Messages = {
  fallback: "Failed to submit",
  timeout: "Request timed out. Please try again.",
  unreachable: "",
};
const APPLICATION: Messages = {
  fallback: "Failed to submit application",
  timeout: "Request timed out",
  unreachable: "",
};
/** The reason after the admin panel's "Failed to approve creator: " (product.md §P8). */
const APPROVE: Messages = {
  fallback: "the server did not say why. Please try again.",
  unreachable: "no answer from the server. Check the connection and try again.",
  timeout: "Request timed out. Please try again.",
};
const CONSENT_LINK: Messages = {
  fallback: "We couldn't check your link just now. Please try again.",
  timeout: "Request timed out. Please try again.",
};
const RESEND_PATH = "/api/application-status/resend";
const CONSENT_TIMEOUT_MS = 15_000;
const STATUS_PAGE: Messages = {
  fallback: "We couldn't load your application just now. Please try again.",
  timeout: "Request timed out. Please try again.",
};
const WITHDRAW: Messages = {
  fallback: "We couldn't withdraw your application just now. Please try again.",
  timeout: "Request timed out. Please try again.",
};
const RESEND: Messages = {
  fallback: "We couldn't send your link just now. Please try again.",
  timeout: "Request timed out. Please try again.",
};

/** Only the shapes the server sends; anything else is a failure, never shown as data. */
function statusAnswerOf(body: Record<string, unknown>): ApplicationStatusAnswer {
  if (body.outcome === "invalid" || body.outcome === "no_longer_on_file") return { outcome: body.outcome };
  if (
    body.outcome === "found" &&
    typeof body.status === "string" &&
    ["in_review", "approved_rising_star", "approved_pro"].includes(body.status) &&
    typeof body.submittedAt === "string" &&
    Array.isArray(body.files)
  ) {
    return body as unknown as ApplicationStatusAnswer;
  }
  throw new BackendError(STATUS_PAGE.fallback);
}
const CONFIRM_OUTCOMES: readonly string[] = ["confirmed", "already_confirmed", "unsubscribed", "expired", "invalid"];
const UNSUBSCRIBE_OUTCOMES: readonly string[] = ["unsubscribed", "already_unsubscribed", "expired", "invalid"];

function outcomeOf<T extends string>(body: Record<string, unknown>, known: readonly string[]): T {
  if (typeof body.outcome === "string" && known.includes(body.outcome)) return body.outcome as T;
  throw new BackendError(CONSENT_LINK.fallback);
}

const DELETE: Messages = {
  fallback: "Failed to delete creator application",
  timeout: "Request timed out. Please try again.",
};

// Each public form says where the visitor came from (src/lib/attribution.ts); the brand's, what it priced.
const newsletterPayload = (signup: NewsletterSignup) =>
  encodeNewsletterSignup(withAttribution({ ...signup, sourcePage: signup.sourcePage || undefined }));
const brandPayload = (signup: BrandWaitlistSignup) =>
  encodeBrandWaitlistSignup(withAttribution({ ...signup, estimate: signup.estimate ?? estimateInAddress() }));

export function createHttpApiClient(options: HttpApiClientOptions): ApiClient {
  const base = options.baseUrl ?? "";

  const call = (
    path: string,
    init: ApiRequest,
    messages: Messages,
    callOptions: CallOptions,
    defaultTimeoutMs: number | null,
  ) => postToApi({ base, extraHeaders: options.extraHeaders }, path, init, messages, callOptions, defaultTimeoutMs);

  async function adminToken(): Promise<string> {
    const token = await options.getIdToken();
    if (!token) throw new BackendError("Authentication required", 401, "unauthenticated");
    return token;
  }

  const json = (value: unknown) => ({ body: JSON.stringify(value), json: true });
  /** The e-mail link pages' calls: a token (or an address) as JSON, answered within CONSENT_TIMEOUT_MS. */
  const linkCall = (path: string, value: object, messages: Messages, callOptions: CallOptions) =>
    call(path, json(value), messages, callOptions, CONSENT_TIMEOUT_MS);

  return {
    async subscribeToNewsletter(signup, callOptions = {}) {
      const payload = newsletterPayload(signup);
      await call("/api/subscribe-to-waitlist", json(payload), NEWSLETTER, callOptions, null);
    },
    async joinBrandWaitlist(signup, callOptions = {}) {
      const payload = brandPayload(signup);
      await call("/api/subscribe-to-waitlist", json(payload), WAITLIST, callOptions, TIMEOUTS_MS.waitlist);
    },
    async submitCreatorApplication(application, callOptions = {}) {
      const form = toFormData(encodeCreatorApplication(withAttribution(application)));
      const token = await options.getIdToken().catch(() => null);
      const body = await call(
        "/api/creator-application",
        { body: form, json: false, token },
        APPLICATION,
        callOptions,
        TIMEOUTS_MS.application,
      );
      return { id: typeof body.id === "string" ? body.id : "" };
    },
    async approveCreator(request, callOptions = {}) {
      const token = await adminToken();
      const payload = encodeApproveCreator(request);
      const body = await call("/api/approve-creator", { ...json(payload), token }, APPROVE, callOptions, null);
      return { emailSent: body.emailSent === true };
    },
    async deleteCreatorApplication(request, callOptions = {}) {
      const token = await adminToken();
      // the product's payload is `{ applicationId }`; the polite e-mail is an opt-in addition.
      const payload = encodeDeleteCreatorApplication({
        applicationId: request.applicationId,
        notifyApplicant: request.notifyApplicant || undefined,
      });
      const body = await call(
        "/api/delete-creator-application",
        { ...json(payload), token },
        DELETE,
        callOptions,
        null,
      );
      return { emailSent: body.emailSent === true };
    },
    async confirmSubscription(token, callOptions = {}) {
      const body = await linkCall("/api/confirm-subscription", { token }, CONSENT_LINK, callOptions);
      return outcomeOf<ConfirmSubscriptionOutcome>(body, CONFIRM_OUTCOMES);
    },
    async unsubscribe(token, callOptions = {}) {
      const body = await linkCall("/api/unsubscribe", { token }, CONSENT_LINK, callOptions);
      return outcomeOf<UnsubscribeOutcome>(body, UNSUBSCRIBE_OUTCOMES);
    },
    async applicationStatus(token, callOptions = {}) {
      return statusAnswerOf(await linkCall("/api/application-status", { token }, STATUS_PAGE, callOptions));
    },
    async withdrawApplication(token, callOptions = {}) {
      const body = await linkCall("/api/application-status/withdraw", { token }, WITHDRAW, callOptions);
      return outcomeOf<WithdrawOutcome>(body, ["withdrawn", "invalid"]);
    },
    async resendStatusLink(email, recaptchaToken, callOptions = {}) {
      const body = await linkCall(RESEND_PATH, { email, "g-recaptcha-response": recaptchaToken }, RESEND, callOptions);
      return typeof body.message === "string" ? body.message : RESEND.fallback;
    },
  };
}
