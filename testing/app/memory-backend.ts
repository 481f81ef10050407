import { STATUS_LINK_RESENT, type ApplicationStatusAnswer, type WithdrawOutcome } from "~/shared/application-status";
import { NO_ATTRIBUTION } from "~/shared/attribution";
import {
  BackendError,
  type AdminDataClient,
  type AdminList,
  type AdminListItems,
  type ApiClient,
  type Backend,
  type ContactClient,
  type UploadsClient,
} from "~/lib/backend";
import type { BrandWaitlistSignup, NewsletterSignup } from "~/shared/wire/forms";
import type { ConfirmSubscriptionOutcome, UnsubscribeOutcome } from "~/shared/consent";
import { APPROVAL_STATUS, CREATOR_STATUS_LABELS, type AdminAuditAction } from "~/shared/constants";
import type { StoredUploadedFile, WithId } from "~/shared/documents";
import { createMemoryAdminData, type MemoryAdminState } from "./memory-admin-data";
import { createMemoryAuth, type MemoryAuth } from "./memory-auth";
import { spy, type Spied } from "./spy";

/** What the in-memory backend holds; the admin lists are ordered when read, as the server orders them. */
interface MemoryState extends MemoryAdminState {
  newsletter: NewsletterSignup[];
  brandWaitlist: BrandWaitlistSignup[];
  uploads: Array<StoredUploadedFile & { ownerUid: string }>;
  /** Polite "not selected this time" e-mails sent on reject, by address. */
  rejectionEmails: string[];
}

/** The browser's Backend with every method a typed spy, plus the state behind it. */
export interface MemoryBackend extends Backend {
  auth: Spied<Backend["auth"]>;
  contact: Spied<ContactClient>;
  api: Spied<ApiClient>;
  adminData: Spied<AdminDataClient>;
  uploads: Spied<UploadsClient>;
  state: MemoryState;
  accounts: Omit<MemoryAuth, "client">;
  /** Adds a document to an admin list (and tells live watchers); answers its id. Ids grow, so on equal
   *  timestamps the later one lists first. */
  seed<L extends AdminList>(list: L, document: AdminListItems[L]): string;
}

const AUTH_REQUIRED = "Authentication required";
const ADMIN_REQUIRED = "You are not authorized to perform this action";
/** firestore.rules' `signedInRecently` and the functions' caller check: the admin's sign-in counts for 12 hours. */
const ADMIN_SIGN_IN_WINDOW_MS = 12 * 60 * 60 * 1000;

/**
 * A typed, in-memory stand-in for the browser Backend (src/lib/backend/types.ts). It follows the
 * server's rules closely enough for component tests (admin-only calls, owned uploads, 50-item
 * pages); the backend contract (testing/contracts/backend-contract.ts) holds it and the Firebase client to
 * the same behaviour.
 */
export function createMemoryBackend(): MemoryBackend {
  const auth = createMemoryAuth();
  const state: MemoryState = {
    newsletter: [],
    brandWaitlist: [],
    lists: {
      "creator-applications": [],
      "brand-signups": [],
      "contact-messages": [],
      "newsletter-subscribers": [],
      "admin-audit": [],
    },
    uploads: [],
    adminLogins: [],
    exports: [],
    rejectionEmails: [],
  };
  const watchers = new Set<() => void>();
  let nextId = 1;
  const now = () => new Date().toISOString();

  function changed(): void {
    for (const notify of watchers) notify();
  }

  function seed<L extends AdminList>(list: L, document: AdminListItems[L]): string {
    const id = `memory-${String(nextId++).padStart(6, "0")}`;
    (state.lists[list] as Array<WithId<AdminListItems[L]>>).unshift({ ...document, id });
    changed();
    return id;
  }

  /** A newsletter sign-up, as the server lists it (double opt-in: unconfirmed until the link is used). */
  function subscribe(email: string, group: "creator" | null, sourcePage: string | null): void {
    if (state.lists["newsletter-subscribers"].some((item) => item.email === email)) return;
    const at = now();
    seed("newsletter-subscribers", { email, group, sourcePage, consentedAt: at, createdAt: at, updatedAt: at });
  }

  function requireAdmin() {
    const user = auth.current();
    if (!user || user.isAnonymous) throw new BackendError(AUTH_REQUIRED, 401);
    if (!user.isAdmin) throw new BackendError(ADMIN_REQUIRED, 403);
    // An older sign-in is refused as the Firebase client reports the rules' refusal (lib/backend/firebase/errors.ts).
    const signedInAt = auth.signedInAt() ?? 0;
    if (!(signedInAt > Date.now() - ADMIN_SIGN_IN_WINDOW_MS)) {
      throw new BackendError(ADMIN_REQUIRED, 403, "permission-denied");
    }
    return user;
  }

  function audit(action: AdminAuditAction, targetId: string, details: Record<string, unknown> = {}): void {
    const admin = auth.current();
    seed("admin-audit", {
      action,
      targetId,
      adminUid: admin?.uid ?? "",
      adminEmail: admin?.email ?? null,
      details,
      at: now(),
    });
  }

  function find<L extends AdminList>(list: L, id: string, missing: string) {
    const index = state.lists[list].findIndex((item) => item.id === id);
    if (index < 0) throw new BackendError(missing, 404);
    return { index, item: state.lists[list][index] as WithId<AdminListItems[L]> };
  }

  const api: Spied<ApiClient> = {
    subscribeToNewsletter: spy(async (signup: NewsletterSignup) => {
      state.newsletter.push(signup);
      subscribe(signup.email, signup.group ?? null, signup.sourcePage || null);
    }),
    joinBrandWaitlist: spy(async (signup: BrandWaitlistSignup) => {
      state.brandWaitlist.push(signup);
      if (signup.botField) return;
      const at = now();
      seed("brand-signups", {
        name: signup.name,
        company_name: signup.companyName,
        email: signup.email.trim(),
        website: signup.website,
        status: "pending",
        notes: "",
        email_list_opt_in: signup.emailListOptIn,
        meeting_signed_up: false,
        created_at: at,
        updated_at: at,
        flags: { disposable: false },
        // As the server stores them (functions/src/core/handlers/subscribe-to-waitlist.ts).
        attribution: signup.attribution ?? NO_ATTRIBUTION,
        estimate: signup.estimate ?? null,
      });
    }),
    submitCreatorApplication: spy(async ({ recaptchaToken: _token, uploadedFiles, ...fields }) => {
      if (fields.newsletterConsent) subscribe(fields.email, "creator", "/creator-signup");
      const id = seed("creator-applications", {
        ...fields,
        uploadedFiles,
        avatar: null,
        status: "pending",
        submittedAt: now(),
        applicantUid: auth.current()?.uid ?? null,
      });
      return { id };
    }),
    approveCreator: spy(async ({ applicationId, approvalType, adminEmail }) => {
      const admin = requireAdmin();
      const { item } = find("creator-applications", applicationId, "Creator application not found");
      if (item.status !== "pending") {
        const now = CREATOR_STATUS_LABELS[item.status];
        throw new BackendError(`Only pending applications can be approved (this one is ${now}).`, 409);
      }
      Object.assign(item, {
        status: APPROVAL_STATUS[approvalType],
        approvalType,
        approvedAt: now(),
        approvedByUid: admin.uid,
        approvedByEmail: admin.email,
        requestedAdminEmail: adminEmail,
      });
      audit("approve_creator", applicationId, { approvalType, emailSent: true });
      changed();
      return { emailSent: true };
    }),
    deleteCreatorApplication: spy(async ({ applicationId, notifyApplicant }) => {
      requireAdmin();
      const { index, item } = find("creator-applications", applicationId, "Creator application not found");
      const emailSent = notifyApplicant === true;
      if (emailSent) state.rejectionEmails.push(item.email);
      state.lists["creator-applications"].splice(index, 1);
      audit("delete_creator_application", applicationId, { emailSent });
      changed();
      return { emailSent };
    }),
    // Links are the server's to judge; a test sets the answer it needs with mockResolvedValueOnce.
    confirmSubscription: spy(async (_token: string): Promise<ConfirmSubscriptionOutcome> => "confirmed"),
    unsubscribe: spy(async (_token: string): Promise<UnsubscribeOutcome> => "unsubscribed"),
    applicationStatus: spy(async (_token: string): Promise<ApplicationStatusAnswer> => ({ outcome: "invalid" })),
    withdrawApplication: spy(async (_token: string): Promise<WithdrawOutcome> => "withdrawn"),
    resendStatusLink: spy(async (_email: string, _recaptchaToken: string): Promise<string> => STATUS_LINK_RESENT),
  };

  const adminData: Spied<AdminDataClient> = createMemoryAdminData({
    state,
    requireAdmin,
    now,
    changed,
    watchers,
    audit,
  });

  const uploads: Spied<UploadsClient> = {
    upload: spy(async (file, options = {}) => {
      if (options.signal?.aborted) throw new BackendError("Upload cancelled", undefined, "storage/canceled");
      const owner = auth.current();
      if (!owner) throw new BackendError("Sign in before uploading files.", 401, "storage/unauthorized");
      // As a real upload reports: the phase, then confirmed bytes chunk by chunk up to the size.
      options.onPhase?.({ phase: "uploading" });
      const half = Math.floor(file.size / 2);
      if (half > 0) options.onProgress?.(half, file.size);
      options.onProgress?.(file.size, file.size);
      const stored = { name: file.name, url: `/files/creator-uploads/${owner.uid}/${nextId++}-${file.name}` };
      state.uploads.push({ ...stored, size: file.size, ownerUid: owner.uid });
      return { ...stored, size: file.size };
    }),
    deleteByUrl: spy(async (url) => {
      const index = state.uploads.findIndex((upload) => upload.url === url);
      if (index < 0) throw new BackendError("File not found.", 404);
      if (state.uploads[index]!.ownerUid !== auth.current()?.uid) {
        throw new BackendError("You can only remove your own files.", 403);
      }
      state.uploads.splice(index, 1);
    }),
  };

  const contact: Spied<ContactClient> = {
    sendContactMessage: spy(async ({ recaptchaToken: _token, ...input }) => {
      void seed("contact-messages", { ...input, attribution: input.attribution ?? NO_ATTRIBUTION, createdAt: now() });
    }),
  };

  const { client, ...accounts } = auth;
  return { auth: client, contact, api, adminData, uploads, state, accounts, seed };
}
