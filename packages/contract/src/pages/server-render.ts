/**
 * What passes between the server and the web app's server build (`apps/web/dist-ssr`): the page
 * it is asked to render, and the page it answers.
 */
export type StorefrontRenderRequest = { url: string; origin: string; cookie: string | undefined };

/** A page rendered on the server: its markup, Ant Design's styles for it, the hand-over. */
export type RenderedPage = {
  /** The markup inside `#root`. */
  html: string;
  /** `<style>` elements with the CSS the markup uses. */
  styles: string;
  /** The `<script type="application/json">` the browser hydrates its query cache from. */
  state: string;
  language: 'th' | 'en';
};

/**
 * JSON to put inside a script element (JSON-LD, a page's data hand-over), escaped so no text of
 * the shop's (a course title holding `</script>`) can end the element or open markup.
 */
export const jsonForScriptElement = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
