/** Hindi for the care journal's privacy messages (see messages.hi.ts). */
export const careJournalPrivacyMessagesHi: Readonly<Record<string, string>> = {
  'Care data erased; bookings and payment records are kept as the law requires':
    'देखभाल का डेटा मिटा दिया गया; बुकिंग और भुगतान के रिकॉर्ड क़ानून के अनुसार रखे गए हैं',
};
