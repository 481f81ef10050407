import { BRAND_NAME } from "~/shared/brand";
import { CREATOR_PAY_PER_VIDEO, type ApprovalType } from "~/shared/constants";
import type { MailAddress, MailMessage } from "../ports";

const TIER_NAMES: Record<ApprovalType, string> = { rising_star: "Rising Star", pro: "Pro" };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The approval e-mail: tier-specific pay (SPEC §9); applicant text is escaped in the HTML. */
export function approvalEmail(to: MailAddress, firstName: string, approvalType: ApprovalType): MailMessage {
  const tier = TIER_NAMES[approvalType];
  const pay = CREATOR_PAY_PER_VIDEO[approvalType];
  const greeting = firstName.trim() ? `Hi ${firstName.trim()},` : "Hi,";
  const paragraphs = [
    `Great news: your application to ${BRAND_NAME} has been approved and you have joined as a ${tier} creator.`,
    `As a ${tier} creator you earn £${pay} per video.`,
    `We launch soon. When we do, you will receive briefs from UK brands; you can accept or pass on each brief within 24 hours.`,
    `Welcome aboard,\nThe ${BRAND_NAME} team`,
  ];
  const text = [greeting, ...paragraphs].join("\n\n");
  const html = [greeting, ...paragraphs]
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { to, subject: `You're approved as a ${tier} creator on ${BRAND_NAME}`, text, html };
}
