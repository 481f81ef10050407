import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttributionFacts, sourceAndCampaign } from "../attribution-facts";

const facts = (record: Parameters<typeof AttributionFacts>[0]["record"]) =>
  render(
    <dl>
      <AttributionFacts record={record} />
    </dl>,
  );
const touch = { source: "tiktok", medium: null, campaign: "launch", referrerHost: "www.tiktok.com", landingPath: "/" };

describe("where a record came from, on its card", () => {
  it("the last touch, the first when it differs, and the estimate in the product's format", () => {
    facts({
      attribution: { first: touch, last: { ...touch, source: "google", campaign: null, landingPath: "/prices" } },
      estimate: { tier: "pro", creators: 10, totalPence: 247_500 },
    });
    expect(screen.getByText("Came from").nextSibling).toHaveTextContent(
      /^source google, from www\.tiktok\.com, landed on \/prices$/,
    );
    expect(screen.getByText("First came from").nextSibling).toHaveTextContent(
      /^source tiktok, campaign launch, from www\.tiktok\.com, landed on \/$/,
    );
    expect(screen.getByText("Estimate").nextSibling).toHaveTextContent(/^Priced 10 × Pro, £2,475\.00$/);
  });

  it("one touch is shown once; a record without any says so; an older record shows nothing", () => {
    const { unmount } = facts({ attribution: { first: touch, last: touch }, estimate: null });
    expect(screen.queryByText("First came from")).toBeNull();
    expect(screen.queryByText("Estimate")).toBeNull();
    unmount();
    const again = facts({ attribution: { first: null, last: null } });
    expect(screen.getByText("Not known (a direct visit)")).toBeInTheDocument();
    again.unmount();
    const { container } = facts({});
    expect(container.querySelector("dt")).toBeNull();
  });
});

it("a list row's short form: source and campaign, else nothing", () => {
  expect(sourceAndCampaign({ attribution: { first: null, last: touch } })).toBe("tiktok · launch");
  expect(sourceAndCampaign({ attribution: { first: null, last: { ...touch, campaign: null } } })).toBe("tiktok");
  expect(sourceAndCampaign({ attribution: { first: touch, last: null } })).toBeNull();
  expect(sourceAndCampaign({})).toBeNull();
});
