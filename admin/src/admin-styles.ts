/**
 * The admin page's own styles, beside Decap's (cms.css styles only the preview frame: the site's
 * styles would restyle Decap). Decap's class names are generated, so these rules name only what the
 * admin draws itself, or elements by their role.
 */
export const ADMIN_STYLES = `
/* Text fields take their direction from what is typed in them (the admin's page is left to right):
   Arabic is set right to left, aligned to the right; English and figures stay left to right. */
input[type="text"], textarea { unicode-bidi: plaintext; text-align: start; }

/* A fact shared by every edition, read-only in another edition than English (widgets/shared-fact.tsx). */
.shared-fact { border: 2px solid #dfdfe3; border-radius: 0 5px 5px; background: #f7f7f9; padding: 12px 16px; color: #313d3e; }
.shared-fact output { display: block; white-space: pre-line; unicode-bidi: plaintext; overflow-wrap: anywhere; }
.shared-fact img { margin-block-end: 8px; border-radius: 4px; }
.shared-fact p { margin: 6px 0 0; font-size: 13px; color: #5d626f; }

/* The problems of a field in the pane of another edition, as Decap lists its own (widgets/model-control.tsx). */
.model-problems { margin: 0 0 6px; padding: 0; list-style: none; color: #ff003b; font-size: 12px; font-weight: 600; }

/* Under a changed Address, the old addresses that will redirect to it (widgets/rename-note.tsx). */
.rename-note { margin: 6px 0 0; font-size: 13px; font-weight: 600; color: #3a69c7; overflow-wrap: anywhere; }

/* Why a Save or Publish saved nothing, over the editor where the editor is looking (refusal-summary.ts). */
.refusal-summary { position: fixed; inset-block-start: 72px; inset-inline-end: 16px; z-index: 400; max-inline-size: min(440px, calc(100vw - 32px)); max-block-size: calc(100vh - 96px); overflow-y: auto; padding: 14px 44px 14px 16px; border-radius: 5px; border-inline-start: 5px solid #ff003b; background: #fff; box-shadow: 0 4px 16px rgba(0,0,0,.25); color: #313d3e; font: 14px system-ui, sans-serif; }
.refusal-summary h2 { margin: 0 0 8px; font-size: 15px; font-weight: 700; color: #b0002a; }
.refusal-summary ul { margin: 0; padding: 0; list-style: none; }
.refusal-summary li + li { margin-block-start: 4px; }
.refusal-summary li button { all: unset; cursor: pointer; color: #3a69c7; text-decoration: underline; overflow-wrap: anywhere; }
.refusal-summary li button:focus-visible { outline: 2px solid #3a69c7; outline-offset: 2px; }
.refusal-summary-close { position: absolute; inset-block-start: 6px; inset-inline-end: 6px; border: 0; background: none; font-size: 22px; line-height: 1; cursor: pointer; color: #5d626f; }

/* "Upload a photo" under an image field (widgets/image.tsx). */
.photo-upload { margin-block-start: 12px; font-size: 14px; color: #313d3e; }
.photo-upload label { display: block; font-weight: 600; margin-block-end: 4px; }
.photo-upload input { max-width: 100%; }
.photo-upload p { margin: 4px 0 0; font-size: 13px; color: #5d626f; }
.photo-upload p.photo-upload-problem { color: #ff003b; font-weight: 600; }

/* Under each entry of a collection's list, whether it is live and which editions it has (list-marks.ts). */
.entry-mark { display: block; margin-block-start: 4px; font-size: 13px; font-weight: 600; color: #5d626f; }

/* A phone's width: Decap's editor keeps a width of 800 px (its container's min-width) with its two panes
   side by side, so the form ran off the screen and scrolling to a field cut its labels off. Below that
   width the form takes the whole width and the second pane (preview or other edition) is left out: the
   form's own "Writing in" menu switches edition. Decap's styled components carry their name in their
   class (css-<hash>-EditorContainer), which is the only handle they offer. */
@media (max-width: 799px) {
  [class*="-EditorContainer"], [class*="-EditorContainer"] > [class*="-ToolbarContainer"] { min-width: 0 !important; }
  .SplitPane > .Pane1 { width: 100% !important; }
  .SplitPane > .Resizer, .SplitPane > .Pane2, [class*="-ViewControls"] { display: none !important; }
  /* Decap's toolbar is one row of 66 px that would run off the screen, and a scrolling row would cut
     its menus (the Publish choices) to a strip. Here it wraps onto rows of its own height, in the
     editor's flow: the way back and the site's link first, then every action (Publish, Save, Delete,
     the preview link), with the form below taking the rest of the screen. */
  [class*="-EditorContainer"]:has(> [class*="-ToolbarContainer"]) { display: flex; flex-direction: column; padding-block-start: 0 !important; }
  /* The wrapped toolbar is taller than the summary's place below it on a wide screen: at the screen's
     foot the summary leaves Publish and Save within reach. */
  .refusal-summary { inset-block: auto 12px; inset-inline: 12px; max-inline-size: none; max-block-size: 45vh; }
  [class*="-EditorContainer"] > [class*="-ToolbarContainer"] + [class*="-Editor"] { flex: 1 1 0; min-block-size: 0; block-size: auto !important; inline-size: 100%; }
  [class*="-EditorContainer"] > [class*="-ToolbarContainer"] { position: relative !important; flex: none; flex-wrap: wrap; block-size: auto !important; }
  [class*="-EditorContainer"] > [class*="-ToolbarContainer"] > * { block-size: auto !important; min-block-size: 48px; }
  [class*="-ToolbarSectionBackLink"] { flex: 1 1 0; padding-block: 6px !important; }
  [class*="-ToolbarSectionMain"] { order: 1; flex: 1 1 100% !important; flex-wrap: wrap; gap: 6px; padding-block: 6px !important; border-block-start: 1px solid #dfdfe3; }
  [class*="-ToolbarSectionMain"] > div { flex-wrap: wrap; gap: 6px; }
}

/* Why the admin did not start (decap-internals.ts): a Decap release changed what the admin relies on. */
.admin-start-failure { margin: 24px; padding: 16px; border-radius: 5px; background: #fff0f3; color: #b0002a; font: 600 16px system-ui, sans-serif; }

/* The link to the publishing schedule (cms.tsx), in the corner Decap leaves free; not over an entry's
   form, where it would cover a field's buttons (the way back to the lists leads to it). */
.schedule-link { position: fixed; inset-block-end: 12px; inset-inline-start: 12px; z-index: 300; padding: 8px 12px; border-radius: 5px; background: #fff; box-shadow: 0 2px 6px rgba(0,0,0,.2); color: #3a69c7; font: 600 14px system-ui, sans-serif; text-decoration: none; }
.schedule-link:hover, .schedule-link:focus-visible { text-decoration: underline; }
body:has([class*="-EditorContainer"]) :is(.schedule-link, .language-switch) { display: none; }

/* Room below the lists for the two corner buttons, so that they never cover the last line. */
body { padding-block-end: 56px; }

/* The switch to the admin in the other language (admin-language.ts), in the other free corner. */
.language-switch { position: fixed; inset-block-end: 12px; inset-inline-end: 12px; z-index: 300; padding: 8px 12px; border: 0; border-radius: 5px; background: #fff; box-shadow: 0 2px 6px rgba(0,0,0,.2); color: #3a69c7; font: 600 14px system-ui, sans-serif; cursor: pointer; }
.language-switch:hover, .language-switch:focus-visible { text-decoration: underline; }

/* The admin's own question, instead of the browser's confirm() (confirm-dialog.ts). */
.admin-confirm { max-inline-size: min(440px, calc(100vw - 32px)); border: 0; border-radius: 8px; padding: 20px; box-shadow: 0 4px 24px rgba(0,0,0,.25); font: 15px/1.5 system-ui, sans-serif; color: #313d3e; }
.admin-confirm::backdrop { background: rgba(0,0,0,.35); }
.admin-confirm p { margin: 0 0 16px; white-space: pre-line; }
.admin-confirm form { display: flex; justify-content: flex-end; gap: 8px; }
.admin-confirm button { min-block-size: 40px; padding: 0 16px; border: 0; border-radius: 5px; font: 600 14px system-ui, sans-serif; cursor: pointer; background: #eff0f4; color: #313d3e; }
.admin-confirm button[value="yes"] { background: #3a69c7; color: #fff; }
`
