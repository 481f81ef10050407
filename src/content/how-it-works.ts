/**
 * The three "How it works" pillars (product.md §P2–P3), shared by the landing page's tabs and the
 * /how-it-works page so the two always say the same thing.
 */
export const HOW_IT_WORKS_PILLARS = [
  {
    title: "Platform Meets AI",
    points: [
      "AI-assisted brief and script generation, ready in minutes",
      "A performance dashboard for views, clicks and engagement",
      "AI suggestions on the content to make next",
    ],
  },
  {
    title: "UK Creator Network",
    points: [
      "800+ pre-vetted creators, all based in the UK",
      "Creators for any niche, from B2B to Food & Beverage",
      "Standardised, secure contracts and payments",
    ],
  },
  {
    title: "Support That Drives Results",
    points: [
      "1-on-1 creative support for every project",
      "12 months of usage rights with all content",
      "Done-for-you campaigns from £849 when you want us to run it",
    ],
  },
] as const;
