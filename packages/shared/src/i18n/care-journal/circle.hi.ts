/** Hindi for the care journal's circle messages (see messages.hi.ts). */
export const careJournalCircleMessagesHi: Readonly<Record<string, string>> = {};
