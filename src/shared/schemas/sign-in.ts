import { z } from "zod";

export const SIGN_IN_MESSAGES = {
  missing: "Please enter your email address and password.",
} as const;

/**
 * /signin: both fields filled in (the e-mail not just spaces). Whether they match an account is
 * the server's answer ("Invalid email or password", product.md §P4–P5), so the address is sent as typed.
 */
export const signInSchema = z.object({
  email: z.string().refine((email) => email.trim() !== "", SIGN_IN_MESSAGES.missing),
  password: z.string().min(1, SIGN_IN_MESSAGES.missing),
});

export type SignInCredentials = z.infer<typeof signInSchema>;
