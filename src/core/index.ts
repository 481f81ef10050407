export * from "./ports";
export * from "./context";
export * from "./upload-paths";
export { subscribeToWaitlist, type SubscribeResponse } from "./handlers/subscribe-to-waitlist";
export { submitCreatorApplication, type CreatorApplicationResponse } from "./handlers/creator-application";
export { approveCreator, APPLICATION_NOT_FOUND, type ApproveCreatorResponse } from "./handlers/approve-creator";
export { deleteCreatorApplication, type DeleteCreatorApplicationResponse } from "./handlers/delete-creator-application";
export { addContactMessage } from "./handlers/contact-message";
export {
  ADMIN_LIST_ORDER,
  BRAND_SIGNUP_NOT_FOUND,
  deleteBrandSignup,
  listBrandSignups,
  listContactMessages,
  listCreatorApplications,
  logAdminSignIn,
  updateBrandSignup,
  type AdminListCollection,
} from "./handlers/admin-data";
export { approvalEmail } from "./handlers/approval-email";
export { escapeHtml, renderEmail, type EmailContent } from "./email/render-email";
export { emailKey, HUMAN_CHECK_FAILED, HUMAN_CHECK_UNCONFIGURED, MAIL_UNCONFIGURED } from "./handlers/common";
export { uploadPathsOf } from "./handlers/uploaded-files";
export { confirmSubscription, type ConfirmSubscriptionResponse } from "./handlers/confirm-subscription";
export { unsubscribe, unsubscribeOneClick, type UnsubscribeResponse } from "./handlers/unsubscribe";
export { sendMarketingEmail, type MarketingSendOutcome } from "./consent/marketing-email";
