import type { LinkKind } from "@functions/core/ports";

/** The secrets (Secret Manager), each an environment variable of the functions bound to it. */
export const SECRET_NAMES = [
  "RECAPTCHA_SECRET",
  "SMTP_PASSWORD",
  "CONSENT_LINK_SECRET",
  "STATUS_LINK_SECRET",
  "EXPORT_PART_SECRET",
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The secret holding each kind of signed link's key (functions/src/core/ports.ts, `LinkKind`). */
export const LINK_SECRETS: Record<LinkKind, SecretName> = {
  consent: "CONSENT_LINK_SECRET",
  status: "STATUS_LINK_SECRET",
  exportPart: "EXPORT_PART_SECRET",
};

/**
 * Every function of the bundle and the secrets it reads, nothing more (docs/security.md "Least
 * privilege"): the human check's (forms that ask for it), the SMTP password (functions that send
 * mail), and the key of each kind of link it signs or checks. `checkUpload`, which parses untrusted
 * bytes, and the sweeps hold none. functions/src/index.ts binds exactly these; a deployed instance
 * refuses to start without the link keys of its own function (config.ts).
 */
export const FUNCTION_SECRETS = {
  // Sign-up: human check, confirmation e-mail (its consent link).
  subscribeToWaitlist: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "CONSENT_LINK_SECRET"],
  // Application: human check, acknowledgement with the status link, the optional newsletter's confirmation.
  creatorApplication: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "CONSENT_LINK_SECRET", "STATUS_LINK_SECRET"],
  // The approval and the polite rejection e-mails carry no signed link.
  approveCreator: ["SMTP_PASSWORD"],
  deleteCreatorApplication: ["SMTP_PASSWORD"],
  // Confirming sends the welcome e-mail with its unsubscribe link.
  confirmSubscription: ["SMTP_PASSWORD", "CONSENT_LINK_SECRET"],
  unsubscribe: ["CONSENT_LINK_SECRET"],
  unsubscribeOneClick: ["CONSENT_LINK_SECRET"],
  contactMessage: ["RECAPTCHA_SECRET"],
  applicationStatus: ["STATUS_LINK_SECRET"],
  withdrawApplication: ["STATUS_LINK_SECRET"],
  resendStatusLink: ["RECAPTCHA_SECRET", "SMTP_PASSWORD", "STATUS_LINK_SECRET"],
  // Opening an upload: the human check (an application's first file), caps and a grant in Firestore.
  openUpload: ["RECAPTCHA_SECRET"],
  // The CSV export's next-part tokens.
  adminData: ["EXPORT_PART_SECRET"],
  cleanUpUploads: [],
  cleanUpConsentLinks: [],
  checkUpload: [],
  // Browsers' error reports and the uptime check read no secret.
  clientErrors: [],
  health: [],
  // The outbox's e-mails: confirmations arrive ready; status links are made here.
  sendOutboxMail: ["SMTP_PASSWORD", "STATUS_LINK_SECRET"],
} as const satisfies Record<string, readonly SecretName[]>;

export type FunctionName = keyof typeof FUNCTION_SECRETS;

const isFunctionName = (name: string | undefined): name is FunctionName =>
  name !== undefined && Object.hasOwn(FUNCTION_SECRETS, name);

/**
 * The link keys the running function needs. A deployed function knows its name from FUNCTION_TARGET
 * (set by `firebase deploy` on every function, and by the Functions emulator); without a known name
 * (tests that load the whole bundle) it needs every key, so an unknown function fails closed.
 */
export function linkKeysNeeded(env: Record<string, string | undefined>): LinkKind[] {
  const target = env.FUNCTION_TARGET;
  const kinds = Object.keys(LINK_SECRETS) as LinkKind[];
  if (!isFunctionName(target)) return kinds;
  const bound: readonly SecretName[] = FUNCTION_SECRETS[target];
  return kinds.filter((kind) => bound.includes(LINK_SECRETS[kind]));
}

/**
 * The service account each function runs as: one per function, `fn-<its name in kebab case>@`, which
 * firebase-tools completes with the project (`…@<project>.iam.gserviceaccount.com`). docs/deploy.md
 * creates each with only the roles it uses.
 */
export function serviceAccountOf(name: FunctionName): string {
  return `fn-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}@`;
}
