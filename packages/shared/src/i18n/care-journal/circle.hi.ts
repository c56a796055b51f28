/** Hindi for the care journal's circle messages (see messages.hi.ts). */
export const careJournalCircleMessagesHi: Readonly<Record<string, string>> = {
  'Invitation sent': 'न्योता भेज दिया गया',
  'Removed from the circle': 'परिवार के घेरे से हटा दिया गया',
  'Circle member not found': 'परिवार के घेरे में यह व्यक्ति नहीं मिला',
  'That is your own number': 'यह तो आपका अपना नंबर है',
  'This number is already invited to follow them': 'यह नंबर पहले से ही उन्हें फ़ॉलो करने के लिए बुलाया गया है',
  'At most {0} relatives can follow one person; remove someone first':
    'एक व्यक्ति को ज़्यादा से ज़्यादा {0} रिश्तेदार फ़ॉलो कर सकते हैं; पहले किसी को हटाएँ',
};
