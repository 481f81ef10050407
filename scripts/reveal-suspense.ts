// Puts each finished Suspense boundary's content in its place in a prerendered page, as React's inline
// script would once it runs. When a lazily loaded island (the contact form, the brand waitlist form, the
// footer's newsletter form, the home carousel) suspends while the page is prerendered, React writes its
// fallback where it belongs, the finished content later in a `<div hidden id="S:n">`, and a `$RC("B:n","S:n")`
// call that moves it into place. With JavaScript off, or before that script runs, the form stays hidden.
// Here the build does the move instead: the boundary becomes a completed one (`<!--$-->…<!--/$-->`, exactly
// what the DOM holds after `$RC`, so hydration finds the same nodes), the hidden copy and the call go.
// Runs inside scripts/inline-css.ts, before csp-meta.ts hashes the inline scripts that are left.
import { parse, type Token } from "parse5";

/** What this reads of parse5's nodes, any of them (the document, an element, a comment, text). */
interface HtmlNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  data?: string;
  parentNode?: HtmlNode | null;
  childNodes?: HtmlNode[];
  sourceCodeLocation?: Token.ElementLocation | null;
}

/** A pending boundary and its finished content: `[start, end)` offsets into the page. */
interface PendingBoundary {
  n: string;
  boundary: [number, number];
  segment: [number, number];
  content: string;
}

const HIDDEN_SEGMENT = /^S:(\d+)$/;
const BOUNDARY = /^B:(\d+)$/;

function* elements(node: HtmlNode): Generator<HtmlNode> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

const attribute = (node: HtmlNode, name: string) => node.attrs?.find((attr) => attr.name === name)?.value;

/** The comment that closes the boundary opened just before `template`, counting nested boundaries. */
function boundaryEnd(template: HtmlNode): HtmlNode | null {
  const siblings = template.parentNode!.childNodes!;
  let depth = 0;
  for (let index = siblings.indexOf(template) + 1; index < siblings.length; index += 1) {
    const node = siblings[index]!;
    if (node.nodeName !== "#comment") continue;
    if (node.data!.startsWith("$")) depth += 1;
    else if (node.data === "/$") {
      if (depth === 0) return node;
      depth -= 1;
    }
  }
  return null;
}

/** One pending boundary with its finished content, as offsets into `html`; null when none is left. */
function nextPendingBoundary(html: string): PendingBoundary | null {
  const document: HtmlNode = parse(html, { sourceCodeLocationInfo: true });
  const segments = new Map<string, HtmlNode>();
  const boundaries = new Map<string, HtmlNode>();
  for (const element of elements(document)) {
    const id = attribute(element, "id") ?? "";
    if (element.tagName === "div" && attribute(element, "hidden") !== undefined && HIDDEN_SEGMENT.test(id)) {
      segments.set(HIDDEN_SEGMENT.exec(id)![1]!, element);
    } else if (element.tagName === "template" && BOUNDARY.test(id)) {
      boundaries.set(BOUNDARY.exec(id)![1]!, element);
    }
  }
  for (const [n, template] of boundaries) {
    const segment = segments.get(n);
    const siblings = template.parentNode!.childNodes!;
    const open = siblings[siblings.indexOf(template) - 1];
    const close = boundaryEnd(template);
    if (!segment || open?.nodeName !== "#comment" || open.data !== "$?" || !close) continue;
    return {
      n,
      boundary: [open.sourceCodeLocation!.startOffset, close.sourceCodeLocation!.endOffset],
      segment: [segment.sourceCodeLocation!.startOffset, segment.sourceCodeLocation!.endOffset],
      content: html.slice(
        segment.sourceCodeLocation!.startTag!.endOffset,
        segment.sourceCodeLocation!.endTag!.startOffset,
      ),
    };
  }
  return null;
}

/** The page with every finished Suspense boundary in place and no `$RC` call left for it. */
export function revealSuspenseBoundaries(html: string): string {
  let page = html;
  for (let pending = nextPendingBoundary(page); pending; pending = nextPendingBoundary(page)) {
    const { n, boundary, segment, content } = pending;
    // The later range first, so the earlier one's offsets still hold.
    const edits = [
      { range: boundary, text: `<!--$-->${content}<!--/$-->` },
      { range: segment, text: "" },
    ].sort((a, b) => b.range[0] - a.range[0]);
    for (const { range, text } of edits) page = page.slice(0, range[0]) + text + page.slice(range[1]);
    page = page.replace(`$RC("B:${n}","S:${n}")`, "").replace(/<script>;?<\/script>/g, "");
  }
  return withoutIdleRuntime(page);
}

/** React's inline functions that reveal boundaries (`$RC`, `$RV`) and time the reveals (`$RT`). */
const REVEAL_RUNTIME = /<script>\$RB=\[\];\$RV=function[\s\S]*?<\/script>/;
const REVEAL_CLOCK =
  /<script(?: id="[^"]*")?>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;

/**
 * The page without React's reveal functions once nothing is left for them to reveal (no pending boundary, no call):
 * they would only be parsed and run, and carried in the page's first round trip on a phone.
 */
function withoutIdleRuntime(page: string): string {
  if (/<template id="B:/.test(page) || /\$R[A-Z]\(/.test(page)) return page;
  return page.replace(REVEAL_RUNTIME, "").replace(REVEAL_CLOCK, "");
}
