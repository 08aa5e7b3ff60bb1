/**
 * Buttons a visitor clicks before the application has started (pages start it after their first
 * paint, src/lib/defer-app-scripts.ts) do nothing at that moment: React has not attached their
 * handlers yet. The page's inline loader records them in this global from the first paint on;
 * hydration stops the recording (React handles clicks itself from then on) and, once the page is
 * interactive, the recorded clicks are played again, in order, so that a tap on the menu toggle or a
 * slider control is never lost. Links are left out: the browser follows them by itself.
 */
export const EARLY_CLICKS_GLOBAL = '___earlyClicks'

/** The loader's part: from now on, record each click on a button until the application takes over. */
export const RECORD_EARLY_CLICKS = `var q=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener("click",function(e){var b=window.${EARLY_CLICKS_GLOBAL}===q&&e.target instanceof Element&&e.target.closest("button");if(b)q.push(b)},true);`

type WithQueue = Window & { [EARLY_CLICKS_GLOBAL]?: HTMLElement[] }

let recorded: HTMLElement[] = []

/** Ends the recording (hydration is starting) and keeps what was recorded for replayEarlyClicks. */
export function stopRecordingEarlyClicks(): void {
  const w = window as WithQueue
  recorded = w[EARLY_CLICKS_GLOBAL] ?? []
  delete w[EARLY_CLICKS_GLOBAL]
}

/** Clicks the recorded buttons again, now that their handlers exist; buttons no longer in the page are skipped. */
export function replayEarlyClicks(): void {
  const clicks = recorded
  recorded = []
  for (const button of clicks) if (button.isConnected) button.click()
}
