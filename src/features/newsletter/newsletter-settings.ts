export type NewsletterGroup = "creator";
/** A route's `handle.newsletter`: "creator" sends group creator (product.md §P4.1). */
export type NewsletterSetting = "general" | NewsletterGroup;
/** Who a page speaks to: `handle.audience`, or "creator" wherever the newsletter sends group creator. */
export type NewsletterAudience = "brand" | "creator";

/** The footer newsletter's words for each audience: brands are offered the waitlist's free months, creators launch news. */
export const NEWSLETTER_COPY: Record<
  NewsletterAudience,
  { heading: string; text: string; placeholder: string; withoutForm: string }
> = {
  brand: {
    heading: "Join the waitlist",
    text: "Get 3 months free access at launch when you join the waitlist.",
    placeholder: "you@company.co.uk",
    withoutForm: "",
  },
  creator: {
    heading: "Creator updates",
    text: "Hear first when we launch, with tips for UGC creators and news of brand briefs.",
    placeholder: "you@example.com",
    withoutForm: "Tick the updates box when you apply and we will keep you posted.",
  },
};
