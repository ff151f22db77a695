/**
 * The id of the `<script type="application/json">` element in which the server puts the query cache it
 * rendered the page with (apps/api `lib/spa-shell.ts`), read once by main.tsx before hydrating. A JSON data
 * block, not a script: the CSP allows no inline scripts, and none is needed.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';
