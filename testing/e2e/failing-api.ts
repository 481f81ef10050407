import type { Page } from "@playwright/test";

/** Has the site's API at `url` answer a server error with `message`, in the shape the functions answer errors. */
export function failApi(page: Page, url: string, message: string) {
  return page.route(url, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: message }) }),
  );
}
