/** Hindi for the care journal's privacy messages (see messages.hi.ts). */
export const careJournalPrivacyMessagesHi: Readonly<Record<string, string>> = {};
