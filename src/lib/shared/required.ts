/**
 * Narrows a value the content model guarantees (validation ran before the build) but GraphQL
 * types as nullable, failing loudly if that guarantee is ever broken.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}; the content check should have caught this`)
  return value
}
