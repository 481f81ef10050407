import { z } from "zod";
import { ADMIN_LIST_LIMIT, APPROVAL_TYPES, BRAND_SIGNUP_STATUSES } from "../constants";
import { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, text } from "./fields";

/** Document ids: generated or e-mail keys; never a path separator. */
export const documentIdSchema = (message: string) =>
  text().pipe(
    z
      .string()
      .min(1, message)
      .max(200, message)
      .refine((value) => !value.includes("/") && value !== "." && value !== "..", message),
  );

/** POST /api/approve-creator (SPEC §7). `adminEmail` is recorded, never trusted. */
export const approveCreatorSchema = z.object({
  applicationId: documentIdSchema("Application ID is required"),
  approvalType: z.enum(APPROVAL_TYPES, { error: "Approval type must be rising_star or pro" }),
  adminEmail: text().pipe(z.string().max(MAX_EMAIL_LENGTH)).optional(),
});
export type ApproveCreatorRequest = z.input<typeof approveCreatorSchema>;

/** POST /api/delete-creator-application (SPEC §7). */
export const deleteCreatorApplicationSchema = z.object({
  applicationId: documentIdSchema("Application ID is required"),
});
export type DeleteCreatorApplicationRequest = z.input<typeof deleteCreatorApplicationSchema>;

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(ADMIN_LIST_LIMIT, `Limit must be at most ${ADMIN_LIST_LIMIT}`)
    .default(ADMIN_LIST_LIMIT),
  cursor: text().pipe(z.string().max(1000, "Invalid cursor")).optional(),
});
export type ListRequest = z.input<typeof listQuerySchema>;

export const updateBrandSignupSchema = z
  .object({
    id: documentIdSchema("Signup ID is required"),
    status: z
      .enum(BRAND_SIGNUP_STATUSES, { error: `Status must be one of: ${BRAND_SIGNUP_STATUSES.join(", ")}` })
      .optional(),
    notes: z
      .string({ error: "Notes must be text" })
      .max(MAX_MESSAGE_LENGTH, `Notes must be ${MAX_MESSAGE_LENGTH} characters or fewer`)
      .optional(),
    meeting_signed_up: z.boolean({ error: "meeting_signed_up must be true or false" }).optional(),
  })
  .refine(
    (value) => value.status !== undefined || value.notes !== undefined || value.meeting_signed_up !== undefined,
    "Nothing to update: send status, notes or meeting_signed_up",
  );
export type UpdateBrandSignupRequest = z.input<typeof updateBrandSignupSchema>;

export const deleteBrandSignupSchema = z.object({ id: documentIdSchema("Signup ID is required") });
export type DeleteBrandSignupRequest = z.input<typeof deleteBrandSignupSchema>;
