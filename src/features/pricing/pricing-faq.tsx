import { Accordion, type AccordionItem } from "~/components/ui/accordion";

export const PRICING_FAQ: readonly AccordionItem[] = [
  {
    question: "How many revisions do I get?",
    answer: (
      <p>Every video credit includes 3 revisions, so you can fine-tune hooks, captions and pacing until it is right.</p>
    ),
  },
  {
    question: "Do credits expire?",
    answer: <p>No. Credits never expire, so you can buy now and book creators whenever your next campaign is ready.</p>,
  },
  {
    question: "What does one credit buy?",
    answer: (
      <p>
        One credit books 1 Pro creator or 2 Rising Stars. A Pro creator is £275 (1 credit) and a Rising Star is £137.50
        (0.5 credit), with volume discounts from 5 creators.
      </p>
    ),
  },
  {
    question: "How long can I use the videos?",
    answer: (
      <p>
        All content comes with 12 months of usage rights for ads, and organic use never expires. If you want to keep
        running a video as an ad, extension pricing stays the same.
      </p>
    ),
  },
  {
    question: "What is the difference between Platform and Done For You?",
    answer: (
      <p>
        Platform (£35 a month) gives your team self-serve access to creators, AI briefs and the performance dashboard.
        Done For You (from £849 per campaign) means our team plans, casts and manages the whole campaign, including VIP
        creators.
      </p>
    ),
  },
  {
    question: "Can I get a refund on credits?",
    answer: (
      <p>
        Unused credits stay on your account and never expire. Once a project has begun, the credits used for it are
        non-refundable, because the creator has started work for you.
      </p>
    ),
  },
];

export function PricingFaq() {
  return (
    <section className="pricing-faq container" aria-labelledby="pricing-faq-heading">
      <p className="eyebrow">FAQ</p>
      <h2 id="pricing-faq-heading">Pricing questions, answered</h2>
      <Accordion items={PRICING_FAQ} />
    </section>
  );
}
