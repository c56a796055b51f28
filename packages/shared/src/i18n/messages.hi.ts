import { careJournalCheckInMessagesHi } from './care-journal/check-in.hi.ts';
import { careJournalCircleMessagesHi } from './care-journal/circle.hi.ts';
import { careJournalJournalMessagesHi } from './care-journal/journal.hi.ts';
import { careJournalPrivacyMessagesHi } from './care-journal/privacy.hi.ts';
import { careJournalSchemaMessagesHi } from './care-journal/schemas.hi.ts';

/**
 * What the API says, in Hindi, keyed by its English words (see translate.ts): refusals, field
 * messages of the shared schemas and the messages of successful calls. `{0}`, `{1}` … stand for
 * the values the English carries, in its order. The spec's own messages are in spec.hi.ts.
 */
export const messagesHi: Readonly<Record<string, string>> = {
  // Shared field checks: money, ids, dates, paging, Idempotency-Key
  'This amount is too large': 'यह रक़म बहुत बड़ी है',
  'Enter an amount in rupees with at most two decimals':
    'रक़म रुपये में डालें, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक',
  'Contains a character that is not allowed (NUL)': 'इसमें ऐसा अक्षर है जिसकी अनुमति नहीं है (NUL)',
  'Invalid id': 'ID सही नहीं है',
  'Use a date as YYYY-MM-DD': 'कोई सही तारीख़ चुनें',
  'page must be 1 or more': 'page 1 या उससे ज़्यादा होना चाहिए',
  'page must be a whole number': 'page पूरी संख्या होनी चाहिए',
  'limit must be 1 or more': 'limit 1 या उससे ज़्यादा होनी चाहिए',
  'limit must be a whole number': 'limit पूरी संख्या होनी चाहिए',
  'The Idempotency-Key may use letters, digits and . _ : -':
    'Idempotency-Key में सिर्फ़ अक्षर, अंक और . _ : - हो सकते हैं',
  'The Idempotency-Key must be 8 to 100 characters': 'Idempotency-Key 8 से 100 अक्षरों की होनी चाहिए',
  'Send an Idempotency-Key header': 'Idempotency-Key हेडर भेजें',

  // Sign-in
  'userType must be Customer, Provider, Company or Admin':
    'userType Customer, Provider, Company या Admin होना चाहिए',
  'Enter a valid 10-digit Indian mobile number': 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'Please enter mobile number': 'कृपया मोबाइल नंबर डालें',
  'Enter all 6 digits': 'सभी 6 अंक डालें',
  'refreshToken is required': 'refreshToken ज़रूरी है',

  // Profile and family members
  'Please select a gender': 'कृपया लिंग चुनें',
  'Enter a valid 6-digit pincode': 'सही 6 अंकों का पिनकोड डालें',
  'Name is too long': 'नाम बहुत लंबा है',
  'Name is required': 'नाम डालना ज़रूरी है',
  'Enter a valid date of birth': 'सही जन्म तिथि डालें',
  'Enter a valid email': 'सही ईमेल डालें',
  'Email is too long': 'ईमेल बहुत लंबा है',
  'Address is too long': 'पता बहुत लंबा है',
  'Address is required': 'पता डालना ज़रूरी है',
  'Age must be between 1 and 120': 'उम्र 1 से 120 वर्ष के बीच होनी चाहिए',
  'Age must be a whole number': 'उम्र पूरे वर्षों में डालें',
  'Relation is too long': 'रिश्ता बहुत लंबा है',
  'Relation is required': 'रिश्ता डालना ज़रूरी है',
  'Note is too long': 'नोट बहुत लंबा है',

  // Listings
  'search is too long': 'search बहुत लंबा है',
  'sort must be one of: {0}': 'sort इनमें से एक होना चाहिए: {0}',
  'Enter your PIN code to sort by distance': 'दूरी के हिसाब से देखने के लिए अपना पिन कोड डालें',
  'Choose both dates to see who is free': 'कौन खाली है, यह देखने के लिए दोनों तारीख़ें चुनें',
  'Start date cannot be before today': 'शुरू की तारीख़ आज से पहले की नहीं हो सकती',
  'End date cannot be before the start date': 'आख़िरी तारीख़ शुरू की तारीख़ से पहले की नहीं हो सकती',
  'Choose at most {0} days': 'ज़्यादा से ज़्यादा {0} दिन चुनें',

  // Content
  'Invalid blog address': 'ब्लॉग का पता सही नहीं है',
  'Not a cover': 'यह कवर इमेज नहीं है',

  // Bookings: fields
  'The name is too long': 'नाम बहुत लंबा है',
  'Enter the name of the person who will come': 'जो व्यक्ति जाएगा, उसका नाम डालें',
  'Enter the 6-digit code from the family': 'परिवार से मिला 6 अंकों का कोड डालें',
  'limit must be at most 100': 'limit ज़्यादा से ज़्यादा 100 हो सकती है',
  'Choose a rating from 1 to 5 stars': '1 से 5 स्टार तक रेटिंग चुनें',
  'Keep the review under 1000 characters': 'समीक्षा 1000 अक्षरों से कम रखें',
  'Keep the reason under 500 characters': 'वजह 500 अक्षरों से कम रखें',
  'Tell the family why you are cancelling (at least 5 characters)':
    'परिवार को बताएँ कि आप बुकिंग क्यों रद्द कर रहे हैं (कम से कम 5 अक्षर)',
  'Tell the family why you are cancelling': 'परिवार को बताएँ कि आप बुकिंग क्यों रद्द कर रहे हैं',

  // Payments: fields
  'Choose one service: send companySvcId or providerSvcId':
    'एक सेवा चुनें: companySvcId या providerSvcId भेजें',
  'amount must be whole paise': 'amount पूरे पैसों में होना चाहिए',
  'Invalid payment signature': 'भुगतान का सिग्नेचर सही नहीं है',
  'amount must be positive': 'amount शून्य से ज़्यादा होना चाहिए',
  'Enter an amount above ₹0': '₹0 से ज़्यादा रक़म डालें',

  // Registration
  'Pincode is required': 'पिनकोड डालना ज़रूरी है',
  'Date of birth is required': 'जन्म तिथि डालना ज़रूरी है',
  'You must be at least {0} years old to register':
    'रजिस्टर करने के लिए आपकी उम्र कम से कम {0} साल होनी चाहिए',
  'Enter a valid 15-character GSTIN': 'सही 15 अक्षरों का GSTIN डालें',
  'Company name is too long': 'कंपनी का नाम बहुत लंबा है',
  'Company name is required': 'कंपनी का नाम डालना ज़रूरी है',

  // Operator: verification
  'type must be Provider or Company': 'type Provider या Company होना चाहिए',
  'page is too large': 'page बहुत बड़ा है',
  'limit must be at most {0}': 'limit ज़्यादा से ज़्यादा {0} हो सकती है',
  'The reason must be at most {0} characters': 'कारण ज़्यादा से ज़्यादा {0} अक्षरों का हो सकता है',
  'The reason must be at least {0} characters': 'कारण कम से कम {0} अक्षरों का होना चाहिए',
  'Give the reason for rejecting': 'अस्वीकार करने का कारण बताएँ',
  'Say which submission you reviewed': 'बताएँ कि आपने कौन-सा सबमिशन जाँचा है',
  'The note must be at most {0} characters': 'नोट ज़्यादा से ज़्यादा {0} अक्षरों का हो सकता है',

  // Services and prices
  'The price per day can be at most {0}': 'प्रतिदिन की क़ीमत ज़्यादा से ज़्यादा {0} हो सकती है',
  'The price per day must be at least {0}': 'प्रतिदिन की क़ीमत कम से कम {0} होनी चाहिए',
  'Enter the price per day in whole rupees': 'प्रतिदिन की क़ीमत पूरे रुपये में डालें',
  'Enter the price per day in rupees': 'प्रतिदिन की क़ीमत रुपये में डालें',
  'Keep the description under {0} characters': 'विवरण {0} अक्षरों से कम रखें',
  'At most {0} families per day': 'एक दिन में ज़्यादा से ज़्यादा {0} परिवार',
  'You must be able to take at least one family per day':
    'आपको एक दिन में कम से कम एक परिवार की देखभाल करनी होगी',
  'Enter a whole number of families': 'परिवारों की संख्या पूरी संख्या में डालें',
  'Enter how many families you can take per day':
    'एक दिन में आप कितने परिवारों की देखभाल कर सकते हैं, यह डालें',
  'Say whether you are online (true or false)': 'बताएँ कि आप ऑनलाइन हैं या नहीं (true या false)',

  // Seller profile
  '{0} is too long (at most {1} characters)': '{0} बहुत लंबा है (ज़्यादा से ज़्यादा {1} अक्षर)',
  'Not a photo': 'यह फ़ोटो नहीं है',

  // Days off and calendar
  'Days off cannot start before today': 'छुट्टी आज से पहले शुरू नहीं हो सकती',
  'The last day off cannot be before the first': 'छुट्टी का आख़िरी दिन पहले दिन से पहले का नहीं हो सकता',
  'Days off can be marked at most 365 days ahead':
    'छुट्टी ज़्यादा से ज़्यादा 365 दिन आगे तक की लगाई जा सकती है',
  'Keep the note under 200 characters': 'नोट 200 अक्षरों से कम रखें',
  'Choose one service: send providerSvcId or companySvcId':
    'एक सेवा चुनें: providerSvcId या companySvcId भेजें',
  '`to` cannot be before `from`': '`to` की तारीख़ `from` से पहले की नहीं हो सकती',
  'Ask for at most {0} days at a time': 'एक बार में ज़्यादा से ज़्यादा {0} दिनों की जानकारी माँगें',

  // Notifications
  'Mark at most 100 at a time': 'एक बार में ज़्यादा से ज़्यादा 100 सूचनाओं को पढ़ा हुआ मानें',
  'Name at least one notification': 'कम से कम एक सूचना बताएँ',
  'Send { ids: [...] } or { all: true }': '{ ids: [...] } या { all: true } भेजें',

  // Earnings: payout details
  'Use only letters, spaces and dots in the account holder name':
    'खाताधारक के नाम में सिर्फ़ अक्षर, स्पेस और बिंदु (.) लिखें',
  'Enter the name on the bank account': 'बैंक खाते पर लिखा नाम डालें',
  'Enter the account number: 9 to 18 digits': 'खाता नंबर डालें: 9 से 18 अंक',
  'Enter a valid IFSC, such as HDFC0001234': 'सही IFSC कोड डालें, जैसे HDFC0001234',
  'Enter a valid UPI id, such as name@okaxis': 'सही UPI आईडी डालें, जैसे name@okaxis',
  'Use a month as YYYY-MM': 'महीना YYYY-MM के रूप में डालें',

  // Operator refunds: fields
  'Keep the reason under 300 characters': 'कारण 300 अक्षरों से कम रखें',
  'Say why the family is refunded, in at least 5 characters':
    'परिवार को रिफ़ंड क्यों दिया जा रहा है, यह कम से कम 5 अक्षरों में बताएँ',
  'Say why the family is refunded': 'परिवार को रिफ़ंड क्यों दिया जा रहा है, यह बताएँ',

  // Places
  '{0} must be a number': '{0} एक संख्या होनी चाहिए',

  // Assistant
  'role must be user or assistant': 'role user या assistant होना चाहिए',
  'Keep each message under {0} characters': 'हर संदेश {0} अक्षरों से कम रखें',
  'This conversation is too long for the assistant to follow. Start a new one.':
    'यह बातचीत असिस्टेंट के समझने के लिए बहुत लंबी हो गई है। नई बातचीत शुरू करें।',
  'Send at least one message': 'कम से कम एक संदेश भेजें',
  "The last message must be the person's": 'आख़िरी संदेश उपयोगकर्ता का होना चाहिए',
  'Type or say something to ask the assistant': 'असिस्टेंट से पूछने के लिए कुछ लिखें या बोलें',

  // General refusals
  '{0} not found': '{0} नहीं मिला',
  'Please sign in again': 'कृपया फिर से साइन इन करें',
  'You are not allowed to do this': 'आपको यह करने की अनुमति नहीं है',
  'Invalid token': 'टोकन सही नहीं है',
  'Your session has expired. Please sign in again.':
    'आपका सेशन एक्सपायर हो गया है। कृपया फिर से साइन इन करें।',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'This is for {0} accounts only': 'यह सिर्फ़ {0} खातों के लिए है',
  'The text contains a character that is not allowed': 'टेक्स्ट में ऐसा अक्षर है जिसकी अनुमति नहीं है',
  'This already exists': 'यह पहले से मौजूद है',
  'Those dates are no longer available': 'ये तारीख़ें अब उपलब्ध नहीं हैं',
  'A related record is missing or in use': 'इससे जुड़ा कोई रिकॉर्ड मौजूद नहीं है या इस्तेमाल में है',
  'The values break a rule': 'दी गई जानकारी किसी नियम के ख़िलाफ़ है',
  'A value has the wrong format': 'कोई मान ग़लत फ़ॉर्मैट में है',
  'A date has the wrong format': 'कोई तारीख़ ग़लत फ़ॉर्मैट में है',
  'A date is out of range': 'कोई तारीख़ मान्य सीमा से बाहर है',
  'A number is out of range': 'कोई संख्या मान्य सीमा से बाहर है',
  'This was changed at the same moment. Please try again.':
    'इसी समय इसमें कोई और बदलाव भी हुआ। कृपया दोबारा कोशिश करें।',
  'We lost touch with our database for a moment. Please try again.':
    'कुछ पल के लिए हमारे डेटाबेस से संपर्क टूट गया। कृपया दोबारा कोशिश करें।',
  'Our database is not answering right now. Please try again in a moment.':
    'हमारा डेटाबेस अभी जवाब नहीं दे रहा है। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'Our database cannot be reached right now. Please try again in a moment.':
    'अभी हमारे डेटाबेस से संपर्क नहीं हो पा रहा है। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'This server is restarting. Please try again in a moment.':
    'यह सर्वर दोबारा शुरू हो रहा है। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।',
  'No such endpoint: {0} {1}': 'ऐसा कोई endpoint नहीं है: {0} {1}',
  'This address is not valid': 'यह पता सही नहीं है',
  'This request is not valid': 'यह अनुरोध सही नहीं है',
  'Invalid request': 'अनुरोध सही नहीं है',
  'Invalid value': 'यह मान सही नहीं है',
  'Request body is too large': 'भेजा गया डेटा बहुत बड़ा है',

  // Rate limits
  '{0} Please try again in {1}.': '{0} कृपया {1} बाद दोबारा कोशिश करें।',
  'You are doing this too often.': 'आप यह बहुत जल्दी-जल्दी कर रहे हैं।',
  'Too many requests from your network.': 'आपके नेटवर्क से बहुत ज़्यादा अनुरोध आ रहे हैं।',
  '{0} second': '{0} सेकंड',
  '{0} seconds': '{0} सेकंड',

  // Forms with files
  'The form has too many fields or files': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड या फ़ाइलें हैं',
  'Send the form as multipart/form-data': 'फ़ॉर्म multipart/form-data के रूप में भेजें',
  'The form data could not be read. Please try again.':
    'फ़ॉर्म की जानकारी पढ़ी नहीं जा सकी। कृपया दोबारा कोशिश करें।',

  // Not found
  'Document not found': 'दस्तावेज़ नहीं मिला',
  'Provider not found': 'सेवा प्रदाता नहीं मिला',
  'Company not found': 'कंपनी नहीं मिली',
  'Day off not found': 'छुट्टी नहीं मिली',
  'Service not found': 'सेवा नहीं मिली',
  'Family member not found': 'परिवार का सदस्य नहीं मिला',
  'Booking not found': 'बुकिंग नहीं मिली',
  'Service category not found': 'सेवा श्रेणी नहीं मिली',
  'Blog post not found': 'ब्लॉग पोस्ट नहीं मिली',
  'Customer not found': 'ग्राहक नहीं मिला',
  'Sandbox not found': 'सैंडबॉक्स नहीं मिला',
  'Payment order not found': 'पेमेंट ऑर्डर नहीं मिला',
  'Webhook not found': 'वेबहुक नहीं मिला',
  'Receipt not found': 'रसीद नहीं मिली',

  // Operator: verification decisions
  'Provider verified': 'सेवा प्रदाता सत्यापित हो गया',
  'Company verified': 'कंपनी सत्यापित हो गई',
  'Provider was already verified': 'सेवा प्रदाता पहले से सत्यापित है',
  'Company was already verified': 'कंपनी पहले से सत्यापित है',
  'Provider rejected': 'सेवा प्रदाता को अस्वीकार कर दिया गया',
  'Company rejected': 'कंपनी को अस्वीकार कर दिया गया',
  'Provider was already rejected for this reason':
    'सेवा प्रदाता को इसी कारण से पहले ही अस्वीकार किया जा चुका है',
  'Company was already rejected for this reason': 'कंपनी को इसी कारण से पहले ही अस्वीकार किया जा चुका है',

  // Days off
  'You are already off on {0}. Remove that first to change it.':
    'आपने {0} की छुट्टी पहले से मार्क की हुई है। इसे बदलने के लिए पहले वह छुट्टी हटाएँ।',
  'Days off saved. Some bookings fall on these days: decline or cancel them.':
    'छुट्टी सहेज ली गई। इन दिनों में कुछ बुकिंग हैं: उन्हें अस्वीकार या रद्द करें।',
  'Days off saved': 'छुट्टी सहेज ली गई',
  'Days off removed': 'छुट्टी हटा दी गई',

  // Bookings: families
  'This service is not taking bookings right now': 'यह सेवा अभी बुकिंग नहीं ले रही है',
  'This caregiver is already booked on some of these dates':
    'यह केयरगिवर इनमें से कुछ तारीख़ों पर पहले से बुक है',
  'Invalid booking amount. Please check your booking details.':
    'बुकिंग की रक़म सही नहीं है। कृपया बुकिंग की जानकारी जाँच लें।',
  'Your wallet has {0}; this booking needs {1}. Please pay to continue.':
    'आपके वॉलेट में {0} हैं; इस बुकिंग के लिए {1} चाहिए। आगे बढ़ने के लिए कृपया भुगतान करें।',
  'You can rate a booking once the care is completed.':
    'देखभाल पूरी होने के बाद ही आप बुकिंग को रेटिंग दे सकते हैं।',
  'You have already reviewed this booking.': 'आप इस बुकिंग की समीक्षा पहले ही कर चुके हैं।',
  'Booking created successfully!': 'बुकिंग सफलतापूर्वक हो गई!',
  'Booking cancelled. {0} has been returned to your wallet.':
    'बुकिंग रद्द हो गई। {0} आपके वॉलेट में वापस आ गए हैं।',
  'Booking cancelled. No refund is due under the cancellation policy.':
    'बुकिंग रद्द हो गई। कैंसलेशन नीति के अनुसार कोई रिफ़ंड नहीं बनता।',
  'Thank you for your review!': 'आपकी समीक्षा के लिए धन्यवाद!',

  // Places
  'We could not find that PIN code. Check the number, or search by your city or area.':
    'हमें यह पिन कोड नहीं मिला। नंबर जाँच लें, या अपने शहर या इलाक़े के नाम से खोजें।',

  // OTP and session
  'Invalid OTP': 'OTP ग़लत है',
  'This number is not registered as an operator': 'यह नंबर ऑपरेटर के रूप में रजिस्टर नहीं है',
  'Please wait {0} seconds before requesting a new OTP': 'नया OTP माँगने से पहले कृपया {0} सेकंड रुकें',
  'Too many OTP requests for this number. Please try again in {0}.':
    'इस नंबर के लिए बहुत ज़्यादा बार OTP माँगा गया है। कृपया {0} बाद दोबारा कोशिश करें।',
  'Too many OTP requests from your network. Please try again later.':
    'आपके नेटवर्क से बहुत ज़्यादा बार OTP माँगा गया है। कृपया कुछ देर बाद दोबारा कोशिश करें।',
  'Failed to send OTP': 'OTP भेजा नहीं जा सका',
  'This OTP has expired. Please request a new one.': 'यह OTP एक्सपायर हो गया है। कृपया नया OTP माँगें।',
  'Too many wrong attempts. Please request a new OTP.':
    'बहुत ज़्यादा बार ग़लत OTP डाला गया। कृपया नया OTP माँगें।',
  'Invalid refresh token': 'रिफ़्रेश टोकन सही नहीं है',
  'Your session has ended. Please sign in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें।',
  'OTP sent successfully': 'OTP सफलतापूर्वक भेज दिया गया',
  'OTP Verified Successfully': 'OTP सफलतापूर्वक सत्यापित हो गया',
  'Logged out successfully': 'आप सफलतापूर्वक लॉग आउट हो गए',

  // Operator refunds
  'This Idempotency-Key already refunded {0}; use a new key for another refund.':
    'इस Idempotency-Key से पहले ही {0} का रिफ़ंड हो चुका है; दूसरे रिफ़ंड के लिए नई key इस्तेमाल करें।',
  'Nothing of this booking is left to refund.': 'इस बुकिंग में रिफ़ंड के लिए कुछ भी बाक़ी नहीं है।',
  'At most {0} of this booking can be refunded.': 'इस बुकिंग का ज़्यादा से ज़्यादा {0} रिफ़ंड हो सकता है।',
  'This refund would take {0} back from the caregiver, who has {1} of earnings not yet paid out. Refund less, or settle the rest with them directly.':
    'इस रिफ़ंड के लिए केयरगिवर से {0} वापस लेने होंगे, जबकि उनकी सिर्फ़ {1} की कमाई का पेआउट अभी बाक़ी है। कम रिफ़ंड करें, या बाक़ी का हिसाब उनसे सीधे कर लें।',
  "{0} refunded to the family's wallet": '{0} परिवार के वॉलेट में रिफ़ंड कर दिए गए',

  // Bookings: caregivers and companies
  'This booking ended on {0}; it can no longer be started.':
    'यह बुकिंग {0} को ख़त्म हो गई; अब इसे शुरू नहीं किया जा सकता।',
  'This booking starts on {0}; start it on that day, when you arrive.':
    'यह बुकिंग {0} को शुरू होती है; उसी दिन पहुँचने पर इसे शुरू करें।',
  'Too many wrong codes. Try again in 15 minutes, or ask the family to check the code in My Bookings.':
    'बहुत ज़्यादा बार ग़लत कोड डाला गया। 15 मिनट बाद दोबारा कोशिश करें, या परिवार से "मेरी बुकिंग" में कोड जाँचने को कहें।',
  'That start code is not right. Ask the family for the start code shown in their bookings ({0} try left).':
    'यह स्टार्ट कोड सही नहीं है। परिवार से उनकी बुकिंग में दिखाया गया स्टार्ट कोड माँगें ({0} कोशिश बाक़ी)।',
  'That start code is not right. Ask the family for the start code shown in their bookings ({0} tries left).':
    'यह स्टार्ट कोड सही नहीं है। परिवार से उनकी बुकिंग में दिखाया गया स्टार्ट कोड माँगें ({0} कोशिशें बाक़ी)।',
  'That end code is not right. Ask the family for the end code shown in their bookings ({0} try left).':
    'यह एंड कोड सही नहीं है। परिवार से उनकी बुकिंग में दिखाया गया एंड कोड माँगें ({0} कोशिश बाक़ी)।',
  'That end code is not right. Ask the family for the end code shown in their bookings ({0} tries left).':
    'यह एंड कोड सही नहीं है। परिवार से उनकी बुकिंग में दिखाया गया एंड कोड माँगें ({0} कोशिशें बाक़ी)।',
  'This request expired: its first day, {0}, has passed.':
    'इस अनुरोध की समय-सीमा निकल गई: इसका पहला दिन, {0}, बीत चुका है।',
  'Booking accepted': 'बुकिंग स्वीकार कर ली गई',
  'Booking declined; the family has been refunded':
    'बुकिंग अस्वीकार कर दी गई; परिवार को रिफ़ंड दे दिया गया है',
  'Booking cancelled; the family has been refunded in full':
    'बुकिंग रद्द कर दी गई; परिवार को पूरा रिफ़ंड दे दिया गया है',
  'Booking started': 'बुकिंग शुरू हो गई',
  'Booking completed': 'बुकिंग पूरी हो गई',
  'Staff can be assigned once the booking is accepted, and until the care is complete':
    'स्टाफ़ बुकिंग स्वीकार होने के बाद और देखभाल पूरी होने तक ही असाइन किया जा सकता है',
  '{0} is assigned. The family has been told who is coming.':
    '{0} को असाइन कर दिया गया है। परिवार को बता दिया गया है कि कौन आ रहा है।',

  // Customer profile and family
  'Profile updated successfully': 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई',
  'You can add up to {0} family members': 'आप परिवार के ज़्यादा से ज़्यादा {0} सदस्य जोड़ सकते हैं',
  'Family member added successfully!': 'परिवार का सदस्य सफलतापूर्वक जुड़ गया!',
  'Family member updated successfully!': 'परिवार के सदस्य की जानकारी सफलतापूर्वक अपडेट हो गई!',
  'Family member deleted successfully!': 'परिवार का सदस्य सफलतापूर्वक हटा दिया गया!',

  // Earnings and payouts
  'A payout is being sent to your current account. Please change it in a minute, once the payout is on its way.':
    'आपके मौजूदा खाते में एक पेआउट भेजा जा रहा है। पेआउट निकल जाने के बाद, एक मिनट में इसे बदलें।',
  'This Idempotency-Key was already used for a payout of {0}':
    'यह Idempotency-Key पहले ही {0} के पेआउट के लिए इस्तेमाल हो चुकी है',
  'Add the bank account or UPI id your payouts go to first.':
    'पहले वह बैंक खाता या UPI ID जोड़ें जिसमें आपके पेआउट जाएँगे।',
  'The smallest payout is {0}.': 'पेआउट कम से कम {0} का होना चाहिए।',
  'You have {0} available to pay out; you can request at most that.':
    'पेआउट के लिए आपके पास {0} उपलब्ध हैं; आप ज़्यादा से ज़्यादा इतना ही माँग सकते हैं।',
  'Invalid webhook signature': 'वेबहुक का सिग्नेचर सही नहीं है',
  'The request body is not valid JSON': 'अनुरोध की body सही JSON नहीं है',
  'The request is too large (at most {0} KB). Send less at once.':
    'अनुरोध बहुत बड़ा है (ज़्यादा से ज़्यादा {0} KB)। एक बार में कम भेजें।',
  'Payout details saved': 'पेआउट की जानकारी सहेज ली गई',
  'The payout did not go through; the money is back in your available earnings':
    'पेआउट नहीं हो सका; पैसे आपकी उपलब्ध कमाई में वापस आ गए हैं',
  'Your payout is on its way': 'आपका पेआउट भेजा जा रहा है',

  // Services and going online
  'Choose a service from the catalog': 'कैटलॉग में से कोई सेवा चुनें',
  'This service was removed; add it again to offer it':
    'यह सेवा हटा दी गई थी; इसे देने के लिए दोबारा जोड़ें',
  'To offer a different service, add it as a new service':
    'कोई दूसरी सेवा देने के लिए उसे नई सेवा के रूप में जोड़ें',
  'Add a service with your price before going online':
    'ऑनलाइन होने से पहले अपनी क़ीमत के साथ कोई सेवा जोड़ें',
  'Service added': 'सेवा जोड़ दी गई',
  'Service updated': 'सेवा अपडेट हो गई',
  'Service removed; your past bookings of it are kept':
    'सेवा हटा दी गई; इसकी आपकी पिछली बुकिंग बनी रहेंगी',
  'Service removed': 'सेवा हटा दी गई',
  'You are online': 'आप ऑनलाइन हैं',
  'You are offline': 'आप ऑफ़लाइन हैं',

  // Payments
  'This order was already paid by another payment':
    'इस ऑर्डर का भुगतान किसी दूसरे पेमेंट से पहले ही हो चुका है',
  'A single payment can be at most {0}. Please book fewer days at a time.':
    'एक बार में ज़्यादा से ज़्यादा {0} का भुगतान हो सकता है। कृपया एक बार में कम दिनों की बुकिंग करें।',
  'Your wallet covers this booking: book it from your wallet.':
    'आपके वॉलेट में इस बुकिंग के लिए काफ़ी पैसे हैं: इसे वॉलेट से ही बुक करें।',
  'Your wallet balance changed; please review the amount and try again':
    'आपके वॉलेट का बैलेंस बदल गया है; कृपया रक़म जाँचकर दोबारा कोशिश करें',
  'The amount does not match the price of this booking': 'रक़म इस बुकिंग की क़ीमत से मेल नहीं खाती',
  'Could not start the payment. Please try again.': 'भुगतान शुरू नहीं हो सका। कृपया दोबारा कोशिश करें।',
  'The payment gateway returned a different amount': 'पेमेंट गेटवे ने कोई दूसरी रक़म बताई',
  'This order is already paid': 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
  'Your card was declined by the bank (test payment)': 'बैंक ने आपका कार्ड अस्वीकार कर दिया (टेस्ट भुगतान)',

  // Registration and documents
  'mobile: This must be the mobile number you signed in with':
    'mobile: यह वही मोबाइल नंबर होना चाहिए जिससे आपने साइन इन किया है',
  'Choose your registration certificate or GST certificate to send':
    'भेजने के लिए अपना रजिस्ट्रेशन प्रमाणपत्र या GST प्रमाणपत्र चुनें',
  'Complete your company profile first, then send its documents':
    'पहले अपनी कंपनी की प्रोफ़ाइल पूरी करें, फिर उसके दस्तावेज़ भेजें',
  'Choose your government ID or certification to send':
    'भेजने के लिए अपना सरकारी पहचान पत्र या प्रमाणपत्र चुनें',
  'Complete your profile first, then send your documents':
    'पहले अपनी प्रोफ़ाइल पूरी करें, फिर अपने दस्तावेज़ भेजें',
  'Profile completed successfully!': 'प्रोफ़ाइल सफलतापूर्वक पूरी हो गई!',
  'Documents received. Our team will check them; you will see the result here.':
    'दस्तावेज़ मिल गए। हमारी टीम इनकी जाँच करेगी; नतीजा आपको यहीं दिखेगा।',
  'Photo saved': 'फ़ोटो सहेज ली गई',
  'Logo saved': 'लोगो सहेज लिया गया',

  // Wallet
  'The payment could not be verified': 'भुगतान सत्यापित नहीं हो सका',
  'The amount does not match the paid order': 'रक़म भुगतान किए गए ऑर्डर से मेल नहीं खाती',
  'This Idempotency-Key was already used to withdraw {0}':
    'यह Idempotency-Key पहले ही {0} निकालने के लिए इस्तेमाल हो चुकी है',
  'Your wallet has {0}; you can withdraw at most that.':
    'आपके वॉलेट में {0} हैं; आप ज़्यादा से ज़्यादा इतना ही निकाल सकते हैं।',
  'We could not find payments to refund {0} to. Please contact support.':
    'हमें ऐसे भुगतान नहीं मिले जिनमें {0} वापस भेजे जा सकें। कृपया सपोर्ट से संपर्क करें।',
  'This payment was already added': 'यह भुगतान पहले ही जोड़ा जा चुका है',
  'Money added to wallet': 'वॉलेट में पैसे जोड़ दिए गए',
  'Your withdrawal is on its way back to your original payment':
    'आपकी निकासी आपके मूल भुगतान माध्यम में वापस भेजी जा रही है',
  // Values that messages fill in: file and document names, statuses and actions, durations.
  'Government ID': 'सरकारी पहचान पत्र',
  Certification: 'प्रमाणपत्र',
  'Registration certificate': 'रजिस्ट्रेशन प्रमाणपत्र',
  'GST certificate': 'GST प्रमाणपत्र',
  Photo: 'फ़ोटो',
  Logo: 'लोगो',
  photo: 'फ़ोटो',
  logo: 'लोगो',
  'A file': 'एक फ़ाइल',
  '{0} minutes': '{0} मिनट',
  '{0} minute': '{0} मिनट',
  'waiting for the caregiver to accept': 'केयरगिवर के जवाब के इंतज़ार में',
  accepted: 'स्वीकृत',
  declined: 'अस्वीकृत',
  'in progress': 'जारी',
  completed: 'पूर्ण',
  cancelled: 'रद्द',
  started: 'शुरू',
  expired: 'एक्सपायर',

  // Uploads, profiles and offerings.
  'Age is required': 'उम्र डालना ज़रूरी है',
  'Age must be a number': 'उम्र एक संख्या होनी चाहिए',
  '{0} is larger than {1}. Choose a smaller file.': '{0} {1} से बड़ी है। कोई छोटी फ़ाइल चुनें।',
  'Unexpected file field: {0}': 'इस फ़ाइल फ़ील्ड की उम्मीद नहीं थी: {0}',
  'Send one {0} file': '{0} की एक ही फ़ाइल भेजें',
  '{0} is an empty file': '{0} की फ़ाइल ख़ाली है',
  '{0} must be a file': '{0} एक फ़ाइल होनी चाहिए',
  '{0} is too long': '{0} बहुत लंबा है',
  'Send {0} once': '{0} एक ही बार भेजें',
  '{0} must be a JPEG, PNG or WebP image or a PDF': '{0} JPEG, PNG या WebP फ़ोटो या PDF होना चाहिए',
  '{0} must be a JPEG, PNG or WebP image': '{0} JPEG, PNG या WebP फ़ोटो होनी चाहिए',
  '{0} could not be read as an image. Try another photo.':
    '{0} को फ़ोटो के रूप में पढ़ा नहीं जा सका। कोई दूसरी फ़ोटो आज़माएँ।',
  'Choose a {0} to upload': 'अपलोड करने के लिए {0} चुनें',
  'Profile saved': 'प्रोफ़ाइल सहेज ली गई',
  'Profile saved. The operator checks your details before families can book you.':
    'प्रोफ़ाइल सहेज ली गई। परिवारों के बुक करने से पहले हमारी टीम आपकी जानकारी जाँचेगी।',
  '{0} is no longer offered on CareConnect; choose another service':
    '{0} अब CareConnect पर उपलब्ध नहीं है; कोई दूसरी सेवा चुनें',
  'You already offer {0}; change its price instead': 'आप {0} पहले से दे रहे हैं; उसकी जगह उसका दाम बदलें',

  // Bookings and days off.
  'The caregiver is not working on {0}. Please choose other dates.':
    'इन तारीख़ों पर केयरगिवर की छुट्टी है: {0}। कृपया दूसरी तारीख़ें चुनें।',
  'This service is fully booked on {0}': 'यह सेवा {0} को पूरी तरह बुक है',
  'This booking is {0}, so it cannot be {1}.': 'यह बुकिंग {0} है, इसलिए इसे {1} नहीं किया जा सकता।',

  // The operator's review.
  'There is nothing to review yet: this provider has not completed registration (no name or profile has been submitted)':
    'अभी जाँचने को कुछ नहीं है: इस सेवा प्रदाता ने रजिस्ट्रेशन पूरा नहीं किया है (न नाम भेजा है, न प्रोफ़ाइल)',
  'There is nothing to review yet: this company has not completed registration (no name or profile has been submitted)':
    'अभी जाँचने को कुछ नहीं है: इस कंपनी ने रजिस्ट्रेशन पूरा नहीं किया है (न नाम भेजा है, न प्रोफ़ाइल)',
  'This seller sent new details or documents while you were deciding. Review what they sent, then decide again.':
    'आपके फ़ैसला करते समय इस विक्रेता ने नई जानकारी या दस्तावेज़ भेजे हैं। जो भेजा है उसे देखें, फिर दोबारा फ़ैसला करें।',

  // The web app's own forms.
  'Enter the amount in rupees': 'रक़म रुपये में डालें',
  'The account numbers do not match. Type the same number twice.':
    'दोनों खाता नंबर एक जैसे नहीं हैं। वही नंबर दोबारा लिखें।',
  About: 'परिचय',
  // The operator console (issue 12/14).
  'Give a reason': 'वजह बताएँ',
  'Give a reason of at least 3 characters': 'कम से कम 3 अक्षरों में वजह बताएँ',
  'This number is no longer an operator': 'यह नंबर अब ऑपरेटर का नहीं है',
  'This needs an operator of the admin role': 'इसके लिए एडमिन भूमिका वाला ऑपरेटर चाहिए',
  // Operator console: overview, verification and money (issue 12/14).
  'Payout not found': 'पेआउट नहीं मिला',
  'result must be ok or problems': 'result ok या problems होना चाहिए',
  'Only a failed payout can be retried; this one is {0}':
    'सिर्फ़ विफल पेआउट दोबारा भेजा जा सकता है; यह पेआउट {0} है',
  queued: 'क़तार में',
  processing: 'भेजा जा रहा',
  processed: 'भुगतान हो चुका',
  reversed: 'बैंक से लौटा',
  'This caregiver has no payout details saved; they must add them before a payout can be sent':
    'इस केयरगिवर ने पेआउट की जानकारी नहीं सहेजी है; पेआउट भेजने से पहले उन्हें यह जोड़नी होगी',
  'The caregiver has {0} available now, less than this payout of {1}: the money it returned has been paid out since':
    'केयरगिवर के पास अभी {0} उपलब्ध हैं, जो {1} के इस पेआउट से कम है: लौटे हुए पैसे तब से निकाले जा चुके हैं',
  'The payout was sent again': 'पेआउट दोबारा भेज दिया गया',
  'This payout was already sent again; here is that retry':
    'यह पेआउट पहले ही दोबारा भेजा जा चुका है; यह रहा वह दोबारा भेजा गया पेआउट',
  'status must be one of: {0}': 'status इनमें से एक होना चाहिए: {0}',
  // Operator console: catalog and blackout dates (issue 12/14).
  'Enter a name': 'नाम डालें',
  'Keep the name to 60 characters or fewer': 'नाम 60 अक्षरों या उससे कम में रखें',
  'Keep the description to 500 characters or fewer': 'विवरण 500 अक्षरों या उससे कम में रखें',
  'List the items in their new order': 'चीज़ों को उनके नए क्रम में बताएँ',
  'List each item once': 'हर चीज़ एक बार ही बताएँ',
  'List at most 200 items': 'ज़्यादा से ज़्यादा 200 चीज़ें बताएँ',
  'A category with this name already exists': 'इस नाम की श्रेणी पहले से है',
  'A retired category has this name; restore it instead':
    'एक हटाई गई श्रेणी का यही नाम है; उसकी जगह उसे वापस लाएँ',
  'This category already has a service with this name': 'इस श्रेणी में इस नाम की सेवा पहले से है',
  'A retired service of this category has this name; restore it instead':
    'इस श्रेणी की एक हटाई गई सेवा का यही नाम है; उसकी जगह उसे वापस लाएँ',
  'List every category exactly once, retired ones included. Reload the catalog and try again.':
    'हर श्रेणी ठीक एक बार बताएँ, हटाई गई श्रेणियाँ भी। कैटलॉग दोबारा लोड करके फिर कोशिश करें।',
  'List every service of this category exactly once, retired ones included. Reload the catalog and try again.':
    'इस श्रेणी की हर सेवा ठीक एक बार बताएँ, हटाई गई सेवाएँ भी। कैटलॉग दोबारा लोड करके फिर कोशिश करें।',
  'This category is already retired': 'यह श्रेणी पहले ही हटाई जा चुकी है',
  'This category is not retired': 'यह श्रेणी हटाई नहीं गई है',
  'This service is already retired': 'यह सेवा पहले ही हटाई जा चुकी है',
  'This service is not retired': 'यह सेवा हटाई नहीं गई है',
  'Sellers offer this service or have offered it, so it cannot be deleted. Retire it instead: existing offerings and bookings keep working.':
    'विक्रेता यह सेवा देते हैं या दे चुके हैं, इसलिए इसे मिटाया नहीं जा सकता। इसकी जगह इसे हटाएँ: मौजूदा सेवाएँ और बुकिंग चलती रहेंगी।',
  'This category still has services, so it cannot be deleted. Delete them first, or retire the category.':
    'इस श्रेणी में अभी सेवाएँ हैं, इसलिए इसे मिटाया नहीं जा सकता। पहले उन्हें मिटाएँ, या श्रेणी को हटाएँ।',
  'Category added': 'श्रेणी जोड़ दी गई',
  'Category renamed': 'श्रेणी का नाम बदल दिया गया',
  'Categories reordered': 'श्रेणियों का क्रम बदल दिया गया',
  'Category retired': 'श्रेणी हटा दी गई',
  'Category restored': 'श्रेणी वापस लाई गई',
  'Category deleted': 'श्रेणी मिटा दी गई',
  'Services reordered': 'सेवाओं का क्रम बदल दिया गया',
  'Service retired': 'सेवा हटा दी गई',
  'Service restored': 'सेवा वापस लाई गई',
  'Service deleted': 'सेवा मिटा दी गई',
  'Choose blackout date or long weekend': 'ब्लैकआउट तारीख़ या लंबा वीकेंड चुनें',
  'Blackout dates cannot be in the past': 'ब्लैकआउट तारीख़ें बीते दिनों की नहीं हो सकतीं',
  'The last day cannot be before the first': 'आख़िरी दिन पहले दिन से पहले नहीं हो सकता',
  'Add at most 31 days at a time': 'एक बार में ज़्यादा से ज़्यादा 31 दिन जोड़ें',
  'Blackout dates can be set at most 730 days ahead':
    'ब्लैकआउट तारीख़ें ज़्यादा से ज़्यादा 730 दिन आगे तक तय की जा सकती हैं',
  'Say what the days are, such as Diwali or Republic Day weekend':
    'बताएँ कि ये दिन क्या हैं, जैसे दिवाली या गणतंत्र दिवस का वीकेंड',
  'Keep the label to 80 characters or fewer': 'नाम 80 अक्षरों या उससे कम में रखें',
  'These days are already listed: {0}. Choose a range without them, or delete them first.':
    'ये दिन पहले से सूची में हैं: {0}। इनके बिना दिनों की अवधि चुनें, या पहले इन्हें मिटाएँ।',
  'Blackout date added': 'ब्लैकआउट तारीख़ जोड़ दी गई',
  'Blackout dates added': 'ब्लैकआउट तारीख़ें जोड़ दी गईं',
  'Blackout date removed': 'ब्लैकआउट तारीख़ हटा दी गई',
  'Blackout date not found': 'ब्लैकआउट तारीख़ नहीं मिली',
  // The operator console: blog posts and banners (issue 12/14, content).
  'Give the post a title': 'पोस्ट का शीर्षक दें',
  'Keep the title under 200 characters': 'शीर्षक 200 अक्षरों से कम रखें',
  'Use lowercase letters, digits and single hyphens in the address':
    'पते में छोटे अंग्रेज़ी अक्षर, अंक और एक-एक हाइफ़न ही लिखें',
  'Keep the address under {0} characters': 'पता {0} अक्षरों से कम रखें',
  'Write the post': 'पोस्ट लिखें',
  'The post is too long (at most 200,000 characters of HTML)':
    'पोस्ट बहुत लंबी है (HTML के ज़्यादा से ज़्यादा 2,00,000 अक्षर)',
  'Use a page of this site (starting with /) or a web address (https://...)':
    'इस साइट का कोई पेज (/ से शुरू) या कोई वेब पता (https://...) लिखें',
  'Keep the link under 500 characters': 'लिंक 500 अक्षरों से कम रखें',
  'Keep the subtitle under 200 characters': 'उपशीर्षक 200 अक्षरों से कम रखें',
  'Keep the title under 120 characters': 'शीर्षक 120 अक्षरों से कम रखें',
  'Give the banner a title': 'बैनर का शीर्षक दें',
  'Send the banners in their new order': 'बैनर उनके नए क्रम में भेजें',
  'Another post already has this address. Choose another.':
    'यह पता किसी दूसरी पोस्ट का है। कोई दूसरा पता चुनें।',
  'Write the post before publishing it': 'प्रकाशित करने से पहले पोस्ट लिखें',
  'Each banner can appear only once in the order': 'क्रम में हर बैनर एक ही बार आ सकता है',
  'The banners changed while you were ordering them. Reload the list and try again.':
    'आपके क्रम बदलते समय बैनर बदल गए। सूची फिर से खोलें और दोबारा कोशिश करें।',
  'Banner not found': 'बैनर नहीं मिला',
  Cover: 'कवर फ़ोटो',
  cover: 'कवर फ़ोटो',
  'Banner image': 'बैनर की फ़ोटो',
  'banner image': 'बैनर की फ़ोटो',
  'Post published': 'पोस्ट प्रकाशित हो गई',
  'Draft saved': 'ड्राफ़्ट सहेज लिया गया',
  'Post saved': 'पोस्ट सहेज ली गई',
  'Post moved back to drafts': 'पोस्ट वापस ड्राफ़्ट में चली गई',
  'Post deleted': 'पोस्ट मिटा दी गई',
  'Cover saved': 'कवर फ़ोटो सहेज ली गई',
  'Banner added': 'बैनर जोड़ दिया गया',
  'Banner saved': 'बैनर सहेज लिया गया',
  'Banner order saved': 'बैनरों का क्रम सहेज लिया गया',
  'Banner shown on the home page': 'बैनर होम पेज पर दिखने लगा',
  'Banner hidden from the home page': 'बैनर होम पेज से छिपा दिया गया',
  'Banner deleted': 'बैनर मिटा दिया गया',
  'Banner image saved': 'बैनर की फ़ोटो सहेज ली गई',
  // The operator console (issue 12/14): bookings and people.
  'dateOf must be care or created': 'dateOf care या created होना चाहिए',
  'Type 3 to 10 digits of a mobile number': 'मोबाइल नंबर के 3 से 10 अंक लिखें',
  'Type at least 2 characters': 'कम से कम 2 अक्षर लिखें',
  'Keep a name under 100 characters': 'नाम 100 अक्षरों से कम रखें',
  'order must be asc or desc': 'order asc या desc होना चाहिए',
  'The to date must not be before the from date': 'आख़िरी तारीख़ शुरू की तारीख़ से पहले की नहीं हो सकती',
  'kind must be Customer, Provider or Company': 'kind Customer, Provider या Company होना चाहिए',
  'type must be Customer, Provider or Company': 'type Customer, Provider या Company होना चाहिए',
  'Your account is suspended, so you cannot book right now. Please contact support.':
    'आपका खाता निलंबित है, इसलिए आप अभी बुकिंग नहीं कर सकते। कृपया सहायता टीम से संपर्क करें।',
  'Your account is suspended, so you cannot accept bookings. Please contact support.':
    'आपका खाता निलंबित है, इसलिए आप बुकिंग स्वीकार नहीं कर सकते। कृपया सहायता टीम से संपर्क करें।',
  'A support operator can refund at most {0} at a time. Ask an admin to refund more.':
    'सहायता ऑपरेटर एक बार में ज़्यादा से ज़्यादा {0} रिफ़ंड कर सकता है। इससे ज़्यादा के लिए किसी एडमिन से कहें।',
  '{0} bookings match; an export holds at most {1}. Narrow the filters (dates or status) and export again.':
    '{0} बुकिंग मिलीं; एक एक्सपोर्ट में ज़्यादा से ज़्यादा {1} आ सकती हैं। फ़िल्टर (तारीख़ें या स्थिति) सीमित करें और फिर से एक्सपोर्ट करें।',
  'Booking cancelled': 'बुकिंग रद्द कर दी गई',
  "Booking cancelled; {0} refunded to the family's wallet":
    'बुकिंग रद्द कर दी गई; {0} परिवार के वॉलेट में रिफ़ंड कर दिए गए',
  'This provider is already suspended.': 'यह सेवा प्रदाता पहले से निलंबित है।',
  'This company is already suspended.': 'यह कंपनी पहले से निलंबित है।',
  'This family is already suspended.': 'यह परिवार पहले से निलंबित है।',
  'This provider is not suspended.': 'यह सेवा प्रदाता निलंबित नहीं है।',
  'This company is not suspended.': 'यह कंपनी निलंबित नहीं है।',
  'This family is not suspended.': 'यह परिवार निलंबित नहीं है।',
  'Suspended. {0} open booking(s) need your decision.':
    'निलंबित कर दिया गया। {0} खुली बुकिंग पर आपका फ़ैसला चाहिए।',
  Suspended: 'निलंबित कर दिया गया',
  Reinstated: 'फिर से सक्रिय कर दिया गया',
  'Family not found': 'परिवार नहीं मिला',

  // Care profiles (the care journal)
  'Use a time as HH:MM, e.g. 08:30': 'समय HH:MM में लिखें, जैसे 08:30',
  "Enter the medicine's name": 'दवा का नाम डालें',
  'Medicine name is too long': 'दवा का नाम बहुत लंबा है',
  'Dose is too long': 'ख़ुराक बहुत लंबी लिखी है',
  'Add at least one time for each medicine': 'हर दवा के लिए कम से कम एक समय डालें',
  'At most 6 times a day for one medicine': 'एक दवा दिन में ज़्यादा से ज़्यादा 6 बार',
  'A time is listed twice': 'एक समय दो बार लिखा है',
  "Enter the contact's name": 'संपर्क का नाम डालें',
  'Contact name is too long': 'संपर्क का नाम बहुत लंबा है',
  "Enter the doctor's name": 'डॉक्टर का नाम डालें',
  "Doctor's name is too long": 'डॉक्टर का नाम बहुत लंबा है',
  'Clinic is too long': 'क्लिनिक का नाम बहुत लंबा है',
  'Enter the school name': 'स्कूल का नाम डालें',
  'School name is too long': 'स्कूल का नाम बहुत लंबा है',
  'Who picks up is too long': 'लेने कौन आता है, यह बहुत लंबा लिखा है',
  'School notes are too long': 'स्कूल के नोट बहुत लंबे हैं',
  'A condition is empty': 'एक बीमारी का नाम ख़ाली है',
  'A condition is too long': 'एक बीमारी का नाम बहुत लंबा है',
  'An allergy is empty': 'एक एलर्जी का नाम ख़ाली है',
  'An allergy is too long': 'एक एलर्जी का नाम बहुत लंबा है',
  'At most 20 conditions': 'ज़्यादा से ज़्यादा 20 बीमारियाँ',
  'At most 20 medicines': 'ज़्यादा से ज़्यादा 20 दवाएँ',
  'At most 20 allergies': 'ज़्यादा से ज़्यादा 20 एलर्जी',
  'Choose how they move about': 'चुनें कि वे कैसे चलते-फिरते हैं',
  'At most 3 emergency contacts': 'ज़्यादा से ज़्यादा 3 आपातकालीन संपर्क',
  'Diet is too long (at most 300 characters)':
    'खान-पान का ब्योरा बहुत लंबा है (ज़्यादा से ज़्यादा 300 अक्षर)',
  'Notes are too long (at most 1000 characters)': 'नोट बहुत लंबे हैं (ज़्यादा से ज़्यादा 1000 अक्षर)',
  'Accept the booking to see the care profile': 'देखभाल प्रोफ़ाइल देखने के लिए पहले बुकिंग स्वीकार करें',
  'The care profile is shown only while the booking is accepted or under way':
    'देखभाल प्रोफ़ाइल सिर्फ़ तब दिखती है जब बुकिंग स्वीकार हो चुकी हो या चल रही हो',
  'Care profile saved': 'देखभाल प्रोफ़ाइल सहेज ली गई',

  // Operations: metrics and signed links to files
  'A valid metrics token is required': 'मेट्रिक्स के लिए सही टोकन ज़रूरी है',
  'Signed links need S3 storage; open the document itself instead':
    'हस्ताक्षरित लिंक के लिए S3 स्टोरेज चाहिए; इसके बजाय दस्तावेज़ ही खोलें',

  // The care journal: check-ins, entries, the family circle and data rights
  ...careJournalSchemaMessagesHi,
  ...careJournalCheckInMessagesHi,
  ...careJournalJournalMessagesHi,
  ...careJournalCircleMessagesHi,
  ...careJournalPrivacyMessagesHi,
};
