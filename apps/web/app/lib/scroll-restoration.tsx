import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

/** Where React Router keeps the scroll positions of the history entries (its own default). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * The script that runs as the document is parsed, before the first paint: React Router's own, with
 * one change (issue 13). A history entry the page has never seen (any first visit to a page) gets a
 * key of its own and nothing else: a new key cannot have a position saved under it. Only an entry
 * that has a key (a reload, back or forward to a page loaded whole) reads session storage for the
 * position to restore. React Router's script read session storage on every load, and the first read
 * of a tab's session storage waits for the browser: 1 to 7 ms on our machines, inside the task that
 * parses the document, four times that on Lighthouse's phone. And a position it restores is the one
 * the page keeps: React Router hands scrolling back to the browser as a page is left, and on a reload
 * the browser put back a position of its own once the page had loaded, measured from an element that
 * may have moved since (1 to 77 px off in our runs), so the page jumped after it had painted.
 *
 * The new entry's state also gets `idx: 0`, which React Router's history writes into an entry that
 * has no index when the router is made. Written here, in the same call, it spares the page a second
 * `history.replaceState` after its first paint: 6 to 12 ms of the main thread on our machines, since
 * each call serializes the entry's state and hands it to the browser (decision 0066).
 */
export const RESTORE_SCROLL_SCRIPT =
  '(function(key){var state=window.history.state;' +
  'if(!state||!state.key){window.history.replaceState({key:Math.random().toString(32).slice(2),idx:0},"");return}' +
  'try{var y=JSON.parse(window.sessionStorage.getItem(key)||"{}")[state.key];if(typeof y==="number"){window.history.scrollRestoration="manual";window.scrollTo(0,y)}}' +
  `catch(error){try{window.sessionStorage.removeItem(key)}catch(ignored){}}})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`;

/**
 * React Router's `<ScrollRestoration>`: positions saved as a page is left and restored on back and
 * forward (its hook, unchanged), and restored on a reload before the page paints (the script above).
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input in it
      dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL_SCRIPT }}
    />
  );
}
