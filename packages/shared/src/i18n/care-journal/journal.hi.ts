/** Hindi for the care journal's journal messages (see messages.hi.ts). */
export const careJournalJournalMessagesHi: Readonly<Record<string, string>> = {};
