/**
 * The smallest page shell the web build makes, for tests of what the server writes into it:
 * `buildTestApp(env, { webShell: APP_SHELL })` serves pages from a build folder holding only it.
 */
export const APP_SHELL = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Course Shop</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
