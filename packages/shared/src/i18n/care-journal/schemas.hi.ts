/** Hindi for the care journal's field checks and access refusals (see messages.hi.ts). */
export const careJournalSchemaMessagesHi: Readonly<Record<string, string>> = {
  'A meal note is too long (at most 200 characters)':
    'खाने का नोट बहुत लंबा है (ज़्यादा से ज़्यादा 200 अक्षर)',
  'A medicine note is too long (at most 200 characters)':
    'दवा का नोट बहुत लंबा है (ज़्यादा से ज़्यादा 200 अक्षर)',
  'Choose breakfast, lunch, dinner or snack': 'नाश्ता, दोपहर का खाना, रात का खाना या हल्का नाश्ता चुनें',
  'Choose how much they ate': 'चुनें कि उन्होंने कितना खाया',
  'Say whether the medicine was given': 'बताएँ कि दवा दी गई या नहीं',
  'Blood pressure (upper) must be between 60 and 260 mmHg':
    'ब्लड प्रेशर (ऊपर वाला) 60 से 260 mmHg के बीच होना चाहिए',
  'Blood pressure (lower) must be between 30 and 160 mmHg':
    'ब्लड प्रेशर (नीचे वाला) 30 से 160 mmHg के बीच होना चाहिए',
  'Blood sugar must be between 20 and 600 mg/dL': 'ब्लड शुगर 20 से 600 mg/dL के बीच होनी चाहिए',
  'Temperature must be between 32 and 43 °C': 'तापमान 32 से 43 °C के बीच होना चाहिए',
  'Pulse must be between 30 and 220 a minute': 'नब्ज़ 30 से 220 प्रति मिनट के बीच होनी चाहिए',
  'Give both blood pressure numbers, upper and lower':
    'ब्लड प्रेशर के दोनों नंबर डालें, ऊपर वाला और नीचे वाला',
  'The upper blood pressure number must be above the lower one':
    'ब्लड प्रेशर का ऊपर वाला नंबर नीचे वाले से ज़्यादा होना चाहिए',
  'At most 6 meals in one entry': 'एक एंट्री में ज़्यादा से ज़्यादा 6 बार का खाना',
  'At most 40 medicines in one entry': 'एक एंट्री में ज़्यादा से ज़्यादा 40 दवाएँ',
  'A medicine is listed twice for the same time': 'एक ही समय के लिए एक दवा दो बार लिखी है',
  'Choose a mood': 'मूड चुनें',
  'An activity is empty': 'एक गतिविधि ख़ाली है',
  'An activity is too long (at most 120 characters)':
    'एक गतिविधि बहुत लंबी है (ज़्यादा से ज़्यादा 120 अक्षर)',
  'At most 10 activities in one entry': 'एक एंट्री में ज़्यादा से ज़्यादा 10 गतिविधियाँ',
  'At most 3 photos in one entry': 'एक एंट्री में ज़्यादा से ज़्यादा 3 फ़ोटो',
  'A photo is attached twice': 'एक फ़ोटो दो बार लगाई गई है',
  'Give the reason for reading this care record (at least 10 characters)':
    'यह देखभाल रिकॉर्ड पढ़ने का कारण लिखें (कम से कम 10 अक्षर)',
  'The reason is too long (at most 300 characters)': 'कारण बहुत लंबा है (ज़्यादा से ज़्यादा 300 अक्षर)',
  'Accept the booking to use its care journal': 'देखभाल डायरी इस्तेमाल करने के लिए पहले बुकिंग स्वीकार करें',
  'The care journal is open only while the care is accepted or under way':
    'देखभाल डायरी सिर्फ़ तब खुली रहती है जब बुकिंग स्वीकार हो चुकी हो या देखभाल चल रही हो',
};
