/**
 * The texts a booking's change or a money event sends (SMS and the bell in the app), in Hindi,
 * keyed by their English words as `messages.hi.ts` is. Text messages leave in English, the words
 * registered for India's DLT templates; the bell shows these to a reader who chose Hindi. A
 * name, a service or a reason the family typed is a value and stays as it was written.
 */
export const notificationsHi: Readonly<Record<string, string>> = {
  'New request on CareConnect: {0} for {1}, {2}. Open your dashboard to accept or decline.':
    'CareConnect पर नया अनुरोध: {1} के लिए {0}, {2}। स्वीकार या अस्वीकार करने के लिए अपना डैशबोर्ड खोलें।',
  '{0} accepted your CareConnect booking of {1} for {2}, {3}. Your start code is in My Bookings.':
    '{0} ने {2} के लिए {1} की आपकी CareConnect बुकिंग ({3}) स्वीकार कर ली है। आपका स्टार्ट कोड "मेरी बुकिंग" में है।',
  '{0} could not take your CareConnect booking of {1}, {2}. {3}':
    '{0} आपकी {1} की CareConnect बुकिंग ({2}) नहीं ले सके। {3}',
  '{0} has arrived and started {1} for {2}. - CareConnect':
    '{0} पहुँच गए हैं और उन्होंने {2} के लिए {1} शुरू कर दी है। - CareConnect',
  '{0} for {1} is complete. Please rate {2} in My Bookings on CareConnect.':
    '{1} के लिए {0} पूरी हो गई है। कृपया CareConnect पर "मेरी बुकिंग" में {2} को रेटिंग दें।',
  '{0} cancelled your CareConnect booking of {1}, {2}: {3}. {4}':
    '{0} ने आपकी {1} की CareConnect बुकिंग ({2}) रद्द कर दी: {3}। {4}',
  '{0} from {1} will care for {2}, {3}. Phone: {4}.':
    '{1} की ओर से {0} {2} की देखभाल करेंगे ({3})। फ़ोन: {4}।',
  '{0} cancelled the CareConnect booking of {1} for {2}, {3}. Those days are free again.':
    '{0} ने {2} के लिए {1} की CareConnect बुकिंग ({3}) रद्द कर दी है। वे दिन अब फिर से ख़ाली हैं।',
  'You cancelled your CareConnect booking of {0}, {1}. {2}':
    'आपने {0} की अपनी CareConnect बुकिंग ({1}) रद्द कर दी है। {2}',
  'Your CareConnect booking of {0}, {1} has expired: {2}. {3}':
    '{0} की आपकी CareConnect बुकिंग ({1}) एक्सपायर हो गई है: {2}। {3}',
  'CareConnect refunded {0} of your booking of {1}, {2}, to your wallet: {3}.':
    'CareConnect ने {1} की आपकी बुकिंग ({2}) के {0} आपके वॉलेट में लौटा दिए हैं: {3}।',
  'CareConnect refunded {0} for the booking of {1}, {2}: {3}. {4} of its earning was taken back from your available balance.':
    'CareConnect ने {1} की बुकिंग ({2}) के लिए {0} को रिफ़ंड दिया: {3}। इसकी कमाई में से {4} आपके उपलब्ध बैलेंस से वापस ले लिए गए।',
  '{0} is back in your CareConnect wallet.': '{0} आपके CareConnect वॉलेट में वापस आ गए हैं।',
  'No refund is due under the cancellation policy.': 'रद्द करने की नीति के तहत कोई रिफ़ंड नहीं बनता।',
  'no reason given': 'कोई कारण नहीं बताया गया',
  'A carer': 'एक केयरगिवर',
  'see My Bookings': '"मेरी बुकिंग" में देखें',
  'it was not confirmed in time': 'समय पर उसकी पुष्टि नहीं हुई',
  'a refund by our support team': 'हमारी सहायता टीम ने रिफ़ंड किया',
  'The family': 'परिवार',

  'We received your CareConnect payment of {0}, but could not book: {1}. The money is in your wallet; choose other dates or withdraw it.':
    'हमें आपका {0} का CareConnect भुगतान मिल गया, पर बुकिंग नहीं हो सकी: {1}। पैसे आपके वॉलेट में हैं; दूसरी तारीख़ें चुनें या पैसे निकाल लें।',
  'the dates are no longer free': 'वे तारीख़ें अब ख़ाली नहीं हैं',
  'CareConnect paid {0} to {1}.': 'CareConnect ने {1} में {0} भेज दिए।',
  'your account': 'आपके खाते',
  'Your CareConnect payout of {0} did not go through: {1}. The money is back in your available earnings; check your payout details and try again.':
    'आपका {0} का CareConnect पेआउट नहीं हो सका: {1}। पैसे आपकी उपलब्ध कमाई में वापस आ गए हैं; अपने पेआउट की जानकारी जाँचें और फिर कोशिश करें।',
  'Your CareConnect payout of {0} did not go through. The money is back in your available earnings; check your payout details and try again.':
    'आपका {0} का CareConnect पेआउट नहीं हो सका। पैसे आपकी उपलब्ध कमाई में वापस आ गए हैं; अपने पेआउट की जानकारी जाँचें और फिर कोशिश करें।',
  'CareConnect refunded {0} from your wallet to your original payment. Banks take 5-7 working days to show it.':
    'CareConnect ने आपके वॉलेट से {0} आपके मूल भुगतान माध्यम में लौटा दिए हैं। बैंक में दिखने में 5-7 कामकाजी दिन लगते हैं।',
  'Your CareConnect withdrawal of {0} could not be refunded: {1}. The money is back in your wallet.':
    'आपकी {0} की CareConnect निकासी वापस नहीं भेजी जा सकी: {1}। पैसे आपके वॉलेट में वापस आ गए हैं।',
  'Your CareConnect withdrawal of {0} could not be refunded. The money is back in your wallet.':
    'आपकी {0} की CareConnect निकासी वापस नहीं भेजी जा सकी। पैसे आपके वॉलेट में वापस आ गए हैं।',
  // The operator console (issue 12/14), bookings and people: an operator's cancel, a suspension.
  'CareConnect cancelled your booking of {0}, {1}: {2}. {3}':
    'CareConnect ने {0} की आपकी बुकिंग ({1}) रद्द कर दी: {2}। {3}',
  'CareConnect cancelled the booking of {0} for {1}, {2}: {3}. Those days are free again.':
    'CareConnect ने {1} के लिए {0} की बुकिंग ({2}) रद्द कर दी: {3}। वे दिन अब फिर से ख़ाली हैं।',
  'a decision by our support team': 'हमारी सहायता टीम का फ़ैसला',
  'Your CareConnect account is suspended: {0}. You can still sign in to see your bookings and wallet, but cannot book. Please contact support.':
    'आपका CareConnect खाता निलंबित कर दिया गया है: {0}। आप अब भी साइन इन करके अपनी बुकिंग और वॉलेट देख सकते हैं, पर बुकिंग नहीं कर सकते। कृपया सहायता टीम से संपर्क करें।',
  'Your CareConnect account is active again. You can book care as before.':
    'आपका CareConnect खाता फिर से सक्रिय है। आप पहले की तरह देखभाल बुक कर सकते हैं।',
  'Your CareConnect account is suspended: {0}. Families cannot find or book you until it is lifted. Please contact support.':
    'आपका CareConnect खाता निलंबित कर दिया गया है: {0}। निलंबन हटने तक परिवार आपको न ढूँढ सकते हैं, न बुक कर सकते हैं। कृपया सहायता टीम से संपर्क करें।',
  'Your CareConnect account is active again. Families can find and book you while you are online.':
    'आपका CareConnect खाता फिर से सक्रिय है। जब आप ऑनलाइन हों, परिवार आपको ढूँढ और बुक कर सकते हैं।',
  // The operator's verification decision, told to the seller (issue 12/14).
  'Your CareConnect profile is verified. Families can now find and book you while you are online.':
    'आपकी CareConnect प्रोफ़ाइल सत्यापित हो गई है। अब जब आप ऑनलाइन हों, परिवार आपको ढूँढकर बुक कर सकते हैं।',
  'CareConnect could not verify your profile: {0}. Please correct this in your dashboard and submit again.':
    'CareConnect आपकी प्रोफ़ाइल सत्यापित नहीं कर सका: {0}। कृपया अपने डैशबोर्ड में इसे ठीक करके दोबारा भेजें।',
  'your details need another look': 'आपकी जानकारी दोबारा देखनी होगी',
};
