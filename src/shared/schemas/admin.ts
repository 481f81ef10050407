import { z } from "zod";
import { ADMIN_LIST_DEFINITIONS, type AdminListName } from "../admin-lists";
import { ATTRIBUTION_LIMITS, isAttributedList } from "../attribution";
import { ADMIN_LIST_LIMIT, APPROVAL_TYPES, BRAND_SIGNUP_STATUSES } from "../constants";
import { emailField, hasUnsafeCharacters, MAX_MESSAGE_LENGTH, text, unsafeCharactersMessage } from "./fields";

/**
 * Generated ids are 20 characters and e-mail keys 64 (a hash); the cap is Firestore's own id
 * limit, so any stored entry, including one keyed the older way, can still be updated or erased.
 */
export const MAX_DOCUMENT_ID_LENGTH = 1500;

/** Document ids: generated or e-mail keys; never a path separator. `label` names it: "Application ID". */
export const documentIdSchema = (label: string) =>
  text().pipe(
    z
      .string()
      .min(1, `${label} is required`)
      .max(MAX_DOCUMENT_ID_LENGTH, `${label} is not valid`)
      .refine(
        (value) => !value.includes("/") && value !== "." && value !== ".." && !hasUnsafeCharacters(value),
        `${label} is not valid`,
      ),
  );

/** 409 (code "conflict") when a brand sign-up changed since the copy the admin edited. */
export const BRAND_SIGNUP_CONFLICT = "This sign-up was changed elsewhere. Review the latest version and try again.";

const ADMIN_EMAIL_INVALID = "Admin email must be a valid email address";

/** Recorded only; "" or null count as not sent. */
const claimedAdminEmail = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  emailField({ required: ADMIN_EMAIL_INVALID, invalid: ADMIN_EMAIL_INVALID }).optional(),
);

/** POST /api/approve-creator (product.md §P5). `adminEmail` is recorded, never trusted. */
export const approveCreatorSchema = z.object({
  applicationId: documentIdSchema("Application ID"),
  approvalType: z.enum(APPROVAL_TYPES, { error: "Approval type must be rising_star or pro" }),
  adminEmail: claimedAdminEmail,
});

/** POST /api/delete-creator-application (product.md §P5); the polite e-mail is opt-in. */
export const deleteCreatorApplicationSchema = z.object({
  applicationId: documentIdSchema("Application ID"),
  notifyApplicant: z.boolean({ error: "notifyApplicant must be true or false" }).optional(),
});

const cursorField = text().pipe(z.string().max(1000, "Invalid cursor")).optional();
const searchField = text()
  .pipe(z.string().max(200, "Search must be 200 characters or fewer"))
  .refine((value) => !hasUnsafeCharacters(value), unsafeCharactersMessage("Search"))
  .optional();

/** The filter of an admin list (query string): status must be one of the list's, search is free text. */
export function adminListFilterSchema(list: AdminListName) {
  const { statuses } = ADMIN_LIST_DEFINITIONS[list];
  const status =
    statuses.length > 0
      ? z.preprocess(
          (value) => (value === "" || value === null ? undefined : value),
          z
            .enum(statuses as [string, ...string[]], { error: `Status must be one of: ${statuses.join(", ")}` })
            .optional(),
        )
      : z.preprocess(
          (value) => (value === "" || value === null ? undefined : value),
          z.undefined({ error: "This list has no status filter" }),
        );
  return z.object({
    status,
    search: searchField,
    source: tagFilter(list, "Source"),
    campaign: tagFilter(list, "Campaign"),
  });
}

/** The overview's "split by source" (`?source=`): a tag as the lists' source filter takes it. */
export const overviewQuerySchema = z.object({ source: tagFilter("brand-signups", "Source") });

/** A source or campaign filter: only on the lists that store attribution; lower-cased like the stored tags. */
function tagFilter(list: AdminListName, label: string) {
  const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);
  if (!isAttributedList(list)) {
    return z.preprocess(blankIsAbsent, z.undefined({ error: `This list has no ${label.toLowerCase()} filter` }));
  }
  return z.preprocess(
    blankIsAbsent,
    text()
      .pipe(z.string().max(ATTRIBUTION_LIMITS.tag, `${label} must be ${ATTRIBUTION_LIMITS.tag} characters or fewer`))
      .refine((value) => !hasUnsafeCharacters(value), unsafeCharactersMessage(label))
      .transform((value) => value.toLowerCase() || undefined)
      .optional(),
  );
}

/** GET /data/{list}?status=&search=&cursor=&limit= */
export function adminListQuerySchema(list: AdminListName) {
  return adminListFilterSchema(list).extend({
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(ADMIN_LIST_LIMIT, `Limit must be at most ${ADMIN_LIST_LIMIT}`)
      .default(ADMIN_LIST_LIMIT),
    cursor: cursorField,
  });
}

export const updateBrandSignupSchema = z
  .object({
    id: documentIdSchema("Signup ID"),
    status: z
      .enum(BRAND_SIGNUP_STATUSES, { error: `Status must be one of: ${BRAND_SIGNUP_STATUSES.join(", ")}` })
      .optional(),
    notes: z
      .string({ error: "Notes must be text" })
      .max(MAX_MESSAGE_LENGTH, `Notes must be ${MAX_MESSAGE_LENGTH} characters or fewer`)
      .refine((value) => !hasUnsafeCharacters(value, true), unsafeCharactersMessage("Notes"))
      .optional(),
    meeting_signed_up: z.boolean({ error: "meeting_signed_up must be true or false" }).optional(),
    /** The `updated_at` of the admin's copy: a change made since is refused (409 "conflict"). */
    expectedUpdatedAt: z
      .string({ error: "expectedUpdatedAt must be a timestamp" })
      .max(40, "expectedUpdatedAt must be a timestamp")
      .optional(),
  })
  .refine(
    (value) => value.status !== undefined || value.notes !== undefined || value.meeting_signed_up !== undefined,
    "Nothing to update: send status, notes or meeting_signed_up",
  );

export const deleteBrandSignupSchema = z.object({ id: documentIdSchema("Signup ID") });
export const deleteContactMessageSchema = z.object({ id: documentIdSchema("Message ID") });
export const adminRecordSchema = z.object({ id: documentIdSchema("Record ID") });
