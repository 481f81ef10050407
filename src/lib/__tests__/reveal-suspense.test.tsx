import { lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server";
import { act } from "@testing-library/react";
import { revealSuspenseBoundaries } from "../../../scripts/reveal-suspense.ts";

// A lazily loaded island, as the contact and waitlist pages have: it suspends once while the page is
// prerendered (its chunk arrives after the shell is written), so React streams its finished content into a hidden <div> and moves it with an inline script.
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

function island() {
  return lazy(
    async () => (
      await later(),
      {
        default: function ContactForm() {
          return (
            <form aria-label="Contact">
              <label>
                Email <input name="email" />
              </label>
              <Suspense fallback={<p>Loading the note…</p>}>
                <Note />
              </Suspense>
            </form>
          );
        },
      }
    ),
  );
}
const Note = lazy(async () => (await later(), { default: () => <p>We answer within two working days.</p> }));

function page(Island: ReturnType<typeof island>) {
  return (
    <main>
      <h1>Contact us</h1>
      <Suspense fallback={null}>
        <Island />
      </Suspense>
    </main>
  );
}

async function prerender(element: React.ReactElement): Promise<string> {
  // Read as it is written, as React Router's prerender does: the shell goes out before the island is ready.
  return new Response(await renderToReadableStream(element)).text();
}

describe("revealSuspenseBoundaries (build)", () => {
  it("puts a suspended island's content in its place, with no hidden copy and no script to move it", async () => {
    const streamed = await prerender(page(island()));
    expect(streamed).toContain('<div hidden id="S:0">');
    expect(streamed).toContain('$RC("B:0","S:0")');

    const html = revealSuspenseBoundaries(streamed);
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html).not.toMatch(/\$RC\("B:\d+","S:\d+"\)/);
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toContain("Loading the note…");
    // Nothing is left to reveal: React's reveal functions go too.
    expect(streamed).toContain("$RC=function");
    expect(html).not.toMatch(/\$R[A-Z]=/);

    // Parsed as a browser with scripts off would: the form and its nested note are in <main>, not hidden.
    const host = document.createElement("div");
    host.innerHTML = html;
    const form = host.querySelector("main form");
    expect(form?.closest("[hidden]")).toBeNull();
    expect(host.querySelector("main")?.textContent).toContain("We answer within two working days.");
    expect(host.querySelectorAll("main input[name=email]")).toHaveLength(1);
  });

  it("leaves a page that hydrates onto the same nodes, without a mismatch", async () => {
    const Island = island();
    const html = revealSuspenseBoundaries(await prerender(page(Island)));
    const container = document.createElement("div");
    container.innerHTML = html.replace(/<script[\s\S]*?<\/script>/g, "");
    document.body.append(container);
    const input = container.querySelector("input[name=email]");
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, page(Island), { onRecoverableError: (error) => errors.push(error) });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(errors).toEqual([]);
    expect(container.querySelector("input[name=email]")).toBe(input);
    expect(container.querySelectorAll("form")).toHaveLength(1);
    container.remove();
  });

  it("changes nothing in a page without pending boundaries", () => {
    const html = "<!DOCTYPE html><html><head></head><body><main><!--$--><p>Hi</p><!--/$--></main></body></html>";
    expect(revealSuspenseBoundaries(html)).toBe(html);
  });
});
