import { BRAND_NAME } from "~/shared/brand";
import type { MailAddress, MailMessage } from "../ports";

/**
 * The one e-mail template: every message is plain text plus a simple HTML version built from
 * the same structured content. All text is escaped, so nothing user-written becomes HTML.
 */
export interface EmailContent {
  subject: string;
  /** "Hi," — never user-written text: no address we mail has been confirmed by its owner. */
  greeting?: string;
  paragraphs: string[];
  /** One button; in the text version a labelled link. */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Small print under the message. */
  footer?: string[];
  /** Marketing e-mail only: the unsubscribe page (the headers are set by the sender). */
  unsubscribeUrl?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Links in our e-mails are ours; anything but http(s) is a bug, not something to send. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("E-mail links must be http(s)");
  return parsed.href;
}

const SIGN_OFF = `The ${BRAND_NAME} team`;
const FONT = "font-family:Arial,Helvetica,sans-serif";
const paragraph = (text: string, style = "margin:0 0 16px;font-size:16px;line-height:1.5;color:#14121f") =>
  `<p style="${style}">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const small = (html: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#595670">${html}</p>`;

function renderText(content: EmailContent, action: EmailContent["action"], unsubscribeUrl: string | null): string {
  const blocks = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(content.after ?? []),
    SIGN_OFF,
  ];
  const footer = [...(content.footer ?? []), ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : [])];
  return [...blocks, ...(footer.length > 0 ? [`--\n${footer.join("\n")}`] : [])].join("\n\n") + "\n";
}

function renderHtml(content: EmailContent, action: EmailContent["action"], unsubscribeUrl: string | null): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;` +
      `border-radius:999px;background:#d93a45;color:#ffffff;font-weight:bold;text-decoration:none;${FONT}">` +
      `${escapeHtml(action.label)}</a></p>` +
      small(`Or copy this link into your browser:<br>${escapeHtml(action.url)}`)
    : "";
  const footer = [
    ...(content.footer ?? []).map((line) => small(escapeHtml(line))),
    ...(unsubscribeUrl ? [small(`<a href="${escapeHtml(unsubscribeUrl)}" style="color:#595670">Unsubscribe</a>`)] : []),
  ];
  return [
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f7f5fb;${FONT}">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#14121f">${escapeHtml(BRAND_NAME)}</p>`,
    ...(content.greeting ? [paragraph(content.greeting)] : []),
    ...content.paragraphs.map((text) => paragraph(text)),
    button,
    ...(content.after ?? []).map((text) => paragraph(text)),
    paragraph(SIGN_OFF),
    "</div>",
    footer.length > 0 ? `<div style="max-width:560px;margin:16px auto 0;padding:0 8px">${footer.join("")}</div>` : "",
    "</body></html>",
  ].join("\n");
}

export function renderEmail(to: MailAddress, content: EmailContent): MailMessage {
  const action = content.action ? { ...content.action, url: checkedUrl(content.action.url) } : undefined;
  const unsubscribeUrl = content.unsubscribeUrl ? checkedUrl(content.unsubscribeUrl) : null;
  return {
    to,
    subject: content.subject,
    text: renderText(content, action, unsubscribeUrl),
    html: renderHtml(content, action, unsubscribeUrl),
  };
}
