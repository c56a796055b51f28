/** Hindi for the care journal's check-in messages (see messages.hi.ts). */
export const careJournalCheckInMessagesHi: Readonly<Record<string, string>> = {};
