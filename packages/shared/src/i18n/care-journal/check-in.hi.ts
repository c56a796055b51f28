/** Hindi for the care journal's check-in messages (see messages.hi.ts). */
export const careJournalCheckInMessagesHi: Readonly<Record<string, string>> = {
  'Checked in': 'चेक-इन हो गया',
  'Checked out': 'चेक-आउट हो गया',
  "Accept the booking first, then check in with the family's code.":
    'पहले बुकिंग स्वीकार करें, फिर परिवार के कोड से चेक-इन करें।',
  'This booking is complete: there are no more check-ins or check-outs.':
    'यह बुकिंग पूरी हो चुकी है: अब कोई चेक-इन या चेक-आउट नहीं है।',
  'This booking is no longer going ahead, so there is nothing to check in or out of.':
    'यह बुकिंग अब आगे नहीं बढ़ रही, इसलिए चेक-इन या चेक-आउट करने को कुछ नहीं है।',
  'This booking starts on {0}; check in on that day, when you arrive.':
    'यह बुकिंग {0} को शुरू होती है; उसी दिन पहुँचने पर चेक-इन करें।',
  'This booking ended on {0}; there are no more days to check in or out.':
    'यह बुकिंग {0} को ख़त्म हो गई; अब चेक-इन या चेक-आउट के लिए कोई दिन नहीं बचा।',
  'That is not the start code. Ask the family for the start code shown in their bookings ({0} try left).':
    'यह स्टार्ट कोड नहीं है। परिवार से उनकी बुकिंग में दिखा स्टार्ट कोड पूछें ({0} कोशिश बाकी)।',
  'That is not the start code. Ask the family for the start code shown in their bookings ({0} tries left).':
    'यह स्टार्ट कोड नहीं है। परिवार से उनकी बुकिंग में दिखा स्टार्ट कोड पूछें ({0} कोशिशें बाकी)।',
  "That is not today's check-in code. Ask the family for the check-in code for {0} ({1} try left).":
    'यह आज का चेक-इन कोड नहीं है। परिवार से {0} का चेक-इन कोड पूछें ({1} कोशिश बाकी)।',
  "That is not today's check-in code. Ask the family for the check-in code for {0} ({1} tries left).":
    'यह आज का चेक-इन कोड नहीं है। परिवार से {0} का चेक-इन कोड पूछें ({1} कोशिशें बाकी)।',
  "That is not today's check-out code. Ask the family for the check-out code for {0} ({1} try left).":
    'यह आज का चेक-आउट कोड नहीं है। परिवार से {0} का चेक-आउट कोड पूछें ({1} कोशिश बाकी)।',
  "That is not today's check-out code. Ask the family for the check-out code for {0} ({1} tries left).":
    'यह आज का चेक-आउट कोड नहीं है। परिवार से {0} का चेक-आउट कोड पूछें ({1} कोशिशें बाकी)।',
  'You have already checked in today.': 'आप आज पहले ही चेक-इन कर चुके हैं।',
  'You have already checked out today.': 'आप आज पहले ही चेक-आउट कर चुके हैं।',
  "Check in first: a day's check-out comes after its check-in.":
    'पहले चेक-इन करें: किसी दिन का चेक-आउट उसके चेक-इन के बाद ही होता है।',

  // The missed check-in alert and the evening digest (SMS, and the family's bell).
  'CareConnect: {0} has not checked in for {1} today, {2}. Please call them; our support team can help.':
    'CareConnect: {0} ने आज, {2}, {1} के लिए चेक-इन नहीं किया है। कृपया उन्हें फ़ोन करें; हमारी सहायता टीम मदद कर सकती है।',
  'CareConnect alert: no check-in by {0} from {1} for {2}, {3} (booking {4}). The family has been told.':
    'CareConnect अलर्ट: {3} को {0} तक {1} ने {2} के लिए चेक-इन नहीं किया (बुकिंग {4})। परिवार को बता दिया गया है।',
  'CareConnect, {0}: no check-in today for {1} by {2}.':
    'CareConnect, {0}: आज {2} ने {1} के लिए चेक-इन नहीं किया।',
  'CareConnect, {0}: {1} with {2}. In {3}, out {4}. Meals: {5}. Medicines: {6}. Mood: {7}. Photos: {8}.':
    'CareConnect, {0}: {1}, {2} के साथ। आने का समय {3}, जाने का {4}। खाना: {5}। दवाएँ: {6}। मूड: {7}। फ़ोटो: {8}।',
  'not yet': 'अभी नहीं',
  'none noted': 'कुछ नहीं लिखा गया',
  'none listed': 'कोई दवा नहीं लिखी गई',
  'not noted': 'नहीं लिखा गया',
  '{0} of {1} given': '{1} में से {0} दी गईं',
  happy: 'ख़ुश',
  calm: 'शांत',
  tired: 'थके हुए',
  anxious: 'बेचैन',
  sad: 'उदास',
  unwell: 'तबीयत ठीक नहीं',
};
