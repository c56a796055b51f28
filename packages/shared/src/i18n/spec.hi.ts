import type { messages } from '../messages.ts';

/**
 * The spec's messages (SPEC section 8) in Hindi. English shows them exactly as the shared
 * package words them; a message added there is a type error here until it has its Hindi. The
 * web app shows these through i18next, and the API answers with them when asked in Hindi.
 */
export const specMessagesHi: { readonly [K in keyof typeof messages]: string } = {
  sendOtpFailed: 'OTP भेजा नहीं जा सका',
  invalidOtp: 'OTP ग़लत है',
  otpVerified: 'OTP सफलतापूर्वक सत्यापित हो गया',
  enterMobile: 'कृपया मोबाइल नंबर डालें',
  enterAllDigits: 'सभी 6 अंक डालें',
  profileUpdateFailed: 'प्रोफ़ाइल अपडेट नहीं हो सकी',
  profileUpdateError: 'प्रोफ़ाइल अपडेट करने में गड़बड़ी हुई',
  profileUpdated: 'प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई',
  profileFetchError: 'प्रोफ़ाइल लाने में गड़बड़ी हुई',
  familySaveError: 'परिवार के सदस्य की जानकारी सहेजने में गड़बड़ी हुई',
  familyDeleteError: 'परिवार के सदस्य को हटाने में गड़बड़ी हुई',
  familyAddError: 'परिवार का सदस्य जोड़ने में गड़बड़ी हुई। कृपया दोबारा कोशिश करें।',
  familyAdded: 'परिवार का सदस्य सफलतापूर्वक जुड़ गया!',
  familyUpdated: 'परिवार के सदस्य की जानकारी सफलतापूर्वक अपडेट हो गई!',
  familyDeleted: 'परिवार का सदस्य सफलतापूर्वक हटा दिया गया!',
  familyDeleteConfirm: 'क्या आप सच में इस सदस्य को हटाना चाहते हैं?',
  invalidBookingAmount: 'बुकिंग की रक़म सही नहीं है। कृपया बुकिंग की जानकारी जाँच लें।',
  razorpaySdkFailed: 'Razorpay लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें।',
  paymentFailedPrefix: 'भुगतान नहीं हो सका: ',
  paymentOkBookingFailed: 'भुगतान हो गया, लेकिन बुकिंग या वॉलेट अपडेट नहीं हो सका।',
  somethingWentWrong: 'कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।',
  bookingCreated: 'बुकिंग सफलतापूर्वक हो गई!',
  selectService: 'आगे बढ़ने के लिए कृपया कोई सेवा चुनें',
  selectDates: 'कृपया शुरू और ख़त्म होने की, दोनों तारीख़ें चुनें',
  selectFamilyMember: 'कृपया परिवार का कोई सदस्य चुनें',
  registrationFailed: 'प्रोफ़ाइल पूरी नहीं हो सकी। कृपया दोबारा कोशिश करें।',
  profileCompleted: 'प्रोफ़ाइल सफलतापूर्वक पूरी हो गई!',
  providerFetchFailed: 'सेवा प्रदाता की प्रोफ़ाइल नहीं मिल सकी',
  providerFetchError: 'प्रोफ़ाइल लाते समय कुछ गड़बड़ हो गई',
  companyFetchFailed: 'कंपनी की प्रोफ़ाइल नहीं मिल सकी',
  companyFetchError: 'कंपनी की प्रोफ़ाइल लाते समय कुछ गड़बड़ हो गई',
  providersError: 'सेवा प्रदाताओं की सूची लाने में गड़बड़ी हुई',
  companiesError: 'कंपनियों की सूची लाने में गड़बड़ी हुई',
  loggedOut: 'आप सफलतापूर्वक लॉग आउट हो गए',
  unexpectedError: 'माफ़ कीजिए, ऐप में कोई अनचाही गड़बड़ी हो गई!',
  pageNotFound: 'पेज नहीं मिला',
};
