/**
 * A text's sentences, split after a full stop, exclamation mark or question mark, Latin or Arabic
 * (`؟`), followed by a space: "Master Your Money. Secure Your Future." → two sentences.
 */
export const sentences = (text: string): string[] => text.split(/(?<=[.!?؟])\s+/u)
