import type { BrandSignupDocument, ContactMessageDocument } from "~/shared/documents";

const DAY = 86_400_000;

export interface DemoBrandSignup {
  daysAgo: number;
  document: Omit<BrandSignupDocument, "created_at" | "updated_at">;
}

const brand = (
  fields: Pick<BrandSignupDocument, "name" | "company_name" | "email" | "status"> & Partial<BrandSignupDocument>,
) => ({
  website: "",
  notes: "",
  email_list_opt_in: false,
  meeting_signed_up: false,
  ...fields,
});

/**
 * Every brand status, with the notes and meeting flags an admin would have set, and the flags a sign-up gets (a likely
 * duplicate, a throwaway address), set by the seed as the sign-up sets them.
 */
export const DEMO_BRAND_SIGNUPS: DemoBrandSignup[] = [
  {
    daysAgo: 0.1,
    document: brand({
      name: "Sophie Turner",
      company_name: "Glow Botanicals",
      email: "sophie@glowbotanicals.example.com",
      website: "https://glowbotanicals.example.com",
      status: "pending",
      email_list_opt_in: true,
    }),
  },
  {
    daysAgo: 1,
    document: brand({
      name: "Marcus Lee",
      company_name: "Fettle Fitness",
      email: "marcus@fettlefitness.example.com",
      status: "contacted",
      notes: "Replied on Tuesday; wants TikTok-first content.",
    }),
  },
  {
    daysAgo: 2,
    document: brand({
      name: "Hannah Price",
      company_name: "Brewed Awakening",
      email: "hannah@brewedawakening.example.com",
      website: "https://brewedawakening.example.com",
      status: "meeting_scheduled",
      meeting_signed_up: true,
      notes: "Call booked for Thursday 10:00.",
    }),
  },
  {
    daysAgo: 6,
    document: brand({
      name: "Oliver Grant",
      company_name: "Ledgerly",
      email: "oliver@ledgerly.example.com",
      website: "https://ledgerly.example.com",
      status: "converted",
      meeting_signed_up: true,
      notes: "Done-for-you campaign, 6 Pro creators.",
    }),
  },
  {
    daysAgo: 12,
    document: brand({
      name: "Chloe Evans",
      company_name: "Pawsome Treats",
      email: "chloe@pawsome.example.com",
      status: "not_interested",
      notes: "Budget frozen until next year.",
    }),
  },
  // Seeded after the entries above, as a later sign-up: flagged as a likely duplicate of Sophie's (same mailbox).
  {
    daysAgo: 0.05,
    document: brand({
      name: "Sophie Turner",
      company_name: "Glow Botanicals Ltd",
      email: "sophie+waitlist@glowbotanicals.example.com",
      status: "pending",
    }),
  },
  // A throwaway address: accepted, flagged.
  {
    daysAgo: 3,
    document: brand({
      name: "Test Brand",
      company_name: "Trial Co",
      email: "trial.brand@mailinator.com",
      status: "pending",
    }),
  },
];

export interface DemoContactMessage {
  id: string;
  daysAgo: number;
  document: Omit<ContactMessageDocument, "createdAt">;
}

export const DEMO_CONTACT_MESSAGES: DemoContactMessage[] = [
  {
    id: "demo-contact-agency",
    daysAgo: 0.3,
    document: {
      name: "Rosie Carter",
      email: "rosie@northlight.example.com",
      message: "We are an agency with five DTC clients. Can we manage several brands from one account at launch?",
    },
  },
  {
    id: "demo-contact-creator",
    daysAgo: 2.5,
    document: {
      name: "Tom Walsh",
      email: "tom.walsh@example.com",
      message: "I applied last week as a creator. How will I hear back about my application?",
    },
  },
  {
    id: "demo-contact-press",
    daysAgo: 7,
    document: {
      name: "Aisha Khan",
      email: "aisha.khan@example.com",
      message: "I'm writing a piece on UK creator platforms and would love a short quote from the founders.",
    },
  },
];

export function daysAgoIso(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString();
}
