import { BookCallBanner } from "./book-call-banner";
import { ComparisonTable } from "./comparison-table";
import { CreditCalculator } from "./credit-calculator";
import { PackageCards } from "./package-cards";
import { PricingFaq } from "./pricing-faq";
import "./pricing.css";

export function PricingPage() {
  return (
    <div className="pricing-page">
      <header className="pricing-hero container">
        <p className="eyebrow">Pricing</p>
        <h1>Simple pricing for UGC that performs</h1>
        <p className="pricing-hero__lede">
          Run it yourself on the platform, or let our team deliver the whole campaign. Every video comes from a
          pre-vetted UK creator, with 12 months of usage rights.
        </p>
      </header>
      <PackageCards />
      <CreditCalculator />
      <ComparisonTable />
      <PricingFaq />
      <BookCallBanner />
    </div>
  );
}
