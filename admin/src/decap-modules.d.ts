/** Decap's own front-matter format (decap-cms-core/src/formats/frontmatter.ts), which it ships without types. */
declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export const FrontmatterInfer: {
    fromFile: (content: string) => Record<string, unknown>
    toFile: (data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>) => string
  }
}

/** Decap's own YAML format (decap-cms-core/src/formats/yaml.ts). */
declare module 'decap-cms-core/dist/esm/formats/yaml' {
  const yamlFormat: {
    fromFile: (content: string) => Record<string, unknown>
    toFile: (data: object, sortedKeys?: string[], comments?: Record<string, string>) => string
  }
  export default yamlFormat
}

/** Decap's store (decap-cms-core/src/redux/index.ts), which its own components read and change. */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState: () => unknown
    subscribe: (listener: () => void) => () => void
    dispatch: (action: unknown) => unknown
  }
}

/** Decap's change of a field of the entry being edited (decap-cms-core/src/actions/entries.ts). */
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export const DRAFT_CHANGE_FIELD: string
  /** The local backup Decap offers (its state's entryDraft.localBackup), made the open entry's draft. */
  export function loadLocalBackup(): { type: string }
  /** Writes `entry` as the local backup of its entry (a thunk: the store runs it). */
  export function persistLocalBackup(entry: unknown, collection: unknown): unknown
  /** Deletes the local backup of the entry `slug` of `collection` (a thunk: the store runs it). */
  export function deleteLocalBackup(collection: unknown, slug: unknown): unknown
  export function changeDraftField(change: {
    field: unknown
    value: unknown
    metadata: Record<string, unknown>
    entries: unknown[]
    i18n?: { currentLocale: string; defaultLocale: string; locales: string[] }
  }): unknown
}

/** Decap's notices (decap-cms-core/src/actions/notifications.ts). */
declare module 'decap-cms-core/dist/esm/actions/notifications' {
  export const NOTIFICATION_SEND: string
  export const NOTIFICATION_DISMISS: string
}

/** The serializer of Decap's rich text editor (decap-cms-widget-markdown/src/serializers), which the tests use to see what it stores. */
declare module 'decap-cms-widget-markdown/dist/esm/serializers' {
  export function slateToMarkdown(value: unknown, options: object): string
}

/** Decap's history of the admin's screens (decap-cms-core/src/routing/history.ts: the history package's hash history). */
declare module 'decap-cms-core/dist/esm/routing/history' {
  export const history: {
    push: (...args: unknown[]) => void
    replace: (...args: unknown[]) => void
    /** The address of a screen: `#/…` in a hash history. */
    createHref: (location: { pathname: string }) => string
  }
}
