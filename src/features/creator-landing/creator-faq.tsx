import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Accordion, type AccordionItem } from "~/components/ui/accordion";
import {
  BRIEF_RESPONSE_HOURS,
  CREATOR_PAY_POUNDS,
  DECISION_WITHIN_DAYS,
  MINIMUM_AGE,
  PAYMENT_RELEASE_DAYS,
} from "./creator-offer";

export const CREATOR_FAQ: readonly AccordionItem[] = [
  {
    question: "Who can apply?",
    answer: (
      <p>
        Applicants must be UK-based and aged {MINIMUM_AGE} or over. We ask for a UK postcode on the application to
        confirm where you are.
      </p>
    ),
  },
  {
    question: "Do I need a big following?",
    answer: (
      <p>
        No. Brands pay for the video, not your audience, so what matters is that your content looks natural, is well lit
        and holds attention from the first second.
      </p>
    ),
  },
  {
    question: "What if I have no examples yet?",
    answer: (
      <p>
        Film 2–3 short sample videos: an unboxing, a review, a day-in-the-life vlog or an app demo all work. With no
        portfolio, your application is judged on those videos.
      </p>
    ),
  },
  {
    question: "How much will I earn?",
    answer: (
      <p>
        Pro creators earn £{CREATOR_PAY_POUNDS.pro} per video and Rising Stars earn £{CREATOR_PAY_POUNDS.risingStar} per
        video.
      </p>
    ),
  },
  {
    question: "What is the difference between Rising Star and Pro?",
    answer: (
      <p>
        Rising Star is for newer creators building their UGC portfolio. Pro is for creators with strong, proven work. We
        place you in a tier when we approve your application, and you can move up as brands rate your videos.
      </p>
    ),
  },
  {
    question: "When do I get paid?",
    answer: <p>Your payment is released {PAYMENT_RELEASE_DAYS} days after the brand approves your video.</p>,
  },
  {
    question: "How long does it take to hear back?",
    answer: <p>We review every application by hand and tell you the outcome within {DECISION_WITHIN_DAYS} days.</p>,
  },
  {
    question: "Do I have to accept every brief?",
    answer: (
      <p>
        No. When a brief arrives you can accept it or pass on it within {BRIEF_RESPONSE_HOURS} hours. Only take on work
        that fits you.
      </p>
    ),
  },
  {
    question: "How can brands use my videos?",
    answer: (
      <p>
        Brands get a one-year licence to use your video in paid ads. Organic use, such as posting on their own channels,
        is unlimited.
      </p>
    ),
  },
  {
    question: "What equipment do I need?",
    answer: (
      <p>
        A recent smartphone, good natural light and clear sound are enough. Most of the best-performing UGC is filmed on
        a phone.
      </p>
    ),
  },
  {
    question: "Does it cost anything to apply?",
    answer: <p>No. Applying is free, and there is no fee to be featured when we launch.</p>,
  },
  {
    question: "What happens after I apply?",
    answer: (
      <p>
        If you are approved, you will be featured when we launch and start receiving briefs from UK brands. Ready?{" "}
        <Link to={paths.creatorSignup}>Start your application</Link>.
      </p>
    ),
  },
];

export function CreatorFaq() {
  return (
    <section className="creator-faq container" aria-labelledby="creator-faq-heading">
      <p className="eyebrow">FAQ</p>
      <h2 id="creator-faq-heading">Questions creators ask us</h2>
      <Accordion items={CREATOR_FAQ} />
    </section>
  );
}
