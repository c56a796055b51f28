/** Hindi for the care journal's journal messages (see messages.hi.ts). */
export const careJournalJournalMessagesHi: Readonly<Record<string, string>> = {
  'Check in first: the journal starts when the care starts':
    'पहले चेक-इन करें: डायरी देखभाल शुरू होने पर शुरू होती है',
  '{0} is not a day of this booking, which runs from {1} to {2}':
    '{0} इस बुकिंग का दिन नहीं है, बुकिंग {1} से {2} तक है',
  '{0} has not come yet: write the entry on the day (today is {1})':
    '{0} अभी आया नहीं है: एंट्री उसी दिन लिखें (आज {1} है)',
  'A medicine in this entry is not a medicine in the care profile. Reload the form and try again.':
    'इस एंट्री की एक दवा देखभाल प्रोफ़ाइल में नहीं है। फ़ॉर्म दोबारा खोलें और फिर कोशिश करें।',
  'A photo was not uploaded for this booking, or is already in another entry. Upload it again.':
    'एक फ़ोटो इस बुकिंग के लिए अपलोड नहीं हुई थी, या पहले से किसी दूसरी एंट्री में है। उसे फिर से अपलोड करें।',
  'At most {0} photos may wait for an entry: save the entry, or wait a day for unused photos to be cleared':
    'ज़्यादा से ज़्यादा {0} फ़ोटो एंट्री का इंतज़ार कर सकती हैं: एंट्री सेव करें, या बिना इस्तेमाल की फ़ोटो हटने के लिए एक दिन रुकें',
  'Entries can be corrected for 24 hours after writing them':
    'एंट्री लिखने के बाद 24 घंटे तक ही उसे सुधारा जा सकता है',
  'Journal entry not found': 'डायरी की एंट्री नहीं मिली',
  'This photo link is not valid': 'यह फ़ोटो लिंक सही नहीं है',
  'This photo link has expired: open the journal again to see the photo':
    'इस फ़ोटो लिंक की समय-सीमा ख़त्म हो गई है: फ़ोटो देखने के लिए डायरी फिर से खोलें',
  'This file is not an image: choose a JPEG, PNG or WebP photo':
    'यह फ़ाइल फ़ोटो नहीं है: JPEG, PNG या WebP फ़ोटो चुनें',
  'This photo could not be read as an image. Try another photo.':
    'यह फ़ोटो पढ़ी नहीं जा सकी। कोई दूसरी फ़ोटो आज़माएँ।',
  'Choose a photo to upload': 'अपलोड करने के लिए फ़ोटो चुनें',
  'Journal entry saved': 'डायरी की एंट्री सेव हो गई',
  'Journal entry corrected': 'डायरी की एंट्री सुधार दी गई',
  'Photo uploaded': 'फ़ोटो अपलोड हो गई',
};
